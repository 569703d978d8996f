import Foundation
@testable import IntentDefinition
import Testing

/// The Swift generated from `.intentdefinition` files: Xcode's names and shapes.
@Suite struct IntentDefinitionSourceTests {
    static func fixtureText() throws -> String {
        let definition = try IntentDefinitionTests.read(IntentDefinitionTests.fixture)
        return try IntentDefinitionSource.text(for: [("Tests/IntentDefinitionFixture.intentdefinition", definition)],
                                               importing: "Intents")
    }

    @Test func theIntentClassHoldsItsParametersAsXcodeTypesThem() throws {
        let text = try Self.fixtureText()
        #expect(text.contains("""
            public class ConfigurationIntent: INIntent {

                public var accent: Accent = .`unknown`
                public var place: Place?

            }
            """))
        #expect(text.contains("import Foundation\nimport Intents\n"))
    }

    @Test func theEnumStartsAtUnknownAndHasItsResolutionResult() throws {
        let text = try Self.fixtureText()
        #expect(text.contains("public enum Accent: Int {\n    case `unknown` = 0\n    case `orange` = 1\n    case `teal` = 2\n}"))
        #expect(text.contains("public class AccentResolutionResult: INEnumResolutionResult {"))
        #expect(text.contains("public class func success(with resolvedValue: Accent) -> Self {"))
    }

    @Test func theCustomTypeIsAnINObjectWithItsOwnProperties() throws {
        let text = try Self.fixtureText()
        #expect(text.contains("public class Place: INObject {\n\n    public var country: String?\n\n}"))
        #expect(text.contains("public class PlaceResolutionResult: INObjectResolutionResult {"))
        #expect(text.contains("public class func disambiguation(with objectsToDisambiguate: [Place]) -> Self {"))
    }

    @Test func theHandlingProtocolHasBothFormsOfEachMethod() throws {
        let text = try Self.fixtureText()
        for requirement in [
            "func providePlaceOptionsCollection(for intent: ConfigurationIntent, with completion: @escaping (INObjectCollection<Place>?, Error?) -> Swift.Void)",
            "func providePlaceOptionsCollection(for intent: ConfigurationIntent) async throws -> INObjectCollection<Place>",
            "func defaultPlace(for intent: ConfigurationIntent) -> Place?",
            "func confirm(intent: ConfigurationIntent, completion: @escaping (ConfigurationIntentResponse) -> Swift.Void)",
            "func confirm(intent: ConfigurationIntent) async -> ConfigurationIntentResponse",
            "func handle(intent: ConfigurationIntent, completion: @escaping (ConfigurationIntentResponse) -> Swift.Void)",
            "func handle(intent: ConfigurationIntent) async -> ConfigurationIntentResponse",
        ] {
            #expect(text.contains("    " + requirement + "\n"), "\(requirement)")
            #expect(text.contains("    public " + requirement + " {"), "default of \(requirement)")
        }
        #expect(text.contains("public protocol ConfigurationIntentHandling: NSObjectProtocol {"))
        // The accent parameter does not support resolution, so there is no resolveAccent.
        #expect(!text.contains("resolveAccent"))
        #expect(text.contains("public enum ConfigurationIntentResponseCode: Int {\n    case unspecified = 0\n    case ready\n"))
        #expect(text.contains("public convenience init(code: ConfigurationIntentResponseCode, userActivity: NSUserActivity?) {"))
    }

    @Test func resolutionMethodsForParametersThatSupportResolution() throws {
        var intent = IntentDefinition.Intent(name: "Order")
        intent.parameters = [.init(name: "size", type: .enumeration("Size"), supportsResolution: true),
                             .init(name: "toppings", type: .string, isArray: true, supportsResolution: true)]
        var definition = IntentDefinition()
        definition.intents = [intent]
        definition.enums = [.init(name: "Size", cases: [.init(name: "small", index: 1), .init(name: "large", index: 2)])]
        let text = try IntentDefinitionSource.text(for: [("F", definition)], importing: "WidgetIntents")
        #expect(text.contains("func resolveSize(for intent: OrderIntent, with completion: @escaping (SizeResolutionResult) -> Swift.Void)"))
        #expect(text.contains("func resolveToppings(for intent: OrderIntent) async -> [INStringResolutionResult]"))
        // No case has raw value 0: an unset property holds the first case.
        #expect(text.contains("public var size: Size = .`small`"))
        #expect(text.contains("public var toppings: [String]?"))
    }

    @Test func anUndeclaredTypeOrASecondDeclarationIsRefused() {
        var definition = IntentDefinition()
        definition.intents = [.init(name: "Show", parameters: [.init(name: "thing", type: .object("Thing"))])]
        #expect(throws: IntentDefinitionError(file: "F", path: "$.INIntents[0] ShowIntent.thing",
                                              message: "the type \"Thing\" is not declared in INTypes")) {
            try IntentDefinitionSource.text(for: [("F", definition)], importing: "Intents")
        }
        var twice = IntentDefinition()
        twice.enums = [.init(name: "Mode", cases: [.init(name: "a", index: 0)])]
        #expect(throws: IntentDefinitionError(file: "G", path: "$.INEnums[0]", message: "\"Mode\" is declared twice (also in F)")) {
            try IntentDefinitionSource.text(for: [("F", twice), ("G", twice)], importing: "Intents")
        }
    }

    /// Apple's Emoji Rangers sample: its `.intentdefinition` generates the class its widget code uses and the
    /// handling protocol its Intents extension conforms to. Runs where the sample is on disk (not in CI).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: IntentDefinitionSourceTests.emojiRangers)))
    func emojiRangersGeneratesTheClassesItsCodeUses() throws {
        let url = URL(fileURLWithPath: Self.emojiRangers)
        let text = try IntentDefinitionSource.text(for: [(url.lastPathComponent, try IntentDefinitionTests.read(url))],
                                                   importing: "Intents")
        #expect(text.contains("public class EmojiRangerSelectionIntent: INIntent {\n\n    public var heroName: String?\n\n}"))
        #expect(text.contains("public protocol EmojiRangerSelectionIntentHandling: NSObjectProtocol {"))
        #expect(text.contains(
            "    func provideHeroNameOptionsCollection(for intent: EmojiRangerSelectionIntent) async throws -> INObjectCollection<NSString>\n"))
    }

    static let emojiRangers = "/tmp/corpus/EmojiRangers/EmojiRangerWidgetExtension/EmojiRangersWidget.intentdefinition"
}
