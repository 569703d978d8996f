/// A JSON value as written in a document, with the position it starts at: the tree the
/// decoder walks, so that every error can name its line and column.
///
/// Objects keep their members in document order (never a dictionary), so decoding and error
/// messages never depend on hashing.
struct JSONValue: Sendable {
    /// The kinds of JSON value (RFC 8259 §3).
    enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(JSONNumber)
        case string(String)
        case array([JSONValue])
        case object([JSONMember])
    }

    /// What the value is.
    var kind: Kind
    /// Where its first character is.
    var position: SourcePosition

    /// "a string", "an object" …, for error messages.
    var kindDescription: String {
        switch kind {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let number): return "the number \(number.literal)"
        case .string(let string): return "the string \(DocumentQuote.quoted(string))"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// One `"key": value` member of an object.
struct JSONMember: Sendable {
    /// The key, unescaped.
    var key: String
    /// Where the key's opening quote is.
    var keyPosition: SourcePosition
    /// The value.
    var value: JSONValue
}

/// A JSON number: its literal as written and its value as the nearest `Double` (correctly rounded).
struct JSONNumber: Sendable {
    /// The characters as written, e.g. `-1.5e3`.
    var literal: String
    /// The value.
    var value: Double
    /// True when the literal has no fraction and no exponent.
    var isIntegerLiteral: Bool
}
