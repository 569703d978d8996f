import Foundation
import Glibc
import Testing
@testable import PNGCodec

/// `PNGDecoder.decode(contentsOfFile:insideFolder:)`: the file actually opened must be inside the folder,
/// checked on the open descriptor, so symbolic links inside the folder work and
/// links out of it are refused before a byte is read.
@Suite struct PNGFileConfinementTests {
    /// `<tmp>/confined-*/docs/tile.png`, `<tmp>/confined-*/outside.png` (another image) and the folder.
    func layout() throws -> (root: String, docs: String, rgba: [UInt8]) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("confined-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/docs/art", withIntermediateDirectories: true)
        let rgba = randomRGBA(width: 3, height: 2, seed: 11)
        try PNGEncoder.write(width: 3, height: 2, rgba: rgba, to: root + "/docs/art/tile.png")
        try PNGEncoder.write(width: 1, height: 1, rgba: [9, 9, 9, 255], to: root + "/outside.png")
        return (root, root + "/docs", rgba)
    }

    @Test func filesAndLinksInsideTheFolderDecode() throws {
        let (root, docs, rgba) = try layout()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: docs + "/inner.png", withDestinationPath: "art/tile.png")
        #expect(try PNGDecoder.decode(contentsOfFile: docs + "/art/tile.png", insideFolder: docs).rgba == rgba)
        #expect(try PNGDecoder.decode(contentsOfFile: docs + "/inner.png", insideFolder: docs).rgba == rgba)
        // The folder itself named through a link resolves to the same place.
        try FileManager.default.createSymbolicLink(atPath: root + "/alias", withDestinationPath: "docs")
        #expect(try PNGDecoder.decode(contentsOfFile: root + "/alias/inner.png", insideFolder: root + "/alias").rgba == rgba)
    }

    @Test func aLinkOutOfTheFolderIsRefusedWhenOpened() throws {
        let (root, docs, _) = try layout()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: docs + "/link.png", withDestinationPath: "../outside.png")
        let realRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        #expect(throws: PNGError.outsideFolder(path: docs + "/link.png", resolvedPath: realRoot + "/outside.png",
                                               folder: realRoot + "/docs")) {
            try PNGDecoder.decode(contentsOfFile: docs + "/link.png", insideFolder: docs)
        }
        // A sibling whose name starts with the folder's is outside too.
        try FileManager.default.createDirectory(atPath: root + "/docs2", withIntermediateDirectories: true)
        try PNGEncoder.write(width: 1, height: 1, rgba: [1, 2, 3, 255], to: root + "/docs2/x.png")
        try FileManager.default.createSymbolicLink(atPath: docs + "/sibling.png", withDestinationPath: "../docs2/x.png")
        #expect(throws: PNGError.self) { try PNGDecoder.decode(contentsOfFile: docs + "/sibling.png", insideFolder: docs) }
        // Without a folder the same link is followed.
        #expect(try PNGDecoder.decode(contentsOfFile: docs + "/link.png").width == 1)
    }

    @Test func aFIFOInsideTheFolderIsRefusedWithoutWaitingForAWriter() throws {
        let (root, docs, _) = try layout()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(mkfifo(docs + "/pipe.png", 0o600) == 0)
        #expect(throws: PNGError.fileSystem(path: docs + "/pipe.png", operation: "read", message: "it is a FIFO (named pipe), not a regular file")) {
            try PNGDecoder.decode(contentsOfFile: docs + "/pipe.png", insideFolder: docs)
        }
    }

    @Test func theErrorSaysWhy() {
        let error = PNGError.outsideFolder(path: "docs/link.png", resolvedPath: "/x/outside.png", folder: "/x/docs")
        #expect(error.description == "docs/link.png resolves to /x/outside.png, outside the folder /x/docs it must stay in")
    }
}
