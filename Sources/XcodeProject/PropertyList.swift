/// A value of an old-style (OpenStep / ASCII) property list, as `project.pbxproj` is written: a string, an
/// array, a dictionary or data, with the place in the file where it starts.
public struct PropertyListValue: Hashable, Sendable {
    /// What the value holds.
    public enum Kind: Hashable, Sendable {
        /// A quoted or unquoted string (numbers are strings in this format).
        case string(String)
        /// `( a, b, )`.
        case array([PropertyListValue])
        /// `{ key = value; }`.
        case dictionary(PropertyListDictionary)
        /// `<0fbd 7777>`.
        case data([UInt8])
    }

    /// The value.
    public var kind: Kind
    /// Where it starts in the file.
    public var position: PropertyListPosition

    /// Creates a value at `position`.
    public init(_ kind: Kind, at position: PropertyListPosition) {
        self.kind = kind
        self.position = position
    }

    /// The string, or nil for another kind.
    public var string: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    /// The array, or nil for another kind.
    public var array: [PropertyListValue]? {
        if case .array(let items) = kind { return items }
        return nil
    }

    /// The dictionary, or nil for another kind.
    public var dictionary: PropertyListDictionary? {
        if case .dictionary(let dictionary) = kind { return dictionary }
        return nil
    }

    /// What kind of value this is, for messages: "a string", "an array", "a dictionary", "data".
    public var kindName: String {
        switch kind {
        case .string: return "a string"
        case .array: return "an array"
        case .dictionary: return "a dictionary"
        case .data: return "data"
        }
    }
}

/// A dictionary of a property list: its entries in file order, and a look-up by key (a repeated key keeps
/// its last value, as Core Foundation's reader does).
public struct PropertyListDictionary: Hashable, Sendable {
    /// One `key = value;`.
    public struct Entry: Hashable, Sendable {
        /// The key.
        public var key: String
        /// The value.
        public var value: PropertyListValue
    }

    /// The entries in the order the file writes them.
    public private(set) var entries: [Entry] = []
    private var index: [String: Int] = [:]

    /// An empty dictionary.
    public init() {}

    /// Adds `value` under `key`, replacing an earlier value of the same key in place.
    public mutating func set(_ value: PropertyListValue, for key: String) {
        if let at = index[key] {
            entries[at].value = value
        } else {
            index[key] = entries.count
            entries.append(Entry(key: key, value: value))
        }
    }

    /// The value under `key`.
    public subscript(key: String) -> PropertyListValue? {
        index[key].map { entries[$0].value }
    }

    /// The number of entries.
    public var count: Int { entries.count }
}

/// A place in a property-list file: 1-based line and column (columns count bytes of the UTF-8 line).
public struct PropertyListPosition: Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
