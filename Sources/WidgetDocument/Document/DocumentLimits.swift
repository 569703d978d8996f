/// The limits a widget document must stay within (DESIGN.md §8). Each one is checked before the
/// memory it guards is allocated, and breaking one is an error that names the limit.
///
/// ```swift
/// var options = DocumentOptions()
/// options.limits.maximumFileBytes = 1 << 20
/// ```
public struct DocumentLimits: Hashable, Sendable {
    /// The largest document file, in bytes (default 4 MiB).
    public var maximumFileBytes: Int
    /// The deepest nesting of JSON arrays and objects (default 128).
    public var maximumDepth: Int
    /// The longest string, in UTF-8 bytes after unescaping (default 64 KiB).
    public var maximumStringBytes: Int
    /// The most JSON values in one document (default 100 000).
    public var maximumValueCount: Int
    /// The longest number literal, in characters (default 64).
    public var maximumNumberLength: Int

    /// Creates limits; every parameter has the default described on its property.
    public init(maximumFileBytes: Int = 4 << 20, maximumDepth: Int = 128, maximumStringBytes: Int = 64 << 10,
                maximumValueCount: Int = 100_000, maximumNumberLength: Int = 64) {
        self.maximumFileBytes = maximumFileBytes
        self.maximumDepth = maximumDepth
        self.maximumStringBytes = maximumStringBytes
        self.maximumValueCount = maximumValueCount
        self.maximumNumberLength = maximumNumberLength
    }
}
