import JSON

/// The limits a widget document must stay within (DESIGN.md §8). Each one is checked before the
/// memory it guards is allocated, and breaking one is an error that names the limit.
///
/// ```swift
/// var options = DocumentOptions()
/// options.limits.maximumFileBytes = 1 << 20
/// ```
public struct DocumentLimits: Hashable, Sendable {
    /// The largest document file, in bytes (default 1 MiB, 20 times the largest example document).
    public var maximumFileBytes: Int
    /// The deepest nesting of JSON arrays and objects (default 128).
    public var maximumDepth: Int
    /// The longest string, in UTF-8 bytes after unescaping (default 64 KiB).
    public var maximumStringBytes: Int
    /// The most JSON values in one document (default 100 000).
    public var maximumValueCount: Int
    /// The longest number literal, in characters (default 64).
    public var maximumNumberLength: Int
    /// The most views in one document (default 4096, 16 times the largest example's 252).
    public var maximumViewCount: Int
    /// The most modifiers on one view (default 64). Each wraps the view once more, and a chain tens of
    /// thousands long overflowed the stack when it was released.
    public var maximumModifierCount: Int

    /// Creates limits; every parameter has the default described on its property.
    public init(maximumFileBytes: Int = 1 << 20, maximumDepth: Int = 128, maximumStringBytes: Int = 64 << 10,
                maximumValueCount: Int = 100_000, maximumNumberLength: Int = 64, maximumViewCount: Int = 4096,
                maximumModifierCount: Int = 64) {
        self.maximumFileBytes = maximumFileBytes
        self.maximumDepth = maximumDepth
        self.maximumStringBytes = maximumStringBytes
        self.maximumValueCount = maximumValueCount
        self.maximumNumberLength = maximumNumberLength
        self.maximumViewCount = maximumViewCount
        self.maximumModifierCount = maximumModifierCount
    }

    /// The limits the JSON parser checks, named as a document's.
    var json: JSONLimits {
        JSONLimits(maximumBytes: maximumFileBytes, maximumDepth: maximumDepth, maximumStringBytes: maximumStringBytes,
                   maximumValueCount: maximumValueCount, maximumNumberLength: maximumNumberLength,
                   subject: "the document", emptyHint: "a widget document is a JSON object")
    }
}
