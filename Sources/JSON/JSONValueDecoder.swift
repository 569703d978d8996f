// Swift's Decodable over the one strict parser: a value tree read by JSONParser (positions, limits, RFC 8259 to
// the letter) is handed to a type's `init(from:)` through the standard Decoder protocol, so the program's
// Codable files (the preview runner's request and report, `swift package describe`) are read by the same
// parser as widget documents and asset catalogs. A type mismatch or a missing key is a JSONError naming the
// JSON path and the line:column of the value.

/// Decodes `Decodable` values from JSON text with the strict parser.
///
/// ```swift
/// let request = try JSONValueDecoder().decode(PreviewRunRequest.self, from: bytes)
/// ```
public struct JSONValueDecoder: Sendable {
    /// The parser's limits (what the input is called in messages among them).
    public var limits: JSONLimits

    /// Creates a decoder with `limits`.
    public init(limits: JSONLimits = JSONLimits(subject: "the file")) {
        self.limits = limits
    }

    /// Parses `bytes` and decodes a `T` from them.
    public func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws(JSONError) -> T {
        let root = try JSONParser.parse(bytes, limits: limits)
        do {
            return try T(from: ValueDecoder(value: root, path: .root))
        } catch let error as JSONError {
            throw error
        } catch {
            throw JSONError(.syntax, position: root.position, message: "\(error)")
        }
    }
}

/// One value being decoded, and where it is.
struct ValueDecoder: Decoder {
    let value: JSONValue
    let path: JSONPath

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value.kind else { throw mismatch("an object") }
        return KeyedDecodingContainer(KeyedValues<Key>(members: members, object: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value.kind else { throw mismatch("an array") }
        return UnkeyedValues(elements: elements, path: path)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleValue(decoder: self) }

    /// "expected X, found Y" at this value.
    func mismatch(_ expected: String) -> JSONError {
        JSONError(.syntax, position: value.position, path: path.description,
                  message: "expected \(expected), found \(value.kindDescription)")
    }

    /// This value as a `T`: the scalars directly, anything else through its `init(from:)`.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        switch type {
        case is Bool.Type:
            guard case .bool(let flag) = value.kind, let result = flag as? T else { throw mismatch("true or false") }
            return result
        case is String.Type:
            guard case .string(let text) = value.kind, let result = text as? T else { throw mismatch("a string") }
            return result
        case is Double.Type:
            guard case .number(let number) = value.kind, let result = number.value as? T else { throw mismatch("a number") }
            return result
        case is Float.Type:
            guard case .number(let number) = value.kind, let result = Float(number.value) as? T else {
                throw mismatch("a number")
            }
            return result
        case let integer as any FixedWidthInteger.Type:
            guard case .number(let number) = value.kind, number.isIntegerLiteral,
                  let whole = Self.exactly(integer, number.value), let result = whole as? T else {
                throw mismatch("a whole number from \(integer.min) to \(integer.max)")
            }
            return result
        default:
            return try T(from: self)
        }
    }
}

extension ValueDecoder {
    /// `value` as an `I` when it is one exactly.
    static func exactly<I: FixedWidthInteger>(_ type: I.Type, _ value: Double) -> I? { I(exactly: value) }
}

/// An object's members by key (keys are unique: the parser refuses duplicates).
struct KeyedValues<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [JSONMember]
    let object: ValueDecoder

    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { members.contains { $0.key == key.stringValue } }

    func member(_ key: Key) throws -> ValueDecoder {
        guard let member = members.first(where: { $0.key == key.stringValue }) else {
            throw JSONError(.syntax, position: object.value.position, path: object.path.description,
                            message: "the key \(JSONQuote.quoted(key.stringValue)) is missing")
        }
        return ValueDecoder(value: member.value, path: object.path.appending(key.stringValue))
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let member = members.first(where: { $0.key == key.stringValue }) else { return true }
        if case .null = member.value.kind { return true }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try member(key).decode(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type,
                                               forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try member(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try member(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { object }
    func superDecoder(forKey key: Key) throws -> any Decoder { try member(key) }
}

/// An array's elements in order.
struct UnkeyedValues: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let path: JSONPath
    var currentIndex = 0

    init(elements: [JSONValue], path: JSONPath) {
        self.elements = elements
        self.path = path
    }

    var codingPath: [any CodingKey] { [] }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    mutating func next() throws -> ValueDecoder {
        guard !isAtEnd else {
            throw JSONError(.syntax, position: elements.last?.position ?? .start, path: path.description,
                            message: "the array has \(elements.count) elements; more were expected")
        }
        defer { currentIndex += 1 }
        return ValueDecoder(value: elements[currentIndex], path: path.appending(index: currentIndex))
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, case .null = elements[currentIndex].kind else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decode(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type)
        throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }

    mutating func superDecoder() throws -> any Decoder { try next() }
}

/// One value, for types that decode themselves from a single value (enums with raw values, wrappers).
struct SingleValue: SingleValueDecodingContainer {
    let decoder: ValueDecoder

    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool {
        if case .null = decoder.value.kind { return true }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(type) }
}
