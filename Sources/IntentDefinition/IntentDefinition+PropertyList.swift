// Reads an `.intentdefinition` file (an XML property list) into an IntentDefinition, with an error naming
// the file and the key path of anything Xcode's Swift generation would not accept. The property list is
// parsed by Foundation's PropertyListSerialization; the file is read through FileAccess, at most `fileLimit` bytes.
import FileAccess
import Foundation

/// A part of an `.intentdefinition` file that cannot be generated, with where it is.
public struct IntentDefinitionError: Error, Equatable, CustomStringConvertible {
    /// The file.
    public var file: String
    /// The key path in the property list (`$.INIntents[0].INIntentParameters[1].INIntentParameterType`).
    public var path: String
    /// What is wrong.
    public var message: String

    /// An error at `path` of `file`.
    public init(file: String, path: String, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    /// `file: path: message`.
    public var description: String { "\(file): \(path): \(message)" }
}

extension IntentDefinition {
    /// The largest `.intentdefinition` file read (docs/limits.md "Intent definitions").
    public static let fileLimit = 8 << 20

    /// The definition in the file at `path` (at most ``fileLimit`` bytes).
    public init(contentsOf path: String) throws(IntentDefinitionError) {
        let bytes: [UInt8]
        do { bytes = try RegularFile.readAll(path, limit: Self.fileLimit) } catch {
            throw IntentDefinitionError(file: path, path: "$", message: error.description)
        }
        try self.init(propertyList: bytes, file: path)
    }

    /// The definition in `bytes`, the content of the file `file` (named in errors).
    public init(propertyList bytes: [UInt8], file: String) throws(IntentDefinitionError) {
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw IntentDefinitionError(file: file, path: "$", message: "not a property list (\(error.localizedDescription))")
        }
        let reader = PropertyListReader(file: file)
        let top = try reader.dictionary(root, "$")
        self.init()
        for (index, item) in try reader.array(top["INEnums"], "$.INEnums").enumerated() {
            enums.append(try reader.enumeration(item, "$.INEnums[\(index)]"))
        }
        for (index, item) in try reader.array(top["INTypes"], "$.INTypes").enumerated() {
            types.append(try reader.customType(item, "$.INTypes[\(index)]"))
        }
        for (index, item) in try reader.array(top["INIntents"], "$.INIntents").enumerated() {
            if let intent = try reader.intent(item, "$.INIntents[\(index)]") { intents.append(intent) }
        }
    }
}

/// Typed access to the property list's values, each failure naming its key path.
struct PropertyListReader {
    let file: String

    func fail(_ path: String, _ message: String) -> IntentDefinitionError {
        IntentDefinitionError(file: file, path: path, message: message)
    }

    func dictionary(_ value: Any?, _ path: String) throws(IntentDefinitionError) -> [String: Any] {
        guard let dictionary = value as? [String: Any] else { throw fail(path, "expected a dictionary") }
        return dictionary
    }

    /// An array, or an empty one when the key is absent.
    func array(_ value: Any?, _ path: String) throws(IntentDefinitionError) -> [Any] {
        guard let value else { return [] }
        guard let array = value as? [Any] else { throw fail(path, "expected an array") }
        return array
    }

    func string(_ value: Any?, _ path: String) throws(IntentDefinitionError) -> String {
        guard let string = value as? String else { throw fail(path, value == nil ? "missing" : "expected a string") }
        return string
    }

    /// A Swift identifier (what a class, case or property is named).
    func identifier(_ value: Any?, _ path: String) throws(IntentDefinitionError) -> String {
        let name = try string(value, path)
        guard SwiftName.isIdentifier(name) else { throw fail(path, "\"\(name)\" is not a Swift identifier") }
        return name
    }

    /// A `<true/>`/`<false/>`, false when absent.
    func flag(_ value: Any?, _ path: String) throws(IntentDefinitionError) -> Bool {
        guard let value else { return false }
        guard let flag = value as? Bool else { throw fail(path, "expected <true/> or <false/>") }
        return flag
    }

    func enumeration(_ item: Any, _ path: String) throws(IntentDefinitionError) -> IntentDefinition.Enumeration {
        let entry = try dictionary(item, path)
        let name = try identifier(entry["INEnumName"], path + ".INEnumName")
        var cases: [IntentDefinition.Enumeration.Case] = []
        for (index, value) in try array(entry["INEnumValues"], path + ".INEnumValues").enumerated() {
            let casePath = "\(path).INEnumValues[\(index)]"
            let valueEntry = try dictionary(value, casePath)
            let caseName = try identifier(valueEntry["INEnumValueName"], casePath + ".INEnumValueName")
            var raw = 0
            if let indexValue = valueEntry["INEnumValueIndex"] {
                guard let number = indexValue as? Int, number >= 0 else {
                    throw fail(casePath + ".INEnumValueIndex", "expected a non-negative <integer>")
                }
                raw = number
            }
            if cases.contains(where: { $0.name == caseName }) { throw fail(casePath, "a second case \"\(caseName)\"") }
            if cases.contains(where: { $0.index == raw }) { throw fail(casePath, "a second case with index \(raw)") }
            cases.append(.init(name: caseName, index: raw))
        }
        guard !cases.isEmpty else { throw fail(path + ".INEnumValues", "an enum needs at least one value") }
        return .init(name: name, cases: cases)
    }

