import Foundation
@testable import HabitWidgetExtension
import Render
import Testing
import WidgetApp
import WidgetSnapshotTesting
import Widgets

/// Xcode's template widget: its entries carry `Date()`, so its goldens use entries with fixed dates
/// (as the template's `#Preview` does) and its timeline is checked by structure.
@Suite struct EmojiWidgetTests {
    static var starEyes: SimpleEntry {
        let intent = ConfigurationAppIntent()
        intent.favoriteEmoji = "🤩"
        return SimpleEntry(date: Date(timeIntervalSince1970: 1_767_269_700), configuration: intent)  // 12:15 UTC
    }

    @Test func emojiEverySupportedFamily() throws {
        let configuration = try goldens()
        for family in WidgetDeclaration.defaultFamilies {
            assertWidgetSnapshot(of: EmojiWidget(), family: family, entry: Self.starEyes, configuration: configuration)
        }
    }

    @Test func theIntentsDefaultParameterConfiguresTheTimeline() async throws {
        let timeline = try await goldens().host.renderTimeline(EmojiWidget(), options: WidgetRenderOptions(family: .systemSmall))
        let entries = timeline.frames.compactMap { $0.entry as? SimpleEntry }
        #expect(entries.count == 5)
        #expect(entries.allSatisfy { $0.configuration.favoriteEmoji == "😃" })
        #expect(zip(entries, entries.dropFirst()).allSatisfy { $1.date.timeIntervalSince($0.date) == 3600 })
        #expect(timeline.policy == .atEnd)
    }

    @Test func anIntentGivenToTheHostConfiguresTheTimeline() async throws {
        let intent = ConfigurationAppIntent()
        intent.favoriteEmoji = "🐙"
        let host = try goldens().host
        let options = WidgetRenderOptions(family: .systemSmall)
        let timeline = try await host.renderTimeline(EmojiWidget(), options: options, intent: intent)
        let entries = timeline.frames.compactMap { $0.entry as? SimpleEntry }
        #expect(entries.count == 5)
        #expect(entries.allSatisfy { $0.configuration.favoriteEmoji == "🐙" })
    }
}
