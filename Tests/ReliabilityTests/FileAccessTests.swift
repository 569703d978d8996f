import Foundation
import Testing

/// File access (issue 8): images named by a document resolve against the document's folder, not the
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
        let result = try Binary.run(["docs/widget.json", "-o", "out.png"], in: scratch.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("warning"), "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: scratch.file("out.png")))
    }

    @Test(arguments: ["../outside.png", "link.png", "art/../../outside.png"])
    func escapesAreRefusedByDefault(_ path: String) throws {
        let scratch = try layout(imagePath: path)
        defer { scratch.remove() }
        let result = try Binary.run(["docs/widget.json", "-o", "out.png"], in: scratch.path)
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
        let result = try Binary.run(["docs/widget.json", "--allow-outside-files", "-o", "out.png"], in: scratch.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("warning"), "\(result.stderr)")
    }

    @Test func theWorkingDirectoryIsNotTheBase() throws {
        let scratch = try layout(imagePath: "art/tile.png")
        defer { scratch.remove() }
        try scratch.write("art/tile.png", try HostileFiles.png())  // beside the working directory only
        try FileManager.default.removeItem(atPath: scratch.file("docs/art/tile.png"))
        let result = try Binary.run(["docs/widget.json", "-o", "out.png"], in: scratch.path)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains(#"image file "art/tile.png" not found"#), "\(result.stderr)")
    }
}
