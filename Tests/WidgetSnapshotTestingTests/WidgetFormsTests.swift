import Foundation
import PNGCodec
import Render
import Snapshot
import Testing
import WidgetApp
import Widgets
import WidgetSnapshotTesting

/// The `Widget` forms of the snapshot library (an entry, the placeholder, the timeline), in Swift Testing.
struct WidgetFormsTests {
    let small = WidgetRenderOptions(family: .systemSmall)

    @Test func anEntryIsRecordedThenMatches() throws {
        let directory = try TemporaryDirectory(), configuration = try directory.configuration(record: .missing)
        let entry = SwatchEntry(date: Date(timeIntervalSince1970: 0), red: 100)
        let first = verifyWidgetSnapshot(of: SwatchAppWidget(), entry: entry, options: small,
                                         configuration: configuration, testName: "swatch()")
        guard case .recorded(let recording) = first else { Issue.record("expected a recording, got \(first)"); return }
        #expect(recording.reference == directory.reference("swatch.systemSmall-fullColor"))
        #expect(verifyWidgetSnapshot(of: SwatchAppWidget(), entry: entry, options: small, configuration: configuration,
                                     testName: "swatch()").passed)
        let changed = verifyWidgetSnapshot(of: SwatchAppWidget(), entry: SwatchEntry(date: entry.date, red: 160),
                                           options: small, configuration: configuration, testName: "swatch()")
        guard case .mismatched = changed else { Issue.record("expected a mismatch, got \(changed)"); return }
    }

    @Test func anUnsupportedFamilyFailsWithTheHostsMessage() throws {
        let directory = try TemporaryDirectory()
        let outcome = verifyWidgetSnapshot(of: SwatchAppWidget(), entry: SwatchEntry(date: Date(), red: 1),
                                           options: WidgetRenderOptions(family: .systemLarge),
                                           configuration: try directory.configuration(record: .missing))
        #expect(outcome.failureMessage?.contains("does not support systemLarge: its supportedFamilies are "
            + "systemSmall, systemMedium") == true)
    }

    @Test func thePlaceholderIsNamedAndRedacted() throws {
        let directory = try TemporaryDirectory(), configuration = try directory.configuration(record: .missing)
        let outcome = verifyWidgetPlaceholderSnapshot(of: SwatchAppWidget(), options: small,
                                                      configuration: configuration, testName: "swatch()")
        guard case .recorded(let recording) = outcome else { Issue.record("expected a recording, got \(outcome)"); return }
        #expect(recording.reference == directory.reference("swatch.systemSmall-fullColor-placeholder"))
        let placeholder = try PNGDecoder.decode(contentsOfFile: recording.reference.path)
        let host = configuration.host
        let plain = try host.render(SwatchAppWidget(), entry: SwatchEntry(date: Date(timeIntervalSince1970: 0), red: 60),
                                    options: small).pixmap.straightRGBA()
        #expect(placeholder.rgba != plain, "the text is drawn as a bar")
    }

    @Test func theTimelineIsOneReferencePerEntryInOrder() async throws {
        let directory = try TemporaryDirectory(), configuration = try directory.configuration(record: .missing)
        let outcomes = await verifyWidgetTimelineSnapshots(of: SwatchAppWidget(), options: small,
                                                           configuration: configuration, testName: "swatch()")
        #expect(outcomes.count == 2)
        let references = outcomes.compactMap { outcome -> URL? in
            if case .recorded(let recording) = outcome { return recording.reference }
            return nil
        }
        #expect(references == [directory.reference("swatch.systemSmall-fullColor-entry0"),
                               directory.reference("swatch.systemSmall-fullColor-entry1")])
        let again = await verifyWidgetTimelineSnapshots(of: SwatchAppWidget(), options: small,
                                                        configuration: configuration, testName: "swatch()")
        #expect(again.allSatisfy { $0.passed })
    }

    @Test func aProviderThatNeverAnswersFailsTheTimelineAfterTheTimeout() async throws {
        let directory = try TemporaryDirectory()
        var configuration = try directory.configuration(record: .missing)
        configuration.providerTimeout = .milliseconds(100)
        let outcomes = await verifyWidgetTimelineSnapshots(of: SwatchAppWidget(provider: SwatchProvider(answers: false)),
                                                           options: small, configuration: configuration)
        #expect(outcomes.count == 1)
        #expect(outcomes.first?.failureMessage?.contains("did not answer getTimeline(in:completion:) within 0.1 s") == true)
    }

    @Test func assertReportsThroughSwiftTesting() async throws {
        let directory = try TemporaryDirectory(), configuration = try directory.configuration(record: .missing)
        withKnownIssue {
            assertWidgetSnapshot(of: SwatchAppWidget(), family: .systemSmall,
                                 entry: SwatchEntry(date: Date(timeIntervalSince1970: 0), red: 100),
                                 configuration: configuration)
        }
        assertWidgetSnapshot(of: SwatchAppWidget(), family: .systemSmall,
                             entry: SwatchEntry(date: Date(timeIntervalSince1970: 0), red: 100), configuration: configuration)
        await withKnownIssue {
            await assertWidgetTimelineSnapshots(of: SwatchAppWidget(), family: .systemMedium, configuration: configuration)
        }
        await assertWidgetTimelineSnapshots(of: SwatchAppWidget(), family: .systemMedium, configuration: configuration)
    }
}
