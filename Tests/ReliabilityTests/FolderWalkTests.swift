import FileAccess
import Foundation
import Testing

/// FileAccess's folder walk and folder/link operations: links followed once per real folder, loops and
/// caps refused with the path named, nothing removed that is not what it was asked to remove.
@Suite struct FolderWalkTests {
    func link(_ scratch: Scratch, _ name: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: scratch.file(name), withDestinationPath: target)
    }

    @Test func entriesAreSortedWithTheirKindsAndHiddenNamesSkippedWhenAsked() throws {
        let scratch = try Scratch("walk")
        defer { scratch.remove() }
        try scratch.write("b/z.swift", "")
        try scratch.write("a.swift", "")
        try scratch.write(".build/x.swift", "")
        try link(scratch, "c", to: "b/z.swift")
        let entries = try FolderWalk(skipsHidden: true).entries(of: scratch.path)
        #expect(entries.map(\.path) == ["a.swift", "b", "b/z.swift", "c"])
        #expect(entries.map(\.kind) == [.regular, .folder, .regular, .regular])
        #expect(entries.map(\.isLink) == [false, false, false, true])
        #expect(try FolderWalk().entries(of: scratch.path).map(\.path).contains(".build/x.swift"))
        #expect(try FolderWalk(followsLinks: false).entries(of: scratch.path, descends: { _ in true })
            .first { $0.path == "c" }?.kind == .symbolicLink)
    }

    /// Three links to `.`: a link loop, refused in milliseconds (a walk following paths took 3^depth steps).
    @Test func threeLinksToTheFolderItselfAreALinkLoopRefusedAtOnce() throws {
        let scratch = try Scratch("walk-loop")
        defer { scratch.remove() }
        try scratch.write("View.swift", "")
        for name in ["a", "b", "c"] { try link(scratch, name, to: ".") }
        let start = ContinuousClock.now
        #expect(throws: FileAccessError.linkLoop(path: scratch.file("a"))) { try FolderWalk().entries(of: scratch.path) }
        #expect(ContinuousClock.now - start < .milliseconds(500))
        // Not followed, the links are three entries.
        #expect(try FolderWalk(followsLinks: false).entries(of: scratch.path).count == 4)
    }

    @Test func aLinkToItselfIsALinkLoop() throws {
        let scratch = try Scratch("walk-self")
        defer { scratch.remove() }
        try link(scratch, "self", to: "self")
        #expect(throws: FileAccessError.linkLoop(path: scratch.file("self"))) { try FolderWalk().entries(of: scratch.path) }
        #expect(FileAccessError.linkLoop(path: "x").description.contains("x is a link loop"))
    }

    /// A second name for a folder already walked is listed but not walked again.
    @Test func aFolderReachedTwiceIsWalkedOnce() throws {
        let scratch = try Scratch("walk-twice")
        defer { scratch.remove() }
        try scratch.write("real/File.swift", "")
        try link(scratch, "twin", to: "real")
        #expect(try FolderWalk().entries(of: scratch.path).map(\.path) == ["real", "real/File.swift", "twin"])
    }

    @Test func theEntryAndDepthCapsAreErrorsNamingThePath() throws {
        let scratch = try Scratch("walk-caps")
        defer { scratch.remove() }
        for index in 0..<5 { try scratch.write("f\(index)", "") }
        try scratch.write("a/b/c/d", "")
        #expect(throws: FileAccessError.tooManyEntries(path: scratch.path, limit: 3)) {
            try FolderWalk(maximumEntries: 3).entries(of: scratch.path)
        }
        #expect(throws: FileAccessError.tooDeep(path: scratch.file("a/b/c"), limit: 2)) {
            try FolderWalk(maximumDepth: 2).entries(of: scratch.path)
        }
        #expect(FileAccessError.tooManyEntries(path: "x", limit: 3).description == "x holds more than 3 entries (files and folders, counted through links)")
    }

    /// The worst accepted walk: 100 000 entries (100 folders of 999 files), timed for docs/limits.md.
    @Test func aHundredThousandEntriesAreWalkedInSeconds() throws {
        let scratch = try Scratch("walk-big")
        defer { scratch.remove() }
        for folder in 0..<100 {
            try FileManager.default.createDirectory(atPath: scratch.file("d\(folder)"), withIntermediateDirectories: true)
            for file in 0..<999 { _ = FileManager.default.createFile(atPath: scratch.file("d\(folder)/f\(file)"), contents: nil) }
        }
        let start = ContinuousClock.now
        let entries = try FolderWalk().entries(of: scratch.path)
        let seconds = (ContinuousClock.now - start) / .seconds(1)
        print("FolderWalk: \(entries.count) entries in \(seconds) s")
        #expect(entries.count == FolderWalk.defaultMaximumEntries)
        #expect(seconds < 10)
        _ = FileManager.default.createFile(atPath: scratch.file("one-more"), contents: nil)
        #expect(throws: FileAccessError.tooManyEntries(path: scratch.path, limit: 100_000)) { try FolderWalk().entries(of: scratch.path) }
    }

    @Test func foldersAndLinksAreMadeAndRemovedOnlyAsAskedFor() throws {
        let scratch = try Scratch("filesystem")
        defer { scratch.remove() }
        try scratch.write("file", "keep")
        try FileSystem.makeFolders(scratch.file("a/b/c"))
        #expect(FileSystem.kind(of: scratch.file("a/b/c")) == .folder)
        #expect(throws: FileAccessError.notFolder(path: scratch.file("file"), kind: .regular)) {
            try FileSystem.makeFolders(scratch.file("file/x"))
        }
        // A regular file is never removed as a link, nor replaced by one.
        #expect(throws: FileAccessError.occupied(path: scratch.file("file"), kind: .regular)) { try FileSystem.removeLink(scratch.file("file")) }
        #expect(throws: FileAccessError.occupied(path: scratch.file("file"), kind: .regular)) {
            try FileSystem.makeLink(at: scratch.file("file"), to: "a")
        }
        #expect(try String(contentsOfFile: scratch.file("file"), encoding: .utf8) == "keep")
        try FileSystem.makeLink(at: scratch.file("link"), to: "file")
        try FileSystem.removeLink(scratch.file("link"))
        #expect(FileSystem.linkKind(of: scratch.file("link")) == nil && FileSystem.exists(scratch.file("file")))
        // A tree is removed without following a link out of it.
        try link(scratch, "a/b/out", to: scratch.path)
        try FileSystem.removeTree(scratch.file("a"))
        #expect(!FileSystem.exists(scratch.file("a")) && FileSystem.exists(scratch.file("file")))
        // mkdir -p below a folder refuses to pass through a link.
        try link(scratch, "hop", to: "/tmp")
        #expect(throws: FileAccessError.notFolder(path: scratch.file("hop"), kind: .symbolicLink)) {
            try FileSystem.makeFolders("hop/x", below: scratch.path)
        }
    }

    @Test func confinementFollowsLinksOnlyWhileTheyStayInside() throws {
        let scratch = try Scratch("confine")
        defer { scratch.remove() }
        try scratch.write("in/art/a.png", "a")
        try scratch.write("out.png", "o")
        try link(scratch, "in/inner.png", to: "art/a.png")
        try link(scratch, "in/outer.png", to: "../out.png")
        #expect(try Confinement.check(scratch.file("in/inner.png"), inside: scratch.file("in")) == scratch.file("in"))
        #expect(throws: FileAccessError.outsideFolder(path: scratch.file("in/outer.png"), resolved: scratch.file("out.png"),
                                                      folder: scratch.file("in"))) {
            try Confinement.check(scratch.file("in/outer.png"), inside: scratch.file("in"))
        }
        let file = try Confinement.open(scratch.file("in/inner.png"), inside: scratch.file("in"))
        file.close()
        #expect(throws: FileAccessError.self) { try Confinement.open(scratch.file("in/outer.png"), inside: scratch.file("in")) }
        // A sibling whose name starts with the folder's is outside.
        try scratch.write("in2/x.png", "x")
        #expect(throws: FileAccessError.self) { try Confinement.check(scratch.file("in2/x.png"), inside: scratch.file("in")) }
    }

    @Test func resolvedPathsOfMissingFoldersUseTheirExistingPart() throws {
        let scratch = try Scratch("resolve")
        defer { scratch.remove() }
        try scratch.write("real/x", "")
        try link(scratch, "alias", to: "real")
        #expect(FileSystem.resolvedPath(scratch.file("alias/new/../more")) == scratch.file("real/more"))
        #expect(FileSystem.contains(scratch.file("real"), scratch.file("real/more")))
        #expect(!FileSystem.contains(scratch.file("real"), scratch.file("really")))
    }
}
