// Writes the Swift Xcode generates from `.intentdefinition` files, with Xcode's names and shapes: per intent
// `<Name>Intent: INIntent` (its parameters as properties), `<Name>IntentHandling`, `<Name>IntentResponseCode`
// and `<Name>IntentResponse: INIntentResponse`; per enum `public enum <E>: Int` and `<E>ResolutionResult`; per
// custom type `<T>: INObject` and `<T>ResolutionResult`. The shapes follow Swift files Xcode generated (public
// projects' checked-in copies). Linux has no Objective-C runtime, so `@objc(…)` and `@NSManaged` are left out:
// parameters are plain stored properties of the same types, and the handling protocol's optional methods and
// its completion-handler/async pairs get default implementations (IntentDefinitionSource+Handling.swift).

/// The generated Swift for a target's `.intentdefinition` files.
public enum IntentDefinitionSource {
    /// The text of the generated file for `definitions` (each with its file name), importing `module` (`Intents`,
    /// or `WidgetIntents` for a target that does not depend on the Intents shim). A type an intent or type names
    /// must be declared in one of the files.
    public static func text(for definitions: [(file: String, definition: IntentDefinition)],
                            importing module: String) throws(IntentDefinitionError) -> String {
        try check(definitions)
        var unset: [String: String] = [:]
        for (_, definition) in definitions {
            for enumeration in definition.enums { unset[enumeration.name] = enumeration.unsetCase?.name }
        }
        let names = definitions.map { ($0.file.split(separator: "/").last).map(String.init) ?? $0.file }
        var out = """
            //
            // GeneratedIntents.swift
            //
            // This file was automatically generated from \(names.joined(separator: ", ")) by WidgetRender's
            // IntentDefinitionGenerator, as Xcode generates it, and should not be edited.
            //

            import Foundation
            import \(module)

            """
        for (_, definition) in definitions {
            for enumeration in definition.enums { out += "\n" + enumSource(enumeration) }
            for type in definition.types { out += "\n" + typeSource(type, unset: unset) }
            for intent in definition.intents {
                out += "\n" + intentSource(intent, unset: unset)
                out += "\n" + handlingSource(intent)
                out += "\n" + responseSource(intent, unset: unset)
            }
        }
        return out
    }

    /// Every enum and custom type a value names is declared; no name is declared twice.
    static func check(_ definitions: [(file: String, definition: IntentDefinition)]) throws(IntentDefinitionError) {
        var declared: [String: String] = [:]
        func declare(_ name: String, _ file: String, _ path: String) throws(IntentDefinitionError) {
            if let other = declared[name] {
                throw IntentDefinitionError(file: file, path: path, message: "\"\(name)\" is declared twice (also in \(other))")
            }
            declared[name] = file
        }
        var enums: Set<String> = [], types: Set<String> = []
        for (file, definition) in definitions {
            for (index, item) in definition.enums.enumerated() {
                try declare(item.name, file, "$.INEnums[\(index)]")
                enums.insert(item.name)
            }
            for (index, item) in definition.types.enumerated() {
                try declare(item.name, file, "$.INTypes[\(index)]")
                types.insert(item.name)
            }
            for (index, intent) in definition.intents.enumerated() {
                for name in [intent.className, intent.className + "Response", intent.className + "ResponseCode",
                             intent.className + "Handling"] {
                    try declare(name, file, "$.INIntents[\(index)]")
                }
            }
        }
        for (file, definition) in definitions {
            var values: [(String, IntentDefinition.Value)] = []
            for (index, type) in definition.types.enumerated() {
                values += type.properties.map { ("$.INTypes[\(index)] \(type.name).\($0.name)", $0) }
            }
            for (index, intent) in definition.intents.enumerated() {
                values += intent.parameters.map { ("$.INIntents[\(index)] \(intent.className).\($0.name)", $0) }
                values += intent.responseParameters.map { ("$.INIntents[\(index)] \(intent.className)Response.\($0.name)", $0) }
            }
            for (path, value) in values {
                switch value.type {
                case .enumeration(let name) where !enums.contains(name):
                    throw IntentDefinitionError(file: file, path: path, message: "the enum \"\(name)\" is not declared in INEnums")
                case .object(let name) where !types.contains(name):
                    throw IntentDefinitionError(file: file, path: path, message: "the type \"\(name)\" is not declared in INTypes")
                default: break
                }
            }
        }
    }

    /// `public enum E: Int { case `unknown` = 0 … }` and its resolution result.
    static func enumSource(_ enumeration: IntentDefinition.Enumeration) -> String {
        let name = enumeration.name
        var out = "public enum \(name): Int {\n"
        for item in enumeration.cases { out += "    case \(SwiftName.quoted(item.name)) = \(item.index)\n" }
        out += """
            }

            public class \(name)ResolutionResult: INEnumResolutionResult {

                // This resolution result is for when the app extension wants to tell Siri to proceed, with a given \(name).
                public class func success(with resolvedValue: \(name)) -> Self {
                    return __success(withResolvedValue: resolvedValue.rawValue)
                }

                // This resolution result is to ask Siri to confirm if this is the value with which the user wants to continue.
                public class func confirmationRequired(with valueToConfirm: \(name)) -> Self {
                    return __confirmationRequiredWithValue(toConfirm: valueToConfirm.rawValue)
                }
            }

            """
        return out
    }

    /// `public class T: INObject { properties }` and its resolution result.
    static func typeSource(_ type: IntentDefinition.CustomType, unset: [String: String]) -> String {
        let name = type.name
        return """
            public class \(name): INObject {
            \(properties(type.properties, unset: unset))
            }

            public class \(name)ResolutionResult: INObjectResolutionResult {

                // This resolution result is for when the app extension wants to tell Siri to proceed, with a given \(name).
                // Use notRequired() to continue with a 'nil' value.
                public class func success(with resolvedObject: \(name)) -> Self {
                    return super.success(with: resolvedObject)
                }

                // This resolution result is to ask Siri to disambiguate between the provided \(name).
                public class func disambiguation(with objectsToDisambiguate: [\(name)]) -> Self {
                    return super.disambiguation(with: objectsToDisambiguate)
                }

                // This resolution result is to ask Siri to confirm if this is the value with which the user wants to continue.
                public class func confirmationRequired(with objectToConfirm: \(name)?) -> Self {
                    return super.confirmationRequired(with: objectToConfirm)
                }
            }

            """
    }

    /// `public class NameIntent: INIntent { parameters }`.
    static func intentSource(_ intent: IntentDefinition.Intent, unset: [String: String]) -> String {
        """
        public class \(intent.className): INIntent {
        \(properties(intent.parameters, unset: unset))
        }

        """
    }

    /// The stored properties for `values` (Xcode's `@NSManaged public var`), one per line, with a blank line
    /// around them as Xcode writes them (none for no values).
    static func properties(_ values: [IntentDefinition.Value], unset: [String: String]) -> String {
        guard !values.isEmpty else { return "" }
        return "\n" + values.map { "    public var \(SwiftName.escaped($0.name)): \(ValueSpelling.property($0, unset: unset))" }
            .joined(separator: "\n") + "\n"
    }
}
