// A Contents.json read by the one strict JSON parser (module JSON), then walked by hand so every complaint
// names the file, the line:column and the JSON path of the value it is about.
import JSON

/// A JSON value with the file and JSON path it was read from: typed accessors throw errors naming both.
struct JSONNode {
    let value: JSONValue
    let file: String
    let path: String

    /// Parses `bytes` (the file at `file`, already read within the catalog's size limit) as JSON.
    static func parse(_ bytes: [UInt8], file: String) throws(AssetCatalogError) -> JSONNode {
        let limits = JSONLimits(maximumBytes: max(bytes.count, 1), subject: "the file")
        do {
            return JSONNode(value: try JSONParser.parse(bytes, limits: limits), file: file, path: "$")
        } catch {
            let place = "\(error.position): "
            let path = error.path.isEmpty ? "" : " (at $\(error.path.hasPrefix("[") ? "" : ".")\(error.path))"
            throw AssetCatalogError(path: file, "not valid JSON: \(place)\(error.message)\(path)")
        }
    }

    func failure(_ reason: String) -> AssetCatalogError {
        AssetCatalogError(path: file, jsonPath: path, reason)
    }

    /// The member `key` of this object (nil when absent); throws when this is not an object.
    func member(_ key: String) throws(AssetCatalogError) -> JSONNode? {
        guard case .object = value.kind else { throw failure("expected an object, found \(value.kindDescription)") }
        return value.member(key).map { JSONNode(value: $0.value, file: file, path: "\(path).\(key)") }
    }

    /// The elements of this array.
    func elements() throws(AssetCatalogError) -> [JSONNode] {
        guard case .array(let items) = value.kind else {
            throw failure("expected an array, found \(value.kindDescription)")
        }
        return items.enumerated().map { JSONNode(value: $1, file: file, path: "\(path)[\($0)]") }
    }

    /// This string.
    func string() throws(AssetCatalogError) -> String {
        guard case .string(let text) = value.kind else { throw failure("expected a string, found \(value.kindDescription)") }
        return text
    }

    /// This Boolean.
    func bool() throws(AssetCatalogError) -> Bool {
        guard case .bool(let flag) = value.kind else {
            throw failure("expected true or false, found \(value.kindDescription)")
        }
        return flag
    }
}
