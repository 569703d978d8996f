/// Everything that can go wrong while loading fonts or laying out text, with the context needed to act on it.
///
/// Font files are untrusted input (DESIGN.md §8): every failure is one of these cases, never a trap.
public enum TypographyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No fonts directory was found; `searched` lists every place looked at, in order.
    case fontsDirectoryNotFound(searched: [String])
    /// A font file could not be read (missing, unreadable, not a regular file).
    case unreadableFile(path: String, reason: String)
    /// A font file is larger than the registry's limit.
    case fileTooLarge(path: String, byteCount: Int, limit: Int)
    /// FreeType rejected the bytes; `code` and `message` are FreeType's.
    case invalidFont(path: String, code: Int, message: String)
    /// The font parsed but cannot be used (not scalable, no glyphs, no Unicode character map …).
    case unusableFont(path: String, reason: String)
    /// A FreeType call other than opening failed.
    case freeType(operation: String, code: Int, message: String)
    /// A `.custom(name, …)` font is not in the custom fonts directory (or no such directory was given).
    case unknownCustomFont(name: String)
    /// A face identifier that this registry never issued.
    case unknownFace(FaceID)
    /// The text is longer than the layout limit, in Unicode scalars.
    case textTooLong(scalarCount: Int, limit: Int)
    /// One character (grapheme cluster: a base with its combining marks, an emoji ZWJ sequence) has more
    /// Unicode scalars than the limit.
    case clusterTooLong(scalarCount: Int, limit: Int, prefix: String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .fontsDirectoryNotFound(let searched):
            return "no fonts directory found (set WIDGETRENDER_FONTS); searched: \(searched.joined(separator: ", "))"
        case .unreadableFile(let path, let reason):
            return "cannot read font file \(path): \(reason)"
        case .fileTooLarge(let path, let byteCount, let limit):
            return "font file \(path) is \(byteCount) bytes, over the limit of \(limit)"
        case .invalidFont(let path, let code, let message):
            return "invalid font file \(path): FreeType error \(code) (\(message))"
        case .unusableFont(let path, let reason):
            return "unusable font file \(path): \(reason)"
        case .freeType(let operation, let code, let message):
            return "FreeType \(operation) failed: error \(code) (\(message))"
        case .unknownCustomFont(let name):
            return "custom font \"\(name)\" not found"
        case .unknownFace(let id):
            return "unknown face \(id.rawValue)"
        case .textTooLong(let count, let limit):
            return "text has \(count) characters, over the limit of \(limit)"
        case .clusterTooLong(let count, let limit, let prefix):
            return "a character starting \"\(prefix)\" has \(count) combining marks or joined parts (Unicode "
                + "scalars), over the limit of \(limit) per character; remove the stacked marks or split the sequence"
        }
    }
}
