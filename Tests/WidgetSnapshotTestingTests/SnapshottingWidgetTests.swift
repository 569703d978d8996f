import Foundation
import PNGCodec
import SnapshotTesting
import Testing
import Views
import Widgets
import WidgetSnapshotTesting

/// The swift-snapshot-testing strategy, through its own verifySnapshot with a temporary folder.
struct SnapshottingWidgetTests {
    /// swift-snapshot-testing's verifySnapshot into `directory`; each test passes its own name, so the
    /// failure artifacts it writes to the temporary folder never collide between parallel tests.
    func verify(_ view: SwatchWidget, in directory: TemporaryDirectory, tolerance: Int = 0,
                testName: String = #function) -> String? {
        verifySnapshot(of: view, as: .widget(family: .systemSmall, tolerance: tolerance), named: "swatch",
                       record: .missing, snapshotDirectory: directory.url.path, testName: testName)
    }

    @Test func strategyRecordsAPNGOfTheWidgetThenMatches() throws {
        let directory = try TemporaryDirectory()
        let first = try #require(verify(SwatchWidget(), in: directory))
        #expect(first.contains("No reference was found on disk"))
        let file = directory.url.appendingPathComponent("strategyRecordsAPNGOfTheWidgetThenMatches.swatch.png")
        let reference = try PNGDecoder.decode(contentsOfFile: file.path)
        #expect((reference.width, reference.height) == (510, 510))
        #expect(verify(SwatchWidget(), in: directory) == nil)
    }

    @Test func strategyReportsPixelCountsAndADiffImage() throws {
        let directory = try TemporaryDirectory()
        _ = verify(SwatchWidget(red: 100), in: directory)
        let message = try #require(verify(SwatchWidget(red: 30), in: directory))
        #expect(message.contains("of 260100 pixels differ"))
        #expect(message.contains("largest channel difference 70"))
        let diffLine = try #require(message.split(separator: "\n").first { $0.hasPrefix("diff: ") })
        let diffPath = String(diffLine.dropFirst("diff: ".count).prefix { $0 != " " })
        #expect(FileManager.default.fileExists(atPath: diffPath))
        try? FileManager.default.removeItem(atPath: diffPath)
    }

    @Test func strategyToleranceAcceptsAOneLevelChange() throws {
        let directory = try TemporaryDirectory()
        _ = verify(SwatchWidget(red: 100), in: directory)
        #expect(verify(SwatchWidget(red: 101), in: directory, tolerance: 1) == nil)
        #expect(verify(SwatchWidget(red: 102), in: directory, tolerance: 1) != nil)
    }

    @Test func strictStrategyFailsARenderWithWarnings() throws {
        let directory = try TemporaryDirectory()
        let unknown = Image(systemName: "no.such.symbol")
        // Not strict: the warning does not fail the test (the first run only records the reference).
        let relaxed = verifySnapshot(of: unknown, as: .widget(family: .systemSmall), named: "relaxed", record: .missing,
                                     snapshotDirectory: directory.url.path)
        #expect(relaxed?.contains("No reference was found on disk") == true)
        withKnownIssue {
            _ = verifySnapshot(of: unknown, as: .widget(family: .systemSmall, strict: true), named: "strict",
                               record: .missing, snapshotDirectory: directory.url.path)
        } matching: { issue in
            "\(issue)".contains("with warnings (strict: true)") && "\(issue)".contains("no.such.symbol")
        }
    }

    @Test func pixelDiffingIgnoresPNGEncoding() throws {
        let rgba = [UInt8](repeating: 90, count: 8 * 8 * 4)
        let fast = Data(try PNGEncoder.encode(width: 8, height: 8, rgba: rgba, preset: .fast))
        let small = Data(try PNGEncoder.encode(width: 8, height: 8, rgba: rgba, preset: .small))
        #expect(fast != small)
        #expect(Diffing<Data>.pngPixels().diffV2(fast, small) == nil)
    }
}
