import Foundation
import Glibc
import Render
import Testing
import WidgetDocument
import Widgets

/// File access: images named by a document resolve against the document's folder, not the
/// working directory, and may leave it only with `--allow-outside-files`. The refusals themselves, with
/// their messages, are in HostileInputTests.
@Suite struct FileAccessTests {
    /// A folder with `docs/widget.json` showing the image at `path`, and a PNG at `docs/art/tile.png`,
    /// one outside the document's folder at `outside.png`, and a link `docs/link.png` to it.
    func layout(imagePath path: String) throws -> Scratch {
        let scratch = try Scratch("files")
        try scratch.write("docs/widget.json", widget(#"{"Image": {"path": ""# + path + #""}}"#))
        try scratch.write("docs/art/tile.png", try HostileFiles.png())
        try scratch.write("outside.png", try HostileFiles.png())
        try FileManager.default.createSymbolicLink(atPath: scratch.file("docs/link.png"), withDestinationPath: "../outside.png")
        try FileManager.default.createSymbolicLink(atPath: scratch.file("docs/inner.png"), withDestinationPath: "art/tile.png")
        return scratch
    }

    @Test(arguments: ["art/tile.png", "./art/tile.png", "inner.png"])
    func pathsInsideTheDocumentsFolderRenderFromAnyWorkingDirectory(_ path: String) throws {
        let scratch = try layout(imagePath: path)
        defer { scratch.remove() }
        let result = try BuiltBinary.run(["docs/widget.json", "-o", "out.png"], in: scratch.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("warning"), "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: scratch.file("out.png")))
    }

    @Test(arguments: ["../outside.png", "link.png", "art/../../outside.png"])
    func escapesAreRefusedByDefault(_ path: String) throws {
        let scratch = try layout(imagePath: path)
        defer { scratch.remove() }
        let result = try BuiltBinary.run(["docs/widget.json", "-o", "out.png"], in: scratch.path)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("may not leave it") || result.stderr.contains("symbolic link out"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scratch.file("out.png")))
    }

    @Test(arguments: ["../outside.png", "link.png", "art/../../outside.png", "ABSOLUTE"])
    func allowOutsideFilesLetsEscapesThrough(_ path: String) throws {
        let scratch = try Scratch("files-allowed")
        defer { scratch.remove() }
        let chosen = path == "ABSOLUTE" ? scratch.file("outside.png") : path
        try scratch.write("docs/widget.json", widget(#"{"Image": {"path": ""# + chosen + #""}}"#))
        try scratch.write("docs/art/tile.png", try HostileFiles.png())
        try scratch.write("outside.png", try HostileFiles.png())
        try FileManager.default.createSymbolicLink(atPath: scratch.file("docs/link.png"), withDestinationPath: "../outside.png")
        let result = try BuiltBinary.run(["docs/widget.json", "--allow-outside-files", "-o", "out.png"], in: scratch.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("warning"), "\(result.stderr)")
    }

    @Test func theWorkingDirectoryIsNotTheBase() throws {
        let scratch = try layout(imagePath: "art/tile.png")
        defer { scratch.remove() }
        try scratch.write("art/tile.png", try HostileFiles.png())  // beside the working directory only
        try FileManager.default.removeItem(atPath: scratch.file("docs/art/tile.png"))
        let result = try BuiltBinary.run(["docs/widget.json", "-o", "out.png"], in: scratch.path)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains(#"image file "art/tile.png" not found"#), "\(result.stderr)")
    }

    /// The messages of rendering `document` in systemSmall with fresh resources (no cached images): the
    /// render's warnings, or its error.
    func renderMessages(_ document: WidgetDocument) throws -> String {
        let resources = try RenderResources.bundled()
        do {
            let output = try WidgetRenderer().rendering(document.view, options: WidgetRenderOptions(family: .systemSmall),
                                                        resources: resources)
            return output.warnings.map(\.message).joined(separator: "\n")
        } catch {
            return error.description
        }
    }

    /// The document's image paths are checked when it is read and the file again when the renderer opens
    /// it: an image swapped for a symbolic link out of the folder in between is refused, not read.
    @Test func aFileSwappedForALinkOutAfterLoadingIsRefusedWhenOpened() throws {
        let scratch = try layout(imagePath: "art/tile.png")
        defer { scratch.remove() }
        let document = try WidgetDocument.load(contentsOfFile: scratch.file("docs/widget.json"))
        #expect(try renderMessages(document) == "")
        try FileManager.default.removeItem(atPath: scratch.file("docs/art/tile.png"))
        try FileManager.default.createSymbolicLink(atPath: scratch.file("docs/art/tile.png"),
                                                   withDestinationPath: "../../outside.png")
        let messages = try renderMessages(document)
        #expect(messages.contains(#"image file ""# + scratch.file("docs/art/tile.png") + #"" is unavailable"#), "\(messages)")
        #expect(messages.contains("resolves outside the document's folder (" + scratch.file("docs") + ") to "
                                  + scratch.file("outside.png") + " when opened; image paths may not leave it "
                                  + "(--allow-outside-files allows it)"), "\(messages)")
        // A swap for a link that stays inside the folder is still an image of the folder.
        try FileManager.default.removeItem(atPath: scratch.file("docs/art/tile.png"))
        try scratch.write("docs/other.png", try HostileFiles.png())
        try FileManager.default.createSymbolicLink(atPath: scratch.file("docs/art/tile.png"), withDestinationPath: "../other.png")
        #expect(try renderMessages(document) == "")
    }

    /// A FIFO named as an image is refused when opened (non-blocking), not waited on for a writer.
    @Test func aFIFOImageIsRefusedWithoutHanging() throws {
        let scratch = try layout(imagePath: "pipe.png")
        defer { scratch.remove() }
        // Named in the document: refused when the document is read.
        #expect(mkfifo(scratch.file("docs/pipe.png"), 0o600) == 0)
        #expect(throws: (any Error).self) { try WidgetDocument.load(contentsOfFile: scratch.file("docs/widget.json")) }
        // Swapped in after the document was read: refused when the render opens it (non-blocking).
        try FileManager.default.removeItem(atPath: scratch.file("docs/pipe.png"))
        try scratch.write("docs/pipe.png", try HostileFiles.png())
        let document = try WidgetDocument.load(contentsOfFile: scratch.file("docs/widget.json"))
        try FileManager.default.removeItem(atPath: scratch.file("docs/pipe.png"))
        #expect(mkfifo(scratch.file("docs/pipe.png"), 0o600) == 0)
        let messages = try renderMessages(document)
        #expect(messages.contains("pipe.png: it is a FIFO (named pipe), not a regular file"), "\(messages)")
    }

    @Test func aSwappedLinkOutIsFollowedWhenOutsideFilesAreAllowed() throws {
        let scratch = try layout(imagePath: "art/tile.png")
        defer { scratch.remove() }
        let options = DocumentOptions(allowsFilesOutsideBaseDirectory: true)
        let document = try WidgetDocument.load(contentsOfFile: scratch.file("docs/widget.json"), options: options)
        try FileManager.default.removeItem(atPath: scratch.file("docs/art/tile.png"))
        try FileManager.default.createSymbolicLink(atPath: scratch.file("docs/art/tile.png"),
                                                   withDestinationPath: "../../outside.png")
        #expect(try renderMessages(document) == "")
    }
}
