import Foundation
import Testing
import TestSupport

/// `widgetrender previews` never writes outside its build and output folders: the four folders of a run
/// (input, WidgetRender's checkout, build path, output) are checked apart before anything is written, the
/// runner folder must be new, empty or ours, and nothing we did not create is replaced. Each case compares a
/// listing of the user's folder (paths, sizes, link targets) before and after the run.
@Suite struct PreviewsContainmentTests {
    /// A project folder: `Package.swift` of the user's own, and `Sources/Good/Hostile.swift`.
    func project() throws -> URL {
        let folder = try BuiltBinary.temporaryFolder()
        let sources = folder.appendingPathComponent("Sources/Good")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try "// swift-tools-version: 6.0\n// The user's own package.\n".write(
            to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "import SwiftUI\nimport WidgetKit\n\nstruct HostileView: View { var body: some View { Text(\"x\") } }\n".write(
            to: sources.appendingPathComponent("Hostile.swift"), atomically: true, encoding: .utf8)
        return folder
    }

    /// Every path under `folder` (links not followed) with its kind, size and link target, sorted.
    func listing(_ folder: URL) throws -> [String] {
        let manager = FileManager.default
        var lines: [String] = []
        func visit(_ relative: String) throws {
            let path = relative.isEmpty ? folder.path : folder.path + "/" + relative
            for name in try manager.contentsOfDirectory(atPath: path).sorted() {
                let child = relative.isEmpty ? name : relative + "/" + name
                let full = folder.path + "/" + child
                let attributes = try manager.attributesOfItem(atPath: full)
                let type = attributes[.type] as? FileAttributeType
                if type == .typeSymbolicLink {
                    lines.append("\(child) -> \(try manager.destinationOfSymbolicLink(atPath: full))")
                } else if type == .typeDirectory {
                    lines.append("\(child)/")
                    try visit(child)
                } else {
                    lines.append("\(child) \((attributes[.size] as? NSNumber)?.intValue ?? -1) bytes")
                }
            }
        }
        try visit("")
        return lines
    }

    /// Runs `arguments` in a new project and checks: exit 64, the message holds `expected`, the project unchanged.
    func expectRefused(_ arguments: [String], _ expected: [String], prepare: (URL) throws -> Void = { _ in }) throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(at: folder) }
        try prepare(folder)
        let before = try listing(folder)
        let result = try BuiltBinary.run(arguments, in: folder)
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        for text in expected { #expect(result.stderr.contains(text), "\(arguments) says \(text): \(result.stderr)") }
        #expect(try listing(folder) == before, "\(arguments) changed the project")
    }

    /// The finding: `--build-path .` beside `Sources/Good` deleted Hostile.swift (a link to itself in its
    /// place) and overwrote ./Package.swift.
    @Test func aBuildPathHoldingTheInputIsRefusedAndNothingChanges() throws {
        try expectRefused(["previews", "Sources/Good", "--build-path", "."],
                          ["--build-path . holds the input PATH Sources/Good", "--build-path and --output"])
        try expectRefused(["previews", "Sources/Good", "--build-path", "Sources"], ["--build-path Sources holds the input PATH"])
    }

    @Test func aBuildPathInsideTheInputOutsideAHiddenFolderIsRefused() throws {
        try expectRefused(["previews", "Sources/Good", "--build-path", "Sources/Good/runner"],
                          ["--build-path Sources/Good/runner lies inside the input PATH Sources/Good", "hidden folder"])
    }

    @Test func anOutputThatIsOrHoldsTheInputIsRefused() throws {
        try expectRefused(["previews", "Sources/Good", "--build-path", "runner", "-o", "Sources/Good"],
                          ["the input PATH Sources/Good and --output Sources/Good are the same folder"])
        try expectRefused(["previews", "Sources/Good", "--build-path", "runner", "-o", "."], ["--output . holds the input PATH"])
    }

    /// `previews .` writes its default output folder inside the input: allowed (it holds only PNGs and
    /// index.html, never a source). The run passes the folder checks and stops at its build, cut short here
    /// by a tiny --build-timeout, with nothing of the user's changed.
    @Test func theDefaultOutputOfPreviewsDotIsAllowedInsideTheInput() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Package.swift"))
        let before = try listing(folder).filter { !$0.hasPrefix(".build") }
        let result = try BuiltBinary.run(["previews", ".", "--module-name", "Good", "--build-path", ".build/r",
                                          "--build-timeout", "0.5"], in: folder)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(!result.stderr.contains("lies inside") && result.stderr.contains("--build-timeout"), "\(result.stderr)")
        #expect(try listing(folder).filter { !$0.hasPrefix(".build") } == before)
    }

    @Test func theBuildPathAndTheOutputMayNotHoldEachOther() throws {
        try expectRefused(["previews", "Sources/Good", "--build-path", "out/runner", "-o", "out"],
                          ["--output out holds --build-path out/runner"])
    }

    @Test func aLinkedBuildPathIsComparedByItsRealPath() throws {
        try expectRefused(["previews", "Sources/Good", "--build-path", "alias/runner"],
                          ["--build-path alias/runner lies inside the input PATH Sources/Good"]) { folder in
            try FileManager.default.createSymbolicLink(atPath: folder.path + "/alias", withDestinationPath: "Sources/Good")
        }
    }

    @Test func aForeignBuildFolderIsRefused() throws {
        try expectRefused(["previews", "Sources/Good", "--build-path", "mine"], ["--build-path: ", "mine holds files that are not a runner package"]) { folder in
            try FileManager.default.createDirectory(atPath: folder.path + "/mine/work", withIntermediateDirectories: true)
            try "keep me\n".write(toFile: folder.path + "/mine/work/notes.txt", atomically: true, encoding: .utf8)
        }
    }

    /// A runner folder of ours in which a regular file sits where a link would go: an error naming it, the file kept.
    @Test func aFileAtALinkPathIsAnErrorNotACasualty() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let runner = folder.appendingPathComponent(".runner")
        try FileManager.default.createDirectory(atPath: runner.path + "/Sources/Good", withIntermediateDirectories: true)
        try "Runner package of `widgetrender previews`: generated, safe to delete.\n".write(
            toFile: runner.path + "/.widgetrender-runner", atomically: true, encoding: .utf8)
        try "// a file of the user's\n".write(toFile: runner.path + "/Sources/Good/Hostile.swift", atomically: true, encoding: .utf8)
        let result = try BuiltBinary.run(["previews", "Sources/Good", "--build-path", ".runner"], in: folder)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("Sources/Good/Hostile.swift already exists as a regular file we did not create"),
                "\(result.stderr)")
        #expect(try String(contentsOfFile: runner.path + "/Sources/Good/Hostile.swift", encoding: .utf8) == "// a file of the user's\n")
    }

    /// Three symbolic links to `.` in the sources: refused as a link loop at once (it ran for minutes, the
    /// walk following 3^16 paths).
    @Test func linksToTheFolderItselfAreALinkLoopRefusedAtOnce() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["a", "b", "c"] {
            try FileManager.default.createSymbolicLink(atPath: folder.path + "/Sources/Good/" + name, withDestinationPath: ".")
        }
        let before = try listing(folder)
        let start = ContinuousClock.now
        let result = try BuiltBinary.run(["previews", "Sources/Good", "--build-path", "runner"], in: folder)
        let seconds = (ContinuousClock.now - start) / .seconds(1)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("Sources/Good/a is a link loop"), "\(result.stderr)")
        #expect(seconds < 5, "took \(seconds) s")
        #expect(try listing(folder) == before)
    }
}
