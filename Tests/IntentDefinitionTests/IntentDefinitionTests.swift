import Foundation
@testable import IntentDefinition
import Testing

/// Reading `.intentdefinition` files: the fixture written as Xcode writes one, and the errors.
@Suite struct IntentDefinitionTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let fixture = repository.appendingPathComponent("Tests/IntentDefinitionFixture/IntentDefinitionFixture.intentdefinition")

    static func read(_ url: URL) throws -> IntentDefinition {
        try IntentDefinition(propertyList: Array(try Data(contentsOf: url)), file: url.lastPathComponent)
    }

    /// A property list around the given `INIntents` entry (as XML dictionary content).
    static func plist(intents: String = "", enums: String = "", types: String = "") -> [UInt8] {
        Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
            <key>INEnums</key><array>\(enums)</array>
            <key>INIntents</key><array>\(intents)</array>
            <key>INTypes</key><array>\(types)</array>
            </dict></plist>
            """.utf8)
    }

    @Test func theTemplatesConfigurationIntentWithAnEnumAndACustomType() throws {
        let definition = try Self.read(Self.fixture)
        #expect(definition.enums == [.init(name: "Accent", cases: [.init(name: "unknown", index: 0), .init(name: "orange", index: 1),
                                                                    .init(name: "teal", index: 2)])])
        // identifier, displayString, pronunciationHint and alternativeSpeakableMatches are INObject's own.
        #expect(definition.types == [.init(name: "Place", properties: [.init(name: "country", type: .string)])])
        let intent = try #require(definition.intents.first)
        #expect(definition.intents.count == 1)
        #expect(intent.className == "ConfigurationIntent")
        #expect(intent.parameters == [.init(name: "accent", type: .enumeration("Accent")),
                                      .init(name: "place", type: .object("Place"), hasDynamicOptions: true)])
        #expect(intent.handlingIsOptional)
        #expect(intent.responseCodes.map(\.name) == ["success", "failure"])
    }

    @Test func anUnsupportedParameterTypeNamesItsKeyPath() {
        let bytes = Self.plist(intents: """
            <dict><key>INIntentName</key><string>Pick</string><key>INIntentType</key><string>Custom</string>
            <key>INIntentParameters</key><array><dict><key>INIntentParameterName</key><string>spot</string>
            <key>INIntentParameterType</key><string>Placemark</string></dict></array></dict>
            """)
        #expect(throws: IntentDefinitionError.self) { try IntentDefinition(propertyList: bytes, file: "W.intentdefinition") }
        do {
            _ = try IntentDefinition(propertyList: bytes, file: "W.intentdefinition")
        } catch {
            #expect(error.file == "W.intentdefinition")
            #expect(error.path == "$.INIntents[0].INIntentParameters[0].INIntentParameterType")
            #expect(error.message.hasPrefix("the type \"Placemark\" is not generated on Linux"))
        }
    }

    @Test func badInputIsRefusedWithItsPlace() {
        func message(_ bytes: [UInt8]) -> String? {
            do { _ = try IntentDefinition(propertyList: bytes, file: "F"); return nil } catch { return error.description }
        }
        #expect(message(Array("not a plist".utf8))?.hasPrefix("F: $: not a property list") == true)
        #expect(message(Self.plist(intents: "<dict><key>INIntentName</key><string>two words</string></dict>"))
                == "F: $.INIntents[0].INIntentName: \"two words\" is not a Swift identifier")
        #expect(message(Self.plist(enums: """
            <dict><key>INEnumName</key><string>E</string><key>INEnumValues</key><array>
            <dict><key>INEnumValueName</key><string>a</string></dict>
            <dict><key>INEnumValueName</key><string>b</string></dict></array></dict>
            """)) == "F: $.INEnums[0].INEnumValues[1]: a second case with index 0")
        #expect(message(Self.plist(types: "<dict><key>INTypeName</key><integer>3</integer></dict>"))
                == "F: $.INTypes[0].INTypeName: expected a string")
    }

    @Test func aFileOverTheLimitIsRefusedBeforeParsing() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("big-\(UUID().uuidString).intentdefinition")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(count: IntentDefinition.fileLimit + 1).write(to: url)
        #expect(throws: IntentDefinitionError(file: url.path, path: "$",
                                              message: "\(url.path) is 8388609 bytes, over the limit of 8388608")) {
            try IntentDefinition(contentsOf: url.path)
        }
        #expect(try IntentDefinition(contentsOf: Self.fixture.path) == Self.read(Self.fixture))
    }

    @Test func aSystemIntentXcodeOnlyCustomisesGeneratesNoClass() throws {
        let definition = try IntentDefinition(propertyList: Self.plist(intents: """
            <dict><key>INIntentName</key><string>SendMessage</string><key>INIntentType</key><string>System</string></dict>
            """), file: "F")
        #expect(definition.intents.isEmpty)
    }

    @Test func responseCodesAndTheParametersTheirFormatStringsName() throws {
        let definition = try IntentDefinition(propertyList: Self.plist(intents: """
            <dict><key>INIntentName</key><string>SetState</string>
            <key>INIntentResponse</key><dict>
            <key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string>
                  <key>INIntentResponseCodeFormatString</key><string>${item} is ${state}</string></dict>
            <dict><key>INIntentResponseCodeName</key><string>failureInvalidItem</string>
                  <key>INIntentResponseCodeFormatString</key><string>No ${item} (${count})</string></dict>
            </array>
            <key>INIntentResponseParameters</key><array>
            <dict><key>INIntentResponseParameterName</key><string>item</string>
                  <key>INIntentResponseParameterType</key><string>String</string></dict>
            <dict><key>INIntentResponseParameterName</key><string>state</string>
                  <key>INIntentResponseParameterType</key><string>String</string></dict>
            </array></dict></dict>
            """), file: "F")
        let intent = try #require(definition.intents.first)
        #expect(!intent.handlingIsOptional)
        #expect(intent.responseCodes == [.init(name: "success", parameters: ["item", "state"]),
                                         .init(name: "failureInvalidItem", parameters: ["item"])])
        let text = try IntentDefinitionSource.text(for: [("F", definition)], importing: "Intents")
        #expect(text.contains("    case failureRequiringAppLaunch\n    case failureInvalidItem = 100\n}"))
        #expect(text.contains("public static func success(item: String, state: String) -> SetStateIntentResponse {"))
        #expect(text.contains("public static func failureInvalidItem(_ item: String) -> SetStateIntentResponse {"))
        #expect(text.contains("    public var item: String?\n    public var state: String?\n"))
    }
}
