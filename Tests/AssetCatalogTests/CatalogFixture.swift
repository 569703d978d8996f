import PortableFoundation

/// The fixture catalog beside these tests, and throwaway catalogs written file by file.
enum CatalogFixture {
    /// `Tests/AssetCatalogTests/Fixtures/Widget.xcassets`.
    static let widget = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Widget.xcassets").path

    /// A new catalog folder holding `files` (relative path → text), removed by the caller with `remove`.
    static func make(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("assetcatalog-\(UUID().uuidString).xcassets").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for (relative, text) in files.sorted(by: { $0.key < $1.key }) {
            let path = "\(root)/\(relative)"
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        return root
    }

    /// Removes a catalog made by ``make(_:)``.
    static func remove(_ root: String) { try? FileManager.default.removeItem(atPath: root) }

    /// A colour set's Contents.json with one universal variant of `color` (a JSON object text).
    static func colorSet(_ color: String) -> String {
        #"{ "colors" : [ { "idiom" : "universal", "color" : \#(color) } ] }"#
    }
}
