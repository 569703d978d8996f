/// Identifies one font face inside one `FontRegistry`.
///
/// Identifiers are issued by a registry in a fixed order (the bundled catalog first, then custom fonts
/// in sorted file-name order) so the same fonts give the same identifiers on every run.
public struct FaceID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The index of the face in its registry's face table.
    public let rawValue: Int

    /// Creates an identifier from its index.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Orders identifiers by index.
    public static func < (a: FaceID, b: FaceID) -> Bool { a.rawValue < b.rawValue }

    public var description: String { "face#\(rawValue)" }
}