    func customType(_ item: Any, _ path: String) throws(IntentDefinitionError) -> IntentDefinition.CustomType {
        let entry = try dictionary(item, path)
        let name = try identifier(entry["INTypeName"], path + ".INTypeName")
        var properties: [IntentDefinition.Value] = []
        for (index, value) in try array(entry["INTypeProperties"], path + ".INTypeProperties").enumerated() {
            let propertyPath = "\(path).INTypeProperties[\(index)]"
            let property = try dictionary(value, propertyPath)
            // identifier, displayString, pronunciationHint, alternativeSpeakableMatches: INObject's own.
            if try flag(property["INTypePropertyDefault"], propertyPath + ".INTypePropertyDefault") { continue }
            properties.append(try self.value(property, prefix: "INTypeProperty", propertyPath))
        }
        return .init(name: name, properties: properties)
    }

    /// An intent of type `Custom` (nil for a system intent Xcode only customises, which generates no class).
    func intent(_ item: Any, _ path: String) throws(IntentDefinitionError) -> IntentDefinition.Intent? {
        let entry = try dictionary(item, path)
        let type = try string(entry["INIntentType"] ?? "Custom", path + ".INIntentType")
        guard type == "Custom" else { return nil }
        var intent = IntentDefinition.Intent(name: try identifier(entry["INIntentName"], path + ".INIntentName"))
        for (index, value) in try array(entry["INIntentParameters"], path + ".INIntentParameters").enumerated() {
            let parameterPath = "\(path).INIntentParameters[\(index)]"
            intent.parameters.append(try self.value(try dictionary(value, parameterPath), prefix: "INIntentParameter", parameterPath))
        }
        let forWidgets = try flag(entry["INIntentEligibleForWidgets"], path + ".INIntentEligibleForWidgets")
        let notForSuggestions = try flag(entry["INIntentIneligibleForSuggestions"], path + ".INIntentIneligibleForSuggestions")
        intent.handlingIsOptional = forWidgets && notForSuggestions
        if let responseValue = entry["INIntentResponse"] {
            let responsePath = path + ".INIntentResponse"
            let response = try dictionary(responseValue, responsePath)
            let parametersPath = responsePath + ".INIntentResponseParameters"
            for (index, value) in try array(response["INIntentResponseParameters"], parametersPath).enumerated() {
                let parameterPath = "\(parametersPath)[\(index)]"
                intent.responseParameters.append(
                    try self.value(try dictionary(value, parameterPath), prefix: "INIntentResponseParameter", parameterPath))
            }
            let codesPath = responsePath + ".INIntentResponseCodes"
            for (index, value) in try array(response["INIntentResponseCodes"], codesPath).enumerated() {
                let codePath = "\(codesPath)[\(index)]"
                let code = try dictionary(value, codePath)
                let name = try identifier(code["INIntentResponseCodeName"], codePath + ".INIntentResponseCodeName")
                var mentioned: [String] = []
                for key in ["INIntentResponseCodeFormatString", "INIntentResponseCodeConciseFormatString"] {
                    guard let format = code[key] else { continue }
                    for parameter in FormatString.parameters(in: try string(format, codePath + "." + key))
                    where intent.responseParameters.contains(where: { $0.name == parameter }) && !mentioned.contains(parameter) {
                        mentioned.append(parameter)
                    }
                }
                if intent.responseCodes.contains(where: { $0.name == name }) { throw fail(codePath, "a second code \"\(name)\"") }
                intent.responseCodes.append(.init(name: name, parameters: mentioned))
            }
        }
        return intent
    }

    /// A parameter or property: `<prefix>Name`, `<prefix>Type`, `<prefix>EnumType`, `<prefix>ObjectType`,
    /// `<prefix>SupportsMultipleValues` (and, for intent parameters, resolution and dynamic options).
    func value(_ entry: [String: Any], prefix: String, _ path: String) throws(IntentDefinitionError) -> IntentDefinition.Value {
        let name = try identifier(entry[prefix + "Name"], "\(path).\(prefix)Name")
        let typePath = "\(path).\(prefix)Type"
        let typeName = try string(entry[prefix + "Type"], typePath)
        let type: IntentDefinition.ValueType
        if let enumName = entry[prefix + "EnumType"] {
            type = .enumeration(try identifier(enumName, "\(path).\(prefix)EnumType"))
        } else {
            switch typeName {
            case "String": type = .string
            case "Integer": type = .integer
            case "Decimal": type = .decimal
            case "Boolean": type = .boolean
            case "DateComponents": type = .dateComponents
            case "URL": type = .url
            case "Duration": type = .duration
            case "SpeakableString": type = .speakableString
            case "Object": type = .object(try identifier(entry[prefix + "ObjectType"], "\(path).\(prefix)ObjectType"))
            default:
                throw fail(typePath, "the type \"\(typeName)\" is not generated on Linux (generated: String, Integer, "
                           + "Decimal, Boolean, DateComponents, URL, Duration, SpeakableString, custom types and enums; "
                           + "docs/platform-api.md \"Intent definitions\")")
            }
        }
        return .init(
            name: name, type: type,
            isArray: try flag(entry[prefix + "SupportsMultipleValues"], "\(path).\(prefix)SupportsMultipleValues"),
            supportsResolution: try flag(entry[prefix + "SupportsResolution"], "\(path).\(prefix)SupportsResolution"),
            hasDynamicOptions: try flag(entry[prefix + "SupportsDynamicEnumeration"], "\(path).\(prefix)SupportsDynamicEnumeration"))
    }
}

/// The `${name}` placeholders of a response format string.
enum FormatString {
    /// The names between `${` and `}`, in order.
    static func parameters(in format: String) -> [String] {
        var names: [String] = []
        var rest = Substring(format)
        while let start = rest.range(of: "${") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "}") else { break }
            names.append(String(rest[..<end]))
            rest = rest[rest.index(after: end)...]
        }
        return names
    }
}
