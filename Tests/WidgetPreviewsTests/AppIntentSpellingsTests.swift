import AppIntents
import WidgetHosting
import WidgetPreviews
import Foundation
import PreviewRun
import Render
import Testing
import WidgetKit

// AppIntents spellings of real extensions (Apple's Emoji Rangers among them), with Apple's signatures.

struct HeroNameOptions: DynamicOptionsProvider {
    func results() async throws -> [String] { ["Spouty", "Egghead"] }
}

struct MigratedHeroSelection: AppIntent, CustomIntentMigratedAppIntent, WidgetConfigurationIntent {
    static let intentClassName = "EmojiRangerSelectionIntent"
    static let title: LocalizedStringResource = "Emoji Ranger Selection"
    static let description = IntentDescription("Select Hero")
    static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication

    @Parameter(title: "Selected Hero", optionsProvider: HeroNameOptions())
    var heroName: String?

    func perform() async throws -> some IntentResult { .result() }
}

struct PlayIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Play"
    func perform() async throws -> some IntentResult { .result() }
}

struct StopTimerIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Stop"
    func perform() async throws -> some IntentResult & OpensIntent { .result(opensIntent: PlayIntent()) }
}

@Suite struct AppIntentSpellingsTests {
    @Test func theMigratedIntentKeepsItsClassNameAndItsParameterDefaultsToNil() async throws {
        #expect(MigratedHeroSelection.intentClassName == "EmojiRangerSelectionIntent")
        #expect(MigratedHeroSelection().heroName == nil)
        #expect(MigratedHeroSelection.authenticationPolicy == .requiresAuthentication)
        #expect(PlayIntent.authenticationPolicy == .alwaysAllowed)
        #expect(try await HeroNameOptions().results() == ["Spouty", "Egghead"])
        #expect(await HeroNameOptions().defaultResult() == nil)
    }

    @Test func anIntentOpeningAnotherReturnsIt() async throws {
        let result = try await StopTimerIntent().perform()
        #expect(String(describing: type(of: result)).contains("PlayIntent"))
    }

    @Test func siriKitCollectionsListTheirItemsInSections() {
        let items = [INObject(identifier: "1", display: "Spouty"), INObject(identifier: "2", display: "Egghead")]
        let flat = INObjectCollection(items: items)
        #expect(flat.allItems.map(\.displayString) == ["Spouty", "Egghead"])
        let sectioned = INObjectCollection(sections: [INObjectSection(title: "Heroes", items: items)])
        #expect(sectioned.sections.first?.title == "Heroes")
        #expect(INExtension().handler(for: INIntent()) != nil)
    }
}

@Suite struct LiveActivityPreviewTests {
    @Test func theTemplatesLiveActivityPreviewsStandForOneRenderPerContentState() async throws {
        let found = PreviewDiscovery.previews(inModule: "WidgetPreviewsTests").filter { ["Notification", "Compact"].contains($0.name) }
        #expect(found.map(\.name) == ["Notification", "Compact"])
        for preview in found { #expect(preview.preview.family == nil) }
        // Two content states on the Lock Screen in light and dark; one state in the (always dark) island.
        #expect(try await found[0].renders(using: makeHost()).map(\.name) == [
            "Notification-0-lockScreen", "Notification-0-lockScreen-dark",
            "Notification-1-lockScreen", "Notification-1-lockScreen-dark",
        ])
        let compact = try await found[1].renders(using: makeHost())
        #expect(compact.map(\.name) == ["Compact-0-compact"])
        #expect(try compact[0].image(using: makeHost()).height == 110)
    }

    @Test func eachActivityRenderIsMeasuredInItsPlaceAgainstItsFullColourReference() async throws {
        let host = try makeHost()
        let notification = try #require(PreviewDiscovery.previews(inModule: "WidgetPreviewsTests")
            .first { $0.name == "Notification" })
        // The Always-On Lock Screen alone: its full-colour render is measured as the reference, not reported.
        let dimmed = try await notification.renders(using: host, axes: PreviewAxes(modes: [.reducedLuminance],
                                                                                    schemes: [.dark]))
        #expect(dimmed.map(\.name) == ["Notification-0-lockScreen-reducedLuminance-dark",
                                       "Notification-1-lockScreen-reducedLuminance-dark"])
        let report = try #require(try dimmed[1].legibility(using: host))
        #expect(report.entries.map(\.render.fileStem) == ["activity-1-lockScreen-reducedLuminance-dark"])
        #expect(report.placeRenderCount == 1 && report.measuredCount == 1, "\(report)")
        #expect("\(report.entries[0].render)" == "activity Lock Screen · content state 1 · reducedLuminance · dark: 1 elements")
        // The island's render, full colour, is its own reference.
        let compact = try await #require(PreviewDiscovery.previews(inModule: "WidgetPreviewsTests")
            .first { $0.name == "Compact" }).renders(using: host)
        #expect(try compact[0].legibility(using: host)?.entries.map(\.render.fileStem) == ["activity-0-compact"])
    }
}
