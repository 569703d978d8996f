// The errors of reading an asset catalog: each names the file (or folder) and, inside a Contents.json,
// the JSON path of the value at fault, so a bad catalog is one clear line, never a crash.

/// What is wrong with an `Assets.xcassets` folder, with the file and the JSON path it concerns.
///
/// ```swift
/// do { _ = try AssetCatalog(contentsOf: "Assets.xcassets") } catch { print(error) }
/// // "Assets.xcassets/Brand.colorset/Contents.json at $.colors[0].color.components.red: "abc" is not a number …"
/// ```
public struct AssetCatalogError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file or folder concerned.
    public var path: String
    /// The JSON path inside `path` (`$.colors[0].color`), or nil for the file as a whole.
    public var jsonPath: String?
    /// What is wrong, in plain words.
    public var reason: String

    /// Creates an error.
    public init(path: String, jsonPath: String? = nil, _ reason: String) {
        self.path = path
        self.jsonPath = jsonPath
        self.reason = reason
    }

    /// One line: the file, the JSON path, then the cause.
    public var description: String {
        if let jsonPath { return "\(path) at \(jsonPath): \(reason)" }
        return "\(path): \(reason)"
    }
}
