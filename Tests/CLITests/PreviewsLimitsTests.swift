import Foundation
import Glibc
import PNGCodec
import Testing

/// The bounds of `widgetrender previews` on the user's code: a manifest that loops, a preview that never
/// returns, SIGINT and SIGTERM while it builds or renders. Each case checks the message, the exit code, that
/// only complete PNG files were written, and that no process it started is left running: every process seen
/// below widgetrender while it ran is gone afterwards, and no process carries the run's marker variable.
extension PreviewsCommandTests {
    /// A widget extension with a preview that renders, one whose body never returns, and a 100 × 100 grid on a
    /// fixed 2000-point canvas (6000 × 6000 pixels at @3x, past the canvas budget: refused before it is resolved).
    static let limitsFixture = """
        import SwiftUI
        import WidgetKit

        struct FineView: View {
            var body: some View { Text("Fine").padding() }
        }

        struct SpinningView: View {
            var body: some View {
                var turns = 0
                while turns >= 0 { turns = (turns + 1) % 1000 }
                return Text("never")
            }
        }

        #Preview("Fine") { FineView() }

        #Preview("Spins") { SpinningView() }

        struct BigGrid: View {
            var body: some View {
                Grid {
                    ForEach(0..<100, id: \\.self) { row in
                        GridRow { ForEach(0..<100, id: \\.self) { column in Text("\\(row * 100 + column)") } }
                    }
                }
            }
        }

        #Preview("Huge grid", traits: .fixedLayout(width: 2000, height: 2000)) { BigGrid() }

        """

    /// A preview that allocates 1 GB, in a file of its own (the other tests filter it out by file name).
    static let hungryFixture = """
        import SwiftUI

        struct HungryView: View {
            var body: some View {
                let bytes = [UInt8](repeating: 1, count: 1 << 30)
                return Text("\\(bytes.count)")
            }
        }

        #Preview("Hungry") { HungryView() }

        """

    /// The extension of the limits tests: the same files for each, so the runner is built once for them.
    func limitsSources(_ fixture: String = PreviewsCommandTests.limitsFixture) throws -> URL {
        try sources(["LimitsWidget.swift": fixture, "HungryWidget.swift": Self.hungryFixture])
    }

    @Test func aPreviewPastTheRunnersMemoryLimitEndsTheRunWithAMessage() throws {
        let folder = try limitsSources()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try WatchedRun(["previews", "Ext", "--module-name", "LimitsExtension", "--build-path", Self.buildPath,
                                  "--runner-memory", "384", "--filter", "Hungry", "--schemes", "light", "-o", "out"],
                                 in: folder)
        let result = run.wait()
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("went past the runner's memory limit of 384 MiB (--runner-memory)"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
        run.expectNoSurvivors()
    }

    @Test func aPreviewThatNeverReturnsIsNamedAndTheOthersRender() throws {
        let folder = try limitsSources()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try WatchedRun(["previews", "Ext", "--module-name", "LimitsExtension", "--build-path", Self.buildPath,
                                  "--render-timeout", "2", "--schemes", "light", "--filter", "LimitsWidget.swift", "-o", "out"],
                                 in: folder)
        let result = run.wait()
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr.contains("Spins (LimitsExtension/LimitsWidget.swift:18)"), "\(result.stderr)")
        #expect(result.stderr.contains("ran past the render timeout of 2 s (--render-timeout)"), "\(result.stderr)")
        // The grid's canvas is refused before its 10 000 texts are resolved and laid out: well within the 2 s.
        #expect(result.stderr.contains("Huge grid (LimitsExtension/LimitsWidget.swift:30)")
                && result.stderr.contains("the canvas is 6000×6000 pixels"), "\(result.stderr)")
        #expect(!result.stderr.contains("Huge grid (LimitsExtension/LimitsWidget.swift:30) ran past"), "\(result.stderr)")
        let out = folder.appendingPathComponent("out")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(files == ["Fine-fullColor.png", "contact-sheet.png", "index.html", "previews.json"])
        try expectCompletePNGs(in: out)
        #expect(result.output.contains("3 previews, 1 of 3 renders"), "\(result.output)")
        run.expectNoSurvivors()
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalWhileRenderingEndsTheRunnerAndWritesNothing(_ signal: Int32) throws {
        let folder = try limitsSources()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try WatchedRun(["previews", "Ext", "--module-name", "LimitsExtension", "--build-path", Self.buildPath,
                                  "--render-timeout", "120", "--filter", "Spins", "-o", "out"], in: folder)
        #expect(run.waitFor(command: "/PreviewRunner", seconds: 900), "the runner started")
        usleep(300_000)
        run.send(signal)
        let result = run.wait()
        #expect(result.status == 128 + signal, "\(result.stderr)")
        #expect(result.stderr.contains("stopped by \(signal == SIGINT ? "SIGINT" : "SIGTERM")"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
        run.expectNoSurvivors()
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalWhileBuildingEndsTheBuildAndWritesNothing(_ signal: Int32) throws {
        // A module of its own whose source changes every time, so the build compiles and links.
        let source = Self.limitsFixture + "\nlet buildStamp = \"\(UUID().uuidString)\"\n"
        let folder = try limitsSources(source)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try WatchedRun(["previews", "Ext", "--module-name", "LimitsExtension", "--build-path", Self.buildPath,
                                  "--filter", "Fine", "-o", "out"], in: folder)
        #expect(run.waitFor(command: "swift-build", seconds: 120), "the build started")
        usleep(500_000)
        run.send(signal)
        let result = run.wait()
        // The build compiles and links the changed module for seconds: the signal arrives during it.
        #expect(result.status == 128 + signal, "\(result.stderr)")
        #expect(result.stderr.contains("stopped by \(signal == SIGINT ? "SIGINT" : "SIGTERM")"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
        run.expectNoSurvivors()
    }

    /// Every PNG in `folder` decodes.
    func expectCompletePNGs(in folder: URL) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            #expect(!name.hasPrefix("."), "no temporary file: \(name)")
            if name.hasSuffix(".png") {
                #expect(throws: Never.self) { try PNGDecoder.decode(contentsOfFile: folder.appendingPathComponent(name).path) }
            }
        }
    }
}

/// `widgetrender previews` with a Package.swift that never finishes: stopped at --manifest-timeout.
@Suite struct PreviewsManifestTimeoutTests {
    @Test func aManifestThatLoopsIsStoppedAtTheManifestTimeout() throws {
        let folder = try BuiltBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = folder.appendingPathComponent("Spin")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/Spin"),
                                                withIntermediateDirectories: true)
        try """
            // swift-tools-version: 6.0
            import PackageDescription

            var spins = 0
            while spins >= 0 { spins = (spins + 1) % 1000 }

            let package = Package(name: "Spin", targets: [.target(name: "Spin")])

            """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "import WidgetKit\n".write(to: package.appendingPathComponent("Sources/Spin/Spin.swift"), atomically: true,
                                       encoding: .utf8)
        let start = ContinuousClock.now
        let run = try WatchedRun(["previews", "Spin", "--manifest-timeout", "8", "-o", "out"], in: folder)
        let result = run.wait()
        let elapsed = ContinuousClock.now - start
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("Spin/Package.swift: swift package describe did not finish within 8 s "
                                       + "(--manifest-timeout)"), "\(result.stderr)")
        #expect(elapsed < .seconds(30), "\(elapsed)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
        run.expectNoSurvivors()
    }
}
