/// Why a property list could not be read: what was wrong and where (`file:line:column: message`).
public struct PropertyListError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, as the caller named it (or "the property list").
    public var file: String
    /// Where the problem is.
    public var position: PropertyListPosition
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(file: String, position: PropertyListPosition, message: String) {
        self.file = file
        self.position = position
        self.message = message
    }

    /// `file:line:column: message`.
    public var description: String { "\(file):\(position): \(message)" }
}

/// The limits a property list must stay within; each is checked before the memory it guards is used, and
/// breaking one is a ``PropertyListError`` naming the limit.
public struct PropertyListLimits: Hashable, Sendable {
    /// The largest file, in bytes (default 32 MiB; the largest real `project.pbxproj` files are a few MiB).
    public var maximumBytes: Int
    /// The deepest nesting of arrays and dictionaries (default 64; a `project.pbxproj` nests 5 deep).
    public var maximumDepth: Int
    /// The most values in one file (default 4 000 000).
    public var maximumValueCount: Int

    /// Creates limits; every parameter has the default described on its property.
    public init(maximumBytes: Int = 32 << 20, maximumDepth: Int = 64, maximumValueCount: Int = 4_000_000) {
        self.maximumBytes = maximumBytes
        self.maximumDepth = maximumDepth
        self.maximumValueCount = maximumValueCount
    }
}
