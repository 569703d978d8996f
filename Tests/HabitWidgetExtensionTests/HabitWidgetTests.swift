import Foundation
@testable import HabitWidgetExtension
import Render
import Testing
import WidgetApp
import WidgetSnapshotTesting
import Widgets

@Suite struct HabitWidgetTests {
    @Test func habitEverySupportedFamily() throws {
        let configuration = try goldens()
        assertWidgetSnapshot(of: MyAppWidget(), family: .systemSmall, entry: HabitEntry.sample, configuration: configuration)
        assertWidgetSnapshot(of: MyAppWidget(), family: .systemMedium, entry: HabitEntry.sample, configuration: configuration)
        // The Lock Screen shows accessory widgets vibrant.
        assertWidgetSnapshot(of: MyAppWidget(), family: .accessoryCircular, entry: HabitEntry.sample, mode: .vibrant,
                             configuration: configuration)
        assertWidgetSnapshot(of: MyAppWidget(), family: .accessoryInline, entry: HabitEntry.sample, mode: .vibrant,
                             configuration: configuration)
    }

    @Test func habitTintedHomeScreen() throws {
        assertWidgetSnapshot(of: MyAppWidget(), family: .systemSmall, entry: HabitEntry.sample, mode: .accented,
                             configuration: try goldens())
    }

    @Test func habitPlaceholderIsRedacted() throws {
        assertWidgetPlaceholderSnapshot(of: MyAppWidget(), family: .systemMedium, configuration: try goldens())
    }

    @Test func snapshotIsThePreviewEntry() async throws {
        let host = try goldens().host
        let options = WidgetRenderOptions(family: .systemSmall)
        let snapshot = try await host.renderSnapshot(MyAppWidget(), options: options)
        #expect(snapshot.pixmap == (try host.render(MyAppWidget(), entry: HabitEntry.sample, options: options)).pixmap)
    }

    @Test func timelineIsTodayReloadedAfterHalfAnHour() async throws {
        let timeline = try await goldens().host.renderTimeline(MyAppWidget(), options: WidgetRenderOptions(family: .systemSmall))
        let today = HabitStore.shared.today()
        #expect(timeline.frames.map(\.date) == [today.date])
        #expect(timeline.policy == .after(today.date.addingTimeInterval(30 * 60)))
    }

    @Test func habitTimelineSnapshots() async throws {
        await assertWidgetTimelineSnapshots(of: MyAppWidget(), family: .systemSmall, configuration: try goldens())
    }
}
