/// A JSON value as written in the input, with the position it starts at: the tree the
/// decoder walks, so that every error can name its line and column.
///
/// Objects keep their members in document order (never a dictionary), so decoding and error
/// messages never depend on hashing.
public struct JSONValue: Sendable {
    /// The kinds of JSON value (RFC 8259 §3).
    public enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(JSONNumber)
        case string(String)
        case array([JSONValue])
        case object([JSONMember])
    }

    /// What the value is.
    public var kind: Kind
    /// Where its first character is.
    public var position: SourcePosition

    /// Creates a value.
    public init(kind: Kind, position: SourcePosition) {
        self.kind = kind
        self.position = position
    }

    /// The member named `key` when this is an object that has one (keys are unique: the parser refuses
    /// duplicates).
    public func member(_ key: String) -> JSONMember? {
        guard case .object(let members) = kind else { return nil }
        return members.first { $0.key == key }
    }

    /// "a string", "an object" …, for error messages.
    public var kindDescription: String {
        switch kind {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let number): return "the number \(number.literal)"
        case .string(let string): return "the string \(JSONQuote.quoted(string))"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// One `"key": value` member of an object.
public struct JSONMember: Sendable {
    /// The key, unescaped.
    public var key: String
    /// Where the key's opening quote is.
    public var keyPosition: SourcePosition
    /// The value.
    public var value: JSONValue
}

/// A JSON number: its literal as written and its value as the nearest `Double` (correctly rounded).
public struct JSONNumber: Sendable {
    /// The characters as written, e.g. `-1.5e3`.
    public var literal: String
    /// The value.
    public var value: Double
    /// True when the literal has no fraction and no exponent.
    public var isIntegerLiteral: Bool
}
