/// What a registry knows about a face before loading it.
public struct FaceDescriptor: Hashable, Sendable {
    /// The face's identifier.
    public var id: FaceID
    /// Absolute (or caller-relative) path of the font file.
    public var path: String
    /// The bundled family, or nil for a custom (user) font.
    public var family: BundledFamily?
    /// Weight class from the catalog (bundled faces); custom faces report theirs once loaded.
    public var weight: Int
    /// Slant from the catalog (bundled faces).
    public var isItalic: Bool
}
