/// A device to preview on, by name: SwiftUI's `PreviewDevice`.
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The device's name ("iPhone 15 Pro").
    public let rawValue: String

    /// A device by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A device by name, from a literal.
    public init(stringLiteral value: String) { self.rawValue = value }
}
