import Foundation
import Render
import Testing
import WidgetApp
import WidgetIntents

enum Shade: String, AppEnum {
    case dawn, noon, dusk
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shade"
    static let caseDisplayRepresentations: [Shade: DisplayRepresentation] = [.dawn: "Dawn", .noon: "Noon", .dusk: "Dusk"]
}

struct HabitEntity: AppEntity {
    let id: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Habit"
    static let defaultQuery = HabitQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct HabitQuery: EntityQuery {
    func entities(for identifiers: [HabitEntity.ID]) async throws -> [HabitEntity] { identifiers.map(HabitEntity.init) }
    func suggestedEntities() async throws -> [HabitEntity] { [HabitEntity(id: "water"), HabitEntity(id: "walk")] }
}

struct LonelyEntity: AppEntity {
    let id: Int
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Lonely"
    static let defaultQuery = LonelyQuery()
    var displayRepresentation: DisplayRepresentation { "lonely" }
}

struct LonelyQuery: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [LonelyEntity] { [] }
}

struct PickIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Pick"
    static let description = IntentDescription("Pick a habit and a shade.")
    @Parameter(title: "Habit") var habit: HabitEntity
    @Parameter(title: "Shade") var shade: Shade
    @Parameter(title: "Note") var note: String?
    @Parameter(title: "Count", default: 3) var count: Int
}

struct LonelyIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Lonely"
    @Parameter(title: "Friend") var friend: LonelyEntity
}

@Suite struct IntentTests {
    @Test func parametersReadTheirDefaultThenTheTypesEmptyValue() {
        let intent = PickIntent()
        #expect(intent.count == 3)
        #expect(intent.shade == .dawn, "an enum without a default reads its first case")
        #expect(intent.note == nil)
        #expect(intent.$count.title.defaultValue == "Count")
    }

    @Test func parametersAreSetThroughALetAsOnApplePlatforms() {
        let intent = PickIntent()
        intent.count = 9
        intent.shade = .dusk
        #expect(intent.count == 9 && intent.shade == .dusk)
    }

    @Test func resolvingDefaultsAsksTheEntityQueryForItsDefaultResult() async {
        let intent = PickIntent()
        let missing = await IntentDefaults.resolve(intent)
        #expect(missing.isEmpty)
        #expect(intent.habit.id == "water", "the first suggested entity")
    }

    @Test func anEntityWithNoDefaultResultIsReportedByTitle() async {
        #expect(await IntentDefaults.resolve(LonelyIntent()) == ["Friend"])
    }

    @Test func intentResultsCarryTheirValueAndDialog() {
        let plain: IntentResultContainer<Never> = .result()
        #expect(plain.dialog == nil)
        let valued: IntentResultContainer<Int> = .result(value: 4, dialog: "Four")
        #expect(valued.value == 4 && valued.dialog?.full.defaultValue == "Four")
    }

    @Test func stringsOfTheDisplayTypes() {
        let resource: LocalizedStringResource = "Log \(3) glasses"
        #expect(resource.defaultValue == "Log 3 glasses" && String(localized: resource) == "Log 3 glasses")
        #expect(LocalizedStringResource("key", defaultValue: "Shown").description == "Shown")
        #expect(PickIntent.description.descriptionText.defaultValue == "Pick a habit and a shade.")
        #expect(Shade.caseDisplayRepresentations[.noon]?.title.defaultValue == "Noon")
    }

    @Test func aMissingParameterStopsTheWidgetWithAnErrorNamingIt() async throws {
        struct LonelyProvider: AppIntentTimelineProvider {
            func placeholder(in context: Context) -> CountEntry { CountEntry(date: day(), count: 0) }
            func snapshot(for configuration: LonelyIntent, in context: Context) async -> CountEntry {
                CountEntry(date: day(), count: configuration.friend.id)
            }
            func timeline(for configuration: LonelyIntent, in context: Context) async -> Timeline<CountEntry> {
                Timeline(entries: [], policy: .never)
            }
        }
        struct LonelyWidget: Widget {
            var body: some WidgetConfiguration {
                AppIntentConfiguration(kind: "Lonely", intent: LonelyIntent.self, provider: LonelyProvider()) { entry in
                    CountView(entry: entry)
                }
            }
        }
        do {
            _ = try await makeHost().renderSnapshot(LonelyWidget(), options: .init(family: .systemSmall))
            Issue.record("rendered")
        } catch {
            #expect("\(error)" == "widget \"Lonely\": LonelyIntent has no value for \"Friend\" (give the @Parameter a "
                + "default:, or make its entity's defaultQuery return a defaultResult())")
        }
    }

    @Test func anIntentOfAnotherTypeIsRefused() async throws {
        do {
            _ = try await makeHost().renderSnapshot(SleepyWidget(), options: .init(family: .systemSmall), intent: PickIntent())
            Issue.record("rendered")
        } catch {
            #expect("\(error)" == "widget \"Sleepy\" is configured by SleepyIntent, not PickIntent")
        }
    }

    @Test func siriKitIntentsAreCreatedWithEveryParameterUnset() {
        final class CityIntent: INIntent { var city: String? }
        let intent = CityIntent()
        #expect(intent.city == nil && intent.identifier == nil)
    }
}

@Suite struct RecommendationTests {
    struct RecommendingProvider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> CountEntry { CountEntry(date: day(), count: 0) }
        func snapshot(for configuration: PickIntent, in context: Context) async -> CountEntry { placeholder(in: context) }
        func timeline(for configuration: PickIntent, in context: Context) async -> Timeline<CountEntry> {
            Timeline(entries: [], policy: .never)
        }
        func recommendations() -> [AppIntentRecommendation<PickIntent>] {
            [AppIntentRecommendation(intent: PickIntent(), description: "Water")]
        }
    }

    @Test func recommendationsKeepTheirIntentAndNameAndDefaultToNone() {
        #expect(RecommendingProvider().recommendations().map(\.description) == ["Water"])
        #expect(SleepyProvider().recommendations().isEmpty)
    }
}
