import Foundation
import Render
@testable import TemplateWidgetExtension
import Testing
import WallClock
import WidgetHosting
import WidgetSnapshotTesting

/// Xcode's template draws `Date()` and `.now`: with the frozen clock its previews, timeline and placeholder
/// match references recorded once, at any time of day.
@Suite struct TemplatePreviewTests {
    @Test func everyPreviewOfTheTemplateMatchesItsReference() async throws {
        await assertPreviewSnapshots(configuration: try goldens())
    }

    @Test func theTimelineMatchesItsReferences() async throws {
        await assertWidgetTimelineSnapshots(of: TemplateWidget(), family: .systemSmall, configuration: try goldens())
    }

    @Test func thePlaceholderMatchesItsReference() throws {
        assertWidgetPlaceholderSnapshot(of: TemplateWidget(), family: .systemSmall, configuration: try goldens())
    }

    @Test func theProvidersTimelineStepsHourlyFromTheRenderDate() async throws {
        let date = Date(timeIntervalSince1970: 1_800_000_000)  // 2027-01-15 08:00:00 UTC
        var options = WidgetRenderOptions(family: .systemSmall)
        options.date = date
        let host = try goldens().host
        let timeline = try await WallClock.withProcessFrozen(atSecondsSince1970: date.timeIntervalSince1970) {
            try await host.renderTimeline(TemplateWidget(), options: options)
        }
        #expect(timeline.frames.map(\.date) == (0..<5).map { date.addingTimeInterval(Double($0) * 3600) })
    }

    @Test func theDateOfTheAssertFormsIsTheClockTheProviderReads() async throws {
        let scratch = ScratchReferences()
        defer { scratch.remove() }
        var options = WidgetRenderOptions(family: .systemSmall)
        let recorded = await verifyWidgetTimelineSnapshots(of: TemplateWidget(), options: options, record: .all,
                                                           configuration: try scratch.configuration("refs"))
        #expect(recorded.count == 5)
        // Another date: the provider's `Date()` reads it, so the clock texts differ from the references.
        options.date = Date(timeIntervalSince1970: 1_800_000_000)
        let other = await verifyWidgetTimelineSnapshots(of: TemplateWidget(), options: options, record: .never,
                                                        configuration: try scratch.configuration("refs"))
        #expect(other.count == 5)
        #expect(other.allSatisfy { $0.failureMessage != nil })
    }

    @Test func thePreviewsDateIsTheClockTheirEntriesRead() async throws {
        let scratch = ScratchReferences()
        defer { scratch.remove() }
        let recorded = await verifyPreviewSnapshots(module: "TemplateWidgetExtension", modes: [.fullColor],
                                                    schemes: [.light], record: .all,
                                                    configuration: try scratch.configuration("refs"))
        #expect(!recorded.isEmpty)
        let same = await verifyPreviewSnapshots(module: "TemplateWidgetExtension", modes: [.fullColor], schemes: [.light],
                                                date: WidgetRenderOptions.defaultDate, record: .never,
                                                configuration: try scratch.configuration("refs"))
        #expect(same.allSatisfy { $0.failureMessage == nil })
        // Another date: `.now` in the preview's timeline and `Date()` in its provider read it.
        let other = await verifyPreviewSnapshots(module: "TemplateWidgetExtension", modes: [.fullColor], schemes: [.light],
                                                 date: Date(timeIntervalSince1970: 1_800_000_000), record: .never,
                                                 configuration: try scratch.configuration("refs"))
        #expect(other.count == recorded.count)
        #expect(other.allSatisfy { $0.failureMessage != nil })
    }
}
