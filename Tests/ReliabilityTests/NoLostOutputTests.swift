import Foundation
import Glibc
import PNGCodec
import Snapshot
import Testing

/// No lost output: an interrupted or failed render never leaves a partial PNG, a failed render
/// never replaces an existing file, a gallery with a failing combination renders all the others, and
/// goldens are rewritten only when recording is asked for.
@Suite struct NoLostOutputTests {
    /// Every file under `scratch` that starts like a PNG, or is named like one (temporary files
    /// included), must decode completely.
    func expectOnlyCompletePNGs(in scratch: Scratch, _ context: String) {
        for name in scratch.listing() {
            let path = scratch.file(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
            guard name.contains(".png") || bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { continue }
            #expect(throws: Never.self, "\(context): \(name) is not a complete PNG") { try PNGDecoder.decode(bytes) }
        }
    }

    @Test func failedRenderLeavesAnExistingOutputUntouched() throws {
        let scratch = try Scratch("failed")
        defer { scratch.remove() }
        let old = try HostileFiles.png()
        try scratch.write("out.png", old)
        try scratch.write("widget.json", widget(#"{"Text": ""# + String(repeating: "ab ", count: 7000) + #""}"#))
        let result = try BuiltBinary.run(["widget.json", "-o", "out.png"], in: scratch.path)
        #expect(result.status == 65, "\(result.stderr)")
        #expect([UInt8](FileManager.default.contents(atPath: scratch.file("out.png")) ?? Data()) == old)
        #expect(scratch.listing() == ["out.png", "widget.json"])
    }

    /// SIGINT and SIGTERM at a spread of moments in a gallery run (renders on every core, PNGs written
    /// as they finish): whenever the signal lands, what is on disk is complete PNGs and nothing else
    /// that looks like one. The moments vary, the assertion does not depend on which one hits which stage.
    @Test(arguments: [SIGINT, SIGTERM])
    func interruptedGalleryLeavesOnlyCompletePNGs(_ signal: Int32) throws {
        let binary = try #require(BuiltBinary.path)
        var interrupted = 0
        for delay in [0, 5_000, 20_000, 60_000, 150_000, 400_000] {
            let scratch = try Scratch("interrupted")
            defer { scratch.remove() }
            let process = try SignalableProcess(binary, ["gallery", "--example", "events", "--output", scratch.file("out")])
            usleep(useconds_t(delay))
            process.send(signal)
            if process.wait() == signal { interrupted += 1 }
            expectOnlyCompletePNGs(in: scratch, "signal \(signal) after \(delay) µs")
        }
        #expect(interrupted > 0, "no run was interrupted: the test proved nothing")
    }

    @Test func interruptedRenderToOneFileLeavesItCompleteOrAbsent() throws {
        let binary = try #require(BuiltBinary.path)
        for delay in [0, 5_000, 20_000, 50_000, 100_000, 200_000] {
            let scratch = try Scratch("interrupted-render")
            defer { scratch.remove() }
            let process = try SignalableProcess(binary, ["--example", "weather", "--family", "systemLarge",
                                                         "-o", scratch.file("weather.png")])
            usleep(useconds_t(delay))
            process.send(SIGTERM)
            _ = process.wait()
            expectOnlyCompletePNGs(in: scratch, "SIGTERM after \(delay) µs")
            #expect(scratch.listing().allSatisfy { $0 == "weather.png" }, "\(scratch.listing())")
        }
    }

    @Test func galleryWithAFailingFamilyRendersTheOthersAndExits3() throws {
        let scratch = try Scratch("partial")
        defer { scratch.remove() }
        let tooLong = String(repeating: "ab ", count: 7000)
        try scratch.write("widget.json", #"""
            {"name": "partial", "families": ["systemSmall", "systemMedium"], "body": {"Text": "fine"},
             "bodies": {"systemMedium": {"Text": "\#(tooLong)"}}}
            """#)
        let result = try BuiltBinary.run(["gallery", "widget.json", "--output", "out", "--schemes", "light"], in: scratch.path)
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr.contains("systemMedium-fullColor failed"), "\(result.stderr)")
        #expect(result.stderr.contains("text has 21000 characters, over the limit of 20000"), "\(result.stderr)")
        let files = scratch.listing()
        for mode in ["fullColor", "accented", "vibrant", "night", "reducedLuminance"] {
            #expect(files.contains("out/systemSmall-\(mode).png"), "\(files)")
            #expect(!files.contains("out/systemMedium-\(mode).png"), "\(files)")
        }
        expectOnlyCompletePNGs(in: scratch, "partial gallery")
    }

    /// A golden that differs is reported and left as it was unless recording is asked for
    /// (`WIDGETRENDER_RECORD` unset locally means `missing`, in CI `never`; both compare only).
    @Test(arguments: [[String: String](), ["CI": "1"], ["WIDGETRENDER_RECORD": "never"], ["WIDGETRENDER_RECORD": "missing"]])
    func mismatchingGoldenIsNeverRewrittenWithoutRecording(_ environment: [String: String]) throws {
        let scratch = try Scratch("golden")
        defer { scratch.remove() }
        let golden = try PNGEncoder.encode(width: 2, height: 2, rgba: Array(repeating: 200, count: 16))
        try scratch.write("Goldens/widget.png", golden)
        let actual = try PNGImage(width: 2, height: 2, rgba: Array(repeating: 10, count: 16))
        let location = SnapshotLocation(referenceFile: URL(fileURLWithPath: scratch.file("Goldens/widget.png")),
                                        artifactsDirectory: URL(fileURLWithPath: scratch.file("artifacts")))
        let outcome = ImageSnapshotVerifier(recordMode: .current(environment: environment)).verify(actual, at: location)
        guard case .mismatched = outcome else {
            Issue.record("expected a mismatch, got \(outcome)")
            return
        }
        #expect([UInt8](FileManager.default.contents(atPath: scratch.file("Goldens/widget.png")) ?? Data()) == golden)
        #expect(scratch.listing().filter { $0.hasPrefix("Goldens/") } == ["Goldens/widget.png"])
    }

    @Test func recordingRewritesAGoldenOnlyWhenAskedFor() throws {
        let scratch = try Scratch("golden-record")
        defer { scratch.remove() }
        try scratch.write("Goldens/widget.png", try PNGEncoder.encode(width: 2, height: 2, rgba: Array(repeating: 200, count: 16)))
        let actual = try PNGImage(width: 2, height: 2, rgba: Array(repeating: 10, count: 16))
        let location = SnapshotLocation(referenceFile: URL(fileURLWithPath: scratch.file("Goldens/widget.png")),
                                        artifactsDirectory: URL(fileURLWithPath: scratch.file("artifacts")))
        let outcome = ImageSnapshotVerifier(recordMode: .current(environment: ["WIDGETRENDER_RECORD": "failed"]))
            .verify(actual, at: location)
        #expect(!outcome.passed)
        #expect(try PNGDecoder.decode(contentsOfFile: scratch.file("Goldens/widget.png")).rgba == actual.rgba)
    }
}
