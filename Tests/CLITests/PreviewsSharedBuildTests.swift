import Foundation
import Testing
import TestSupport

/// Runner packages of one WidgetRender checkout build in one scratch folder (RunnerScratch): a second, different
/// extension's first run compiles only its own modules and the runner, not WidgetRender, swift-syntax or the
/// macro plugin again; each runner's binary is its own, so two extensions run at once never start each other's.
/// In PreviewsCommandTests' suite: it builds in the suite's runner folder and a second one, one test at a time.
extension PreviewsCommandTests {
    /// The second runner folder.
    static let secondBuildPath = repositoryRoot.appendingPathComponent(".build/previews-tests-runner-2").path
    /// The checkout's shared scratch folder.
    static let sharedScratch = repositoryRoot.appendingPathComponent(".build/widgetrender-runners").path

    /// Runs `previews` of the extension in `folder`/Ext as `module` with `buildPath`, writing `output`.
    static func wordArguments(module: String, buildPath: String, output: String) -> [String] {
        ["previews", "Ext", "--module-name", module, "--build-path", buildPath, "--modes", "fullColor", "--schemes", "light",
         "--timings", "-o", output]
    }

    /// The one PNG of a word preview in `output` below `folder`.
    static func wordPNG(_ folder: URL, _ output: String) throws -> Data {
        let out = folder.appendingPathComponent(output)
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: out.path)
            .first { $0.hasPrefix("Word-") && $0.hasSuffix(".png") })
        return try Data(contentsOf: out.appendingPathComponent(name))
    }

    /// The lines of `swift build`'s output that compile one of WidgetRender's modules or swift-syntax.
    static func engineCompiles(_ stderr: String) -> [String] {
        let engine = ["Render", "Views", "Layout", "Raster", "Typography", "WidgetHosting", "WidgetPreviewRunner", "WidgetPreviewMacros",
                      "SwiftUI", "WidgetKit", "SwiftSyntax", "SwiftParser", "AssetSymbolGenerator"]
        return stderr.split(separator: "\n").map(String.init).filter { line in
            engine.contains { line.contains("Compiling \($0) ") || line.contains("Compiling \($0),") }
        }
    }

    @Test func aSecondExtensionReusesTheFirstsEngineBuildAndTheirRunnersNeverCollide() throws {
        let first = try sources(["WordWidget.swift": Self.wordWidget("First")])
        let second = try sources(["WordWidget.swift": Self.wordWidget("Second")])
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
            try? FileManager.default.removeItem(atPath: Self.secondBuildPath)
        }
        // The first extension: the engine is built in the shared scratch folder (or already was).
        let one = try BuiltBinary.run(Self.wordArguments(module: "WordExtension", buildPath: Self.buildPath, output: "one"), in: first)
        #expect(one.status == 0, "\(one.stderr)")
        // The second, in a runner folder of its own that has never been built: only its modules are compiled.
        try? FileManager.default.removeItem(atPath: Self.secondBuildPath)
        let two = try BuiltBinary.run(Self.wordArguments(module: "SecondWordExtension", buildPath: Self.secondBuildPath, output: "two"),
                                      in: second)
        #expect(two.status == 0, "\(two.stderr)")
        #expect(!two.stderr.contains("build check (no input changed"), "the runner folder is new: \(two.stderr)")
        #expect(two.stderr.contains("Compiling SecondWordExtension"), "its own module is compiled: \(two.stderr)")
        #expect(Self.engineCompiles(two.stderr).isEmpty, "WidgetRender is not compiled again: \(Self.engineCompiles(two.stderr))")
        #expect(!FileManager.default.fileExists(atPath: Self.secondBuildPath + "/.build"), "no scratch folder of its own")
        // Each runner has its own binary in the shared folder.
        let binaries = try FileManager.default.contentsOfDirectory(atPath: Self.sharedScratch + "/debug").filter { $0.hasPrefix("PreviewRunner_") }
        #expect(binaries.count >= 2, "\(binaries)")
        let pngOne = try Self.wordPNG(first, "one"), pngTwo = try Self.wordPNG(second, "two")
        #expect(pngOne != pngTwo)
        // Both changed and run at once: each waits for the other's build, runs its own binary, renders its own word.
        try Self.wordWidget("Third").write(to: first.appendingPathComponent("Ext/WordWidget.swift"), atomically: false, encoding: .utf8)
        try Self.wordWidget("Fourth").write(to: second.appendingPathComponent("Ext/WordWidget.swift"), atomically: false, encoding: .utf8)
        let runOne = try WatchedRun(Self.wordArguments(module: "WordExtension", buildPath: Self.buildPath, output: "three"), in: first)
        let runTwo = try WatchedRun(Self.wordArguments(module: "SecondWordExtension", buildPath: Self.secondBuildPath, output: "four"),
                                    in: second)
        let three = runOne.wait(), four = runTwo.wait()
        #expect(three.status == 0, "\(three.stderr)")
        #expect(four.status == 0, "\(four.stderr)")
        let pngThree = try Self.wordPNG(first, "three"), pngFour = try Self.wordPNG(second, "four")
        #expect(Set([pngOne, pngTwo, pngThree, pngFour]).count == 4, "each run rendered its own extension's new word")
        // Run again one after the other: nothing changed, so neither builds, and each renders what it did at once.
        let again = try BuiltBinary.run(Self.wordArguments(module: "WordExtension", buildPath: Self.buildPath, output: "again"), in: first)
        #expect(again.stderr.contains("build check (no input changed, swift build skipped)"), "\(again.stderr)")
        #expect(try Self.wordPNG(first, "again") == pngThree)
        let againTwo = try BuiltBinary.run(Self.wordArguments(module: "SecondWordExtension", buildPath: Self.secondBuildPath,
                                                              output: "again"), in: second)
        #expect(againTwo.stderr.contains("build check (no input changed, swift build skipped)"), "\(againTwo.stderr)")
        #expect(try Self.wordPNG(second, "again") == pngFour)
    }
}
