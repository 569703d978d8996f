import Foundation
import PNGCodec
import Render
import Snapshot
import Testing
import Views
import Widgets
import WidgetSnapshotTesting

/// The render-and-compare core behind assertWidgetSnapshot, on real renders.
struct VerifyWidgetSnapshotTests {
    let small = WidgetRenderOptions(family: .systemSmall)

    @Test func missingReferenceIsRecordedAtTheWidgetsPixelSize() throws {
        let directory = try TemporaryDirectory()
        let outcome = verifyWidgetSnapshot(of: SwatchWidget(), options: small,
                                           configuration: try directory.configuration(record: .missing),
                                           testName: "swatch()")
        guard case .recorded(let recording) = outcome else { Issue.record("expected a recording, got \(outcome)"); return }
        #expect(recording.reference == directory.reference("swatch.systemSmall-fullColor"))
        let image = try PNGDecoder.decode(contentsOfFile: recording.reference.path)
        #expect((image.width, image.height) == (510, 510))
    }

    @Test func matchingRenderPasses() throws {
        let directory = try TemporaryDirectory(), configuration = try directory.configuration(record: .missing)
        _ = verifyWidgetSnapshot(of: SwatchWidget(), options: small, configuration: configuration)
        #expect(verifyWidgetSnapshot(of: SwatchWidget(), options: small, configuration: configuration).passed)
    }

    @Test func changedViewFailsAndWritesActualAndDiff() throws {
        let directory = try TemporaryDirectory(), configuration = try directory.configuration(record: .missing)
        _ = verifyWidgetSnapshot(of: SwatchWidget(red: 100), options: small, configuration: configuration,
                                 testName: "swatch()")
        let outcome = verifyWidgetSnapshot(of: SwatchWidget(red: 160), options: small, configuration: configuration,
                                           testName: "swatch()")
        guard case .mismatched(let mismatch) = outcome else { Issue.record("expected a mismatch, got \(outcome)"); return }
        #expect(mismatch.difference.differingPixels > 10_000)
        #expect(mismatch.difference.maximumChannelDifference == 60)
        #expect(mismatch.actualImage == directory.artifact("swatch.systemSmall-fullColor.actual"))
        #expect(mismatch.diffImage == directory.artifact("swatch.systemSmall-fullColor.diff"))
        #expect(TemporaryDirectory.exists(directory.artifact("swatch.systemSmall-fullColor.actual")))
        #expect(TemporaryDirectory.exists(directory.artifact("swatch.systemSmall-fullColor.diff")))
        let message = try #require(outcome.failureMessage)
        #expect(message.contains("\(mismatch.difference.differingPixels) of 260100 pixels differ"))
        #expect(message.contains("largest channel difference 60"))
    }

    @Test func toleranceAcceptsAOneLevelChange() throws {
        let directory = try TemporaryDirectory(), configuration = try directory.configuration(record: .missing)
        _ = verifyWidgetSnapshot(of: SwatchWidget(red: 100), options: small, configuration: configuration)
        let outcome = verifyWidgetSnapshot(of: SwatchWidget(red: 101), options: small, tolerance: 1,
                                           configuration: configuration)
        guard case .matched(let difference) = outcome else { Issue.record("expected a match, got \(outcome)"); return }
        #expect(difference.maximumChannelDifference == 1)
    }

    @Test func toleranceRejectsATwoLevelChange() throws {
        let directory = try TemporaryDirectory(), configuration = try directory.configuration(record: .missing)
        _ = verifyWidgetSnapshot(of: SwatchWidget(red: 100), options: small, configuration: configuration)
        let outcome = verifyWidgetSnapshot(of: SwatchWidget(red: 102), options: small, tolerance: 1,
                                           configuration: configuration)
        guard case .mismatched(let mismatch) = outcome else { Issue.record("expected a mismatch, got \(outcome)"); return }
        #expect(mismatch.difference.maximumChannelDifference == 2)
    }

    @Test func neverWithAMissingReferenceFailsWithoutWriting() throws {
        let directory = try TemporaryDirectory()
        let outcome = verifyWidgetSnapshot(of: SwatchWidget(), options: small,
                                           configuration: try directory.configuration(record: .never),
                                           testName: "swatch()")
        #expect(outcome == .missingReference(directory.reference("swatch.systemSmall-fullColor")))
        #expect(!TemporaryDirectory.exists(directory.url.appendingPathComponent("refs")))
    }

    @Test func allRewritesTheReference() throws {
        let directory = try TemporaryDirectory(), configuration = try directory.configuration(record: .missing)
        _ = verifyWidgetSnapshot(of: SwatchWidget(red: 100), options: small, configuration: configuration,
                                 testName: "swatch()")
        let outcome = verifyWidgetSnapshot(of: SwatchWidget(red: 160), options: small, record: .all,
                                           configuration: configuration, testName: "swatch()")
        guard case .recorded(let recording) = outcome else { Issue.record("expected a recording, got \(outcome)"); return }
        #expect(recording.reason == .recordModeAll)
        #expect(verifyWidgetSnapshot(of: SwatchWidget(red: 160), options: small, record: .never,
                                     configuration: configuration, testName: "swatch()").passed)
    }

    @Test func callsRecordModeOverridesTheConfigurations() throws {
        let directory = try TemporaryDirectory()
        let outcome = verifyWidgetSnapshot(of: SwatchWidget(), options: small, record: .never,
                                           configuration: try directory.configuration(record: .all))
        guard case .missingReference = outcome else { Issue.record("expected a missing reference, got \(outcome)"); return }
    }

    @Test func renderErrorFailsWithItsMessage() throws {
        let directory = try TemporaryDirectory()
        // The default iPhone offers no accessoryCorner family.
        let options = WidgetRenderOptions(family: .accessoryCorner, device: DeviceCatalog.defaultPhone)
        let outcome = verifyWidgetSnapshot(of: SwatchWidget(), options: options,
                                           configuration: try directory.configuration(record: .missing))
        guard case .failed(let reason) = outcome else { Issue.record("expected a failure, got \(outcome)"); return }
        #expect(reason.hasPrefix("The widget could not be rendered as accessoryCorner-fullColor-"))
        #expect(!TemporaryDirectory.exists(directory.url.appendingPathComponent("refs")))
    }
}
