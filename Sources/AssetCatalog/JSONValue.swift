// A Contents.json as a plain value tree, decoded once by FoundationEssentials' JSONDecoder, then read by
// hand so every complaint can name the JSON path of the value it is about.
import PortableFoundation

/// One JSON value of a Contents.json.
enum JSONValue: Decodable, Equatable, Sendable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    /// The kind of value, for messages ("a string", "an array").
    var kindDescription: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a Boolean"
        case .null: return "null"
        }
    }
}

/// A JSON value with the file and JSON path it was read from: typed accessors throw errors naming both.
struct JSONNode {
    let value: JSONValue
    let file: String
    let path: String

    /// Parses `bytes` (the file at `file`) as JSON.
    static func parse(_ bytes: [UInt8], file: String) throws(AssetCatalogError) -> JSONNode {
        do {
            return JSONNode(value: try JSONDecoder().decode(JSONValue.self, from: Data(bytes)), file: file, path: "$")
        } catch {
            throw AssetCatalogError(path: file, "not valid JSON (\(Self.plainWords(error)))")
        }
    }

    func failure(_ reason: String) -> AssetCatalogError {
        AssetCatalogError(path: file, jsonPath: path, reason)
    }

    /// The member `key` of this object (nil when absent); throws when this is not an object.
    func member(_ key: String) throws(AssetCatalogError) -> JSONNode? {
        guard case .object(let members) = value else { throw failure("expected an object, found \(value.kindDescription)") }
        return members[key].map { JSONNode(value: $0, file: file, path: "\(path).\(key)") }
    }

    /// The elements of this array.
    func elements() throws(AssetCatalogError) -> [JSONNode] {
        guard case .array(let items) = value else { throw failure("expected an array, found \(value.kindDescription)") }
        return items.enumerated().map { JSONNode(value: $1, file: file, path: "\(path)[\($0)]") }
    }

    /// This string.
    func string() throws(AssetCatalogError) -> String {
        guard case .string(let text) = value else { throw failure("expected a string, found \(value.kindDescription)") }
        return text
    }

    /// This Boolean.
    func bool() throws(AssetCatalogError) -> Bool {
        guard case .bool(let flag) = value else { throw failure("expected true or false, found \(value.kindDescription)") }
        return flag
    }

    /// The decoder's complaint without its Swift type names.
    private static func plainWords(_ error: any Error) -> String {
        if let decoding = error as? DecodingError, case .dataCorrupted(let context) = decoding {
            if let underlying = context.underlyingError { return "\(underlying)" }
            return context.debugDescription
        }
        return "\(error)"
    }
}
