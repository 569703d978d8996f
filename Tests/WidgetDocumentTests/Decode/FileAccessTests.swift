import Foundation
import Testing
import Views
@testable import WidgetDocument

/// Image paths resolve inside the document's folder and may not leave it; documents are
/// read from files with their size checked first.
struct FileAccessTests {
    /// A fresh folder with `art/cover.png` (any bytes: decoding only checks that the file exists).
    static func folder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("documents-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("art"), withIntermediateDirectories: true)
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: root.appendingPathComponent("art/cover.png"))
        return root
    }

    static func imageDocument(_ path: String) -> String {
        DocumentFixtures.widget(#"{"Image": {"path": ""# + path + #""}}"#)
    }

    @Test func imagePathResolvesInTheBaseDirectory() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let document = try DocumentFixtures.decode(Self.imageDocument("art/cover.png"),
                                                   options: DocumentOptions(baseDirectory: root.path))
        #expect(try layoutDump(document.view).contains("Image file \"\(root.path)/art/cover.png\""))
    }

    @Test func missingImageFileIsAnError() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(DocumentFixtures.error(Self.imageDocument("art/missing.png"), options: DocumentOptions(baseDirectory: root.path))
                == "test.json:1:74: body.Image.path: image file \"art/missing.png\" not found in \(root.path)")
    }

    @Test func symbolicLinkOutOfTheFolderIsRefused() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let outside = try Self.folder()
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("art/link.png").path,
                                                   withDestinationPath: outside.appendingPathComponent("art/cover.png").path)
        #expect(DocumentFixtures.error(Self.imageDocument("art/link.png"), options: DocumentOptions(baseDirectory: root.path))
                == "test.json:1:74: body.Image.path: \"art/link.png\" is a symbolic link out of the document's folder; image paths may not leave it")
    }

    @Test func pathsOutsideAreAllowedWhenTheOptionsSaySo() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let options = DocumentOptions(baseDirectory: root.appendingPathComponent("art").path, allowsFilesOutsideBaseDirectory: true)
        #expect(DocumentFixtures.error(Self.imageDocument("../art/cover.png"), options: options) == "decoded")
    }

    @Test func loadReadsImagePathsRelativeToTheDocumentsFolder() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("widget.json")
        try Data(Self.imageDocument("art/cover.png").utf8).write(to: file)
        let document = try WidgetDocument.load(contentsOfFile: file.path)
        #expect(document.file == file.path)
        #expect(try layoutDump(document.view).contains("art/cover.png"))
    }

    @Test func loadingAMissingFileIsAnIOError() {
        #expect(throws: DocumentError(.io, file: "/nonexistent/widget.json", position: .start, message: "no such file",
                                      concernsWholeFile: true)) {
            try WidgetDocument.load(contentsOfFile: "/nonexistent/widget.json")
        }
    }

    @Test func loadingAFolderIsAnIOError() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: DocumentError(.io, file: root.path, position: .start, message: "is a folder, not a document",
                                      concernsWholeFile: true)) {
            try WidgetDocument.load(contentsOfFile: root.path)
        }
    }

    @Test func aFileLevelErrorNamesNoLineAndColumn() {
        let error = DocumentError(.io, file: "widget.json", position: .start, message: "no such file", concernsWholeFile: true)
        #expect(error.description == "widget.json: no such file")
    }

    @Test func oversizeFileIsRefusedBeforeItIsRead() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("big.json")
        try Data(repeating: 0x20, count: 2048).write(to: file)
        var options = DocumentOptions()
        options.limits.maximumFileBytes = 1024
        #expect(throws: DocumentError(.limit, file: file.path, position: .start,
                                      message: "the document is larger than 1024 bytes, the limit",
                                      concernsWholeFile: true)) {
            try WidgetDocument.load(contentsOfFile: file.path, options: options)
        }
    }
}
