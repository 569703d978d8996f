import Foundation
@testable import IntentDefinitionFixture
import Testing
import WidgetIntents
import WidgetSnapshotTesting

/// Snapshots live in `Goldens/IntentDefinitionFixture/` (the project's golden folder).
func goldens() throws -> WidgetSnapshotConfiguration {
    var configuration = try WidgetSnapshotConfiguration.shared()
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    configuration.snapshotDirectory = root.appendingPathComponent("Goldens/IntentDefinitionFixture").path
    configuration.artifactsDirectory = root.appendingPathComponent(".build/golden-failures/IntentDefinitionFixture").path
    return configuration
}

/// Xcode's SiriKit widget template, compiled with the classes the IntentDefinitionPlugin generated from its
/// `.intentdefinition`, renders through IntentConfiguration.
@Suite struct IntentDefinitionFixtureTests {
    static var kyoto: Place {
        let place = Place(identifier: "kyoto", display: "Kyoto")
        place.country = "Japan"
        return place
    }

    @Test func anUneditedWidgetRendersItsTimeline() async throws {
        await assertWidgetTimelineSnapshots(of: IntentDefinitionFixture(), family: .systemSmall, configuration: try goldens())
    }

    @Test func aConfiguredIntentDrawsItsPlaceInItsAccent() throws {
        let intent = ConfigurationIntent()
        intent.accent = .teal
        intent.place = Self.kyoto
        let entry = SimpleEntry(date: Date(timeIntervalSince1970: 1_767_269_700), configuration: intent)
        assertWidgetSnapshot(of: IntentDefinitionFixture(), family: .systemSmall, entry: entry, configuration: try goldens())
    }

    @Test func anUnsetEnumParameterIsUnknownAndACustomTypeNil() {
        let intent = ConfigurationIntent()
        #expect(intent.accent == .unknown)
        #expect(Accent.teal.rawValue == 2)
        #expect(intent.place == nil)
    }

    @Test func theHandlersCompletionFormAnswersTheAsyncForm() async throws {
        let handler = IntentHandler()
        let options = try await handler.providePlaceOptionsCollection(for: ConfigurationIntent())
        #expect(options.allItems.map(\.displayString) == ["Lisbon", "Kyoto"])
        #expect(options.allItems.map(\.country) == ["Portugal", "Japan"])
        #expect(handler.defaultPlace(for: ConfigurationIntent()) == nil)
    }

    @Test func methodsImplementedInNeitherFormAnswerWhatTheSystemAssumes() async {
        let handler = IntentHandler()
        #expect(await handler.confirm(intent: ConfigurationIntent()).code == .ready)
        #expect(await handler.handle(intent: ConfigurationIntent()).code == .success)
        let code: Int = await withCheckedContinuation { continuation in
            handler.confirm(intent: ConfigurationIntent()) { continuation.resume(returning: $0.code.rawValue) }
        }
        #expect(code == ConfigurationIntentResponseCode.ready.rawValue)
    }

    @Test func resolutionResultsKeepWhatTheyResolveTo() {
        let place = PlaceResolutionResult.success(with: Self.kyoto)
        #expect(place.resolution == .success)
        #expect((place.resolvedValue as? Place)?.identifier == "kyoto")
        let accent = AccentResolutionResult.confirmationRequired(with: .teal)
        #expect(accent.resolution == .confirmationRequired)
        #expect(accent.resolvedValue as? Int == 2)
        #expect(PlaceResolutionResult.needsValue().resolution == .needsValue)
    }

    @Test func theResponseKeepsItsCodeAndActivity() {
        let response = ConfigurationIntentResponse(code: .failure, userActivity: NSUserActivity(activityType: "ConfigurationIntent"))
        #expect(response.code == .failure)
        #expect(response.userActivity?.activityType == "ConfigurationIntent")
        #expect(ConfigurationIntentResponseCode.failureRequiringAppLaunch.rawValue == 6)
    }
}
