import Foundation
@testable import HabitWidgetExtension
import Render
import Testing
import WidgetApp
import WidgetSnapshotTesting
import Widgets

/// The SiriKit-configured widget (IntentConfiguration, IntentTimelineProvider, INIntent).
@Suite struct CityWidgetTests {
    static var entry: CityEntry {
        CityEntry(date: Date(timeIntervalSince1970: 1_767_269_700), city: "Lisbon", temperature: 18,
                  configuration: SelectCityIntent())
    }

    @Test func cityEverySupportedFamily() throws {
        let configuration = try goldens()
        assertWidgetSnapshot(of: CityWidget(), family: .systemSmall, entry: Self.entry, configuration: configuration)
        assertWidgetSnapshot(of: CityWidget(), family: .accessoryRectangular, entry: Self.entry, mode: .vibrant,
                             configuration: configuration)
    }

    @Test func anUneditedWidgetsIntentHasNoCityAndTheProviderFallsBack() async throws {
        let timeline = try await goldens().host.renderTimeline(CityWidget(), options: WidgetRenderOptions(family: .systemSmall))
        let entries = timeline.frames.compactMap { $0.entry as? CityEntry }
        #expect(entries.map(\.city) == ["Cupertino", "Cupertino", "Cupertino"])
        #expect(entries.map(\.temperature) == [21, 22, 23])
        let last = try #require(entries.last)
        #expect(timeline.policy == .after(last.date.addingTimeInterval(3600)))
    }
}
