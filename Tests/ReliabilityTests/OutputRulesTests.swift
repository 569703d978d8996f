import FileAccess
import Foundation
import Glibc
import Testing

/// What the one output writer does with what it accepts (the rules: docs/limits.md "Output
/// files"). The refusals are in the hostile-input table; these are the writes that must work, and how.
@Suite struct OutputRulesTests {
    static let isRoot = getuid() == 0

    /// Runs `widgetrender arguments` in `scratch` with the repository's fonts.
    private func run(_ arguments: [String], in scratch: Scratch) throws -> RunResult {
        try BuiltBinary.run(arguments, in: scratch.path, environment: ["WIDGETRENDER_FONTS": Repository.path("Fonts")])
    }

    private func mode(_ path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode : 0
    }

    @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
        let scratch = try Scratch("output")
        defer { scratch.remove() }
        try scratch.write("real.png", [1, 2, 3])
        try FileManager.default.createSymbolicLink(atPath: scratch.file("link.png"), withDestinationPath: "real.png")
        let result = try run(["render", "-o", "link.png"], in: scratch)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(mode(scratch.file("link.png")) & S_IFMT == S_IFLNK)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: scratch.file("link.png")) == "real.png")
        let bytes = try #require(FileManager.default.contents(atPath: scratch.file("real.png")))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(scratch.listing() == ["link.png", "real.png"])
    }

    @Test func aReplacedFileKeepsItsMode() throws {
        let scratch = try Scratch("output")
        defer { scratch.remove() }
        try scratch.write("out.png", [1, 2, 3])
        #expect(chmod(scratch.file("out.png"), 0o600) == 0)
        let result = try run(["render", "-o", "out.png"], in: scratch)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(mode(scratch.file("out.png")) & 0o7777 == 0o600)
        #expect(FileManager.default.contents(atPath: scratch.file("out.png"))?.count ?? 0 > 3)
    }

    @Test func aNewFileGetsTheUsualMode() throws {
        let scratch = try Scratch("output")
        defer { scratch.remove() }
        let result = try run(["render", "-o", "new.png"], in: scratch)
        #expect(result.status == 0, "\(result.stderr)")
        let expected = 0o666 & ~mode_t(currentUmask())
        #expect(mode(scratch.file("new.png")) & 0o7777 == expected)
    }

    @Test(arguments: [244, 255])
    func aLegalLongNameWorks(length: Int) throws {
        let scratch = try Scratch("output")
        defer { scratch.remove() }
        let name = String(repeating: "n", count: length - 4) + ".png"
        let result = try run(["render", "-o", name], in: scratch)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scratch.listing() == [name])  // no temporary file left beside it
    }

    @Test func devStdoutIsStandardOutput() throws {
        let scratch = try Scratch("output")
        defer { scratch.remove() }
        let result = try run(["render", "-o", "/dev/stdout"], in: scratch)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(scratch.listing().isEmpty)
    }

    @Test func layoutWritesItsTreeToAFileWithOutput() throws {
        let scratch = try Scratch("output")
        defer { scratch.remove() }
        let result = try run(["layout", "--json", "-o", "tree.json"], in: scratch)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let text = String(decoding: FileManager.default.contents(atPath: scratch.file("tree.json")) ?? Data(), as: UTF8.self)
        #expect(text.hasPrefix(#"{"containerSize":"#))
        #expect(!text.contains("nan"))
    }

    /// As root, a rename over /dev/null would replace the device with a regular file: it is written to.
    @Test(.enabled(if: isRoot)) func devNullAsRootStaysADevice() throws {
        let scratch = try Scratch("output")
        defer { scratch.remove() }
        let result = try run(["render", "-o", "/dev/null"], in: scratch)
        #expect(result.status == 0, "\(result.stderr)")
        var status = stat()
        #expect(stat("/dev/null", &status) == 0)
        #expect(status.st_mode & S_IFMT == S_IFCHR)
        #expect(scratch.listing().isEmpty)
    }

    /// As an ordinary user (nobody), `-o /dev/null` needs no temporary file in /dev.
    @Test(.enabled(if: isRoot)) func devNullWorksForAnOrdinaryUser() throws {
        let scratch = try Scratch("output")
        defer { scratch.remove() }
        _ = chmod(scratch.path, 0o777)
        let result = try BuiltBinary.shell(#"setpriv --reuid=65534 --regid=65534 --clear-groups "$WR" render -o /dev/null"#,
                                      in: scratch.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("wrote /dev/null"))
    }

    /// On a full file system (a 32 KiB tmpfs in a private mount namespace): exit 74 naming the cause, and
    /// no file, complete or partial, where the CLI owns it.
    @Test(.enabled(if: isRoot)) func layoutJSONOntoAFullDiskFailsAndLeavesNothing() throws {
        let scratch = try Scratch("output")
        defer { scratch.remove() }
        try FileManager.default.createDirectory(atPath: scratch.file("full"), withIntermediateDirectories: false)
        let result = try BuiltBinary.shell("""
            unshare -m bash -c 'mount -t tmpfs -o size=32k tmpfs full && head -c 20000 /dev/zero > full/filler && \
            "$WR" layout --example habit --json -o full/out.json; s=$?; ls -A full >&2; exit $s'
            """, in: scratch.path)
        #expect(result.status == 74, "\(result.stderr)")
        #expect(result.stderr.contains("cannot write full/out.json: no space left on the device"))
        #expect(result.stderr.hasSuffix("filler\n"), "only the filler is left: \(result.stderr)")
    }

    /// A gallery on a full disk reports every render that failed, then the contact sheet, and exits 74.
    @Test(.enabled(if: isRoot)) func galleryOnAFullDiskReportsEveryFailedRender() throws {
        let scratch = try Scratch("output")
        defer { scratch.remove() }
        try FileManager.default.createDirectory(atPath: scratch.file("full"), withIntermediateDirectories: false)
        let result = try BuiltBinary.shell("""
            unshare -m bash -c 'mount -t tmpfs -o size=32k tmpfs full && \
            "$WR" gallery --example battery --families systemSmall --schemes light -o full/g'
            """, in: scratch.path)
        #expect(result.status == 74, "\(result.stderr)")
        let failures = result.stderr.split(separator: "\n").filter { $0.contains(" failed: cannot write ") }
        #expect(failures.count >= 4, "\(result.stderr)")
        #expect(result.stderr.contains("cannot write full/g/contact-sheet.png: no space left on the device"))
    }
}

/// The process's umask, read without changing it for longer than the two calls.
private func currentUmask() -> mode_t {
    let mask = umask(0o022)
    umask(mask)
    return mask
}
