import Foundation
@testable import HabitWidgetExtension
import Testing
import WidgetApp
import WidgetPreviews
import WidgetSnapshotTesting
import Widgets

/// The example extension's previews — Xcode's `#Preview` forms and a `PreviewProvider` — found without a
/// list and snapshot-tested with the one call a team writes.
@Suite struct PreviewSnapshotTests {
    @Test func everyPreviewOfTheExtensionMatchesItsReference() async throws {
        // The template's preview (EmojiWidget.swift) shows its entries' `.now` as a time of day: the clock,
        // which no reference can hold. Every other preview is tested.
        await assertPreviewSnapshots(including: { $0.location?.fileName != "EmojiWidget.swift" },
                                     configuration: try goldens())
    }

    @Test func theExtensionsPreviewsAreFoundInSourceOrder() {
        let previews = PreviewDiscovery.previews(inModule: "HabitWidgetExtension")
        #expect(previews.map(\.name) == [
            "CityWidget_Previews-0", "Cupertino", "EmojiWidget.swift:\(Self.emojiPreviewLine)", "Small",
            "HabitWidget.swift:\(Self.providerPreviewLine)", "Actions", "HabitWidget_Previews-0", "Lock Screen",
            "HabitWidget_Previews-2",
        ])
        #expect(previews.map(\.family) == [
            .systemSmall, .accessoryRectangular, .systemSmall, .systemSmall, .accessoryCircular, nil, .systemSmall,
            .accessoryCircular, .systemMedium,
        ])
    }

    @Test func theTemplatesTimelinePreviewStandsForBothEntriesInEveryModeOfItsFamily() async throws {
        let preview = try #require(PreviewDiscovery.previews(inModule: "HabitWidgetExtension")
            .first { $0.location?.fileName == "EmojiWidget.swift" })
        let renders = try await preview.renders(using: goldens().host)
        #expect(renders.count == 14)  // 2 entries × (fullColor, accented in light and dark; vibrant, night, reduced luminance)
        #expect(renders.first?.name == "EmojiWidget.swift:\(Self.emojiPreviewLine)-0-systemSmall-fullColor-light")
    }

    /// The lines of the unnamed `#Preview`s in the example's sources.
    static let emojiPreviewLine = 84
    static let providerPreviewLine = 145
}
