/// The limits JSON input must stay within. Each is checked before the memory it guards is allocated, and
/// breaking one is a ``JSONError`` of kind `.limit` that names the limit.
///
/// ```swift
/// let value = try JSONParser.parse(bytes, limits: JSONLimits(maximumBytes: 256 << 10, subject: "the file"))
/// ```
public struct JSONLimits: Hashable, Sendable {
    /// The largest input, in bytes (default 1 MiB).
    public var maximumBytes: Int
    /// The deepest nesting of arrays and objects (default 128).
    public var maximumDepth: Int
    /// The longest string, in UTF-8 bytes after unescaping (default 64 KiB).
    public var maximumStringBytes: Int
    /// The most values in one input (default 100 000).
    public var maximumValueCount: Int
    /// The longest number literal, in characters (default 64).
    public var maximumNumberLength: Int
    /// What the input is called in messages ("the document", "the file").
    public var subject: String
    /// Said after "<subject> is empty": what the input should hold (e.g. "a widget document is a JSON object").
    public var emptyHint: String?

    /// Creates limits; every parameter has the default described on its property.
    public init(maximumBytes: Int = 1 << 20, maximumDepth: Int = 128, maximumStringBytes: Int = 64 << 10,
                maximumValueCount: Int = 100_000, maximumNumberLength: Int = 64, subject: String = "the document",
                emptyHint: String? = nil) {
        self.maximumBytes = maximumBytes
        self.maximumDepth = maximumDepth
        self.maximumStringBytes = maximumStringBytes
        self.maximumValueCount = maximumValueCount
        self.maximumNumberLength = maximumNumberLength
        self.subject = subject
        self.emptyHint = emptyHint
    }
}
