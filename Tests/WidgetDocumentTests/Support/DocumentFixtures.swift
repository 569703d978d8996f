import Foundation
@testable import WidgetDocument

/// Paths and helpers shared by the document tests.
enum DocumentFixtures {
    /// The repository root (three folders above this file).
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// A file of the repository, by its path from the root.
    static func url(_ path: String) -> URL {
        repositoryRoot.appendingPathComponent(path)
    }

    /// Every example document under docs/examples, sorted by name.
    static var exampleDocuments: [URL] {
        let folder = url("docs/examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// Decodes `json` (named `test.json` in errors).
    static func decode(_ json: String, options: DocumentOptions = DocumentOptions()) throws(DocumentError) -> WidgetDocument {
        try WidgetDocument.decode(bytes: Array(json.utf8), path: "test.json", options: options)
    }

    /// The error message decoding `json` gives, or "decoded" when it decodes.
    static func error(_ json: String, options: DocumentOptions = DocumentOptions()) -> String {
        error(bytes: Array(json.utf8), options: options)
    }

    /// The error message decoding `bytes` gives, or "decoded".
    static func error(bytes: [UInt8], options: DocumentOptions = DocumentOptions()) -> String {
        do {
            _ = try WidgetDocument.decode(bytes: bytes, path: "test.json", options: options)
            return "decoded"
        } catch {
            return error.description
        }
    }

    /// A document whose systemSmall body is `view` (a JSON view).
    static func widget(_ view: String) -> String {
        #"{"name": "test", "families": ["systemSmall"], "body": "# + view + "}"
    }
}
