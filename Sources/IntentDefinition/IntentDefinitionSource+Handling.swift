// The handling protocol and the response Xcode generates per intent: `<Name>IntentHandling` with
// `resolve<Parameter>` (parameters that support resolution), `provide<Parameter>OptionsCollection` and
// `default<Parameter>` (parameters with dynamic options), `confirm` and `handle`, each in its completion-handler
// and async form as Xcode emits them; `<Name>IntentResponseCode` (Xcode's seven standard codes, custom ones from
// 100) and `<Name>IntentResponse` with its properties, `code`, `init(code:userActivity:)` and a factory method
// per code whose format string names response properties.
//
// On Apple platforms the protocol is `@objc`: its optional methods need no implementation and a conformer
// implements either form of a pair. Swift on Linux has neither, so every method gets a default in a protocol
// extension: each form of a pair calls the other through `_INHandlingBridge` (WidgetIntents), and a method
// implemented in neither form answers what the system assumes for an unimplemented one (`notRequired()`,
// `.ready` for confirm, no options, no default value).

extension IntentDefinitionSource {
    /// `public protocol <Name>IntentHandling: NSObjectProtocol` and its default implementations.
    static func handlingSource(_ intent: IntentDefinition.Intent) -> String {
        let intentClass = intent.className, response = intent.className + "Response"
        var requirements: [String] = [], defaults: [String] = []
        func pair(completionForm: String, asyncForm: String, callAsync: String, callCompletion: String, fallback: String,
                  throwing: Bool) {
            requirements.append("    \(completionForm)\n\n    \(asyncForm)")
            let bridge = throwing ? "_INHandlingBridge.completeThrowing" : "_INHandlingBridge.complete"
            let value = throwing ? "try await _INHandlingBridge.valueThrowing" : "await _INHandlingBridge.value"
            defaults.append("""
                    public \(completionForm) {
                        \(bridge)({ \(throwing ? "try " : "")await self.\(callAsync) }, otherwise: { \(fallback) }, \(throwing ? "completion" : "completion"))
                    }

                    public \(asyncForm) {
                        \(value)({ self.\(callCompletion) }, otherwise: { \(fallback) })
                    }
                """)
        }
        for parameter in intent.parameters where parameter.supportsResolution {
            let name = SwiftName.capitalized(parameter.name), result = ValueSpelling.resolution(parameter)
            pair(completionForm: "func resolve\(name)(for intent: \(intentClass), with completion: @escaping (\(result)) -> Swift.Void)",
                 asyncForm: "func resolve\(name)(for intent: \(intentClass)) async -> \(result)",
                 callAsync: "resolve\(name)(for: intent)", callCompletion: "resolve\(name)(for: intent, with: $0)",
                 fallback: parameter.isArray ? "[]" : "\(result).notRequired()", throwing: false)
        }
        for parameter in intent.parameters where parameter.hasDynamicOptions {
            guard let option = ValueSpelling.option(parameter.type) else { continue }
            let name = SwiftName.capitalized(parameter.name), collection = "INObjectCollection<\(option)>"
            pair(completionForm: "func provide\(name)OptionsCollection(for intent: \(intentClass), "
                     + "with completion: @escaping (\(collection)?, Error?) -> Swift.Void)",
                 asyncForm: "func provide\(name)OptionsCollection(for intent: \(intentClass)) async throws -> \(collection)",
                 callAsync: "provide\(name)OptionsCollection(for: intent)",
                 callCompletion: "provide\(name)OptionsCollection(for: intent, with: $0)",
                 fallback: "_INHandlingBridge.NotImplemented(\"provide\(name)OptionsCollection(for:)\")", throwing: true)
            let defaultType = parameter.isArray ? "[\(ValueSpelling.element(parameter.type))]" : ValueSpelling.element(parameter.type)
            requirements.append("    func default\(name)(for intent: \(intentClass)) -> \(defaultType)?")
            defaults.append("    public func default\(name)(for intent: \(intentClass)) -> \(defaultType)? { nil }")
        }
        pair(completionForm: "func confirm(intent: \(intentClass), completion: @escaping (\(response)) -> Swift.Void)",
             asyncForm: "func confirm(intent: \(intentClass)) async -> \(response)",
             callAsync: "confirm(intent: intent)", callCompletion: "confirm(intent: intent, completion: $0)",
             fallback: "\(response)(code: .ready, userActivity: nil)", throwing: false)
        pair(completionForm: "func handle(intent: \(intentClass), completion: @escaping (\(response)) -> Swift.Void)",
             asyncForm: "func handle(intent: \(intentClass)) async -> \(response)",
             callAsync: "handle(intent: intent)", callCompletion: "handle(intent: intent, completion: $0)",
             fallback: "\(response)(code: .\(intent.handlingIsOptional ? "success" : "unspecified"), userActivity: nil)",
             throwing: false)
        return """
            /*!
             @abstract Protocol to declare support for handling a \(intentClass). By implementing this protocol, a class can provide logic for resolving, confirming and handling the intent.
             @discussion The minimum requirement for an implementing class is that it should be able to handle the intent. The confirmation method is optional. The handling method is always called last, after confirming the intent.
             */
            public protocol \(intentClass)Handling: NSObjectProtocol {

            \(requirements.joined(separator: "\n\n"))
            }

            extension \(intentClass)Handling {

            \(defaults.joined(separator: "\n\n"))
            }

            """
    }

    /// `<Name>IntentResponseCode` and `<Name>IntentResponse`.
    static func responseSource(_ intent: IntentDefinition.Intent, unset: [String: String]) -> String {
        let response = intent.className + "Response"
        var codes = IntentDefinition.standardResponseCodes.enumerated().map { "    case \($0.element)\($0.offset == 0 ? " = 0" : "")" }
        let custom = intent.responseCodes.filter { !IntentDefinition.standardResponseCodes.contains($0.name) }
        codes += custom.enumerated().map { "    case \(SwiftName.escaped($0.element.name))\($0.offset == 0 ? " = 100" : "")" }
        var factories: [String] = []
        for code in intent.responseCodes where !code.parameters.isEmpty {
            let values = code.parameters.compactMap { name in intent.responseParameters.first { $0.name == name } }
            let arguments = values.map { value in
                (values.count == 1 ? "_ " : "") + "\(SwiftName.escaped(value.name)): \(ValueSpelling.argument(value))"
            }
            let assignments = values.map { "        intentResponse.\(SwiftName.escaped($0.name)) = \(SwiftName.escaped($0.name))" }
            factories.append("""
                    /*!
                     @abstract Initializes and returns the response object with the \(code.name) code.
                     */
                    public static func \(SwiftName.escaped(code.name))(\(arguments.joined(separator: ", "))) -> \(response) {
                        let intentResponse = \(response)(code: .\(SwiftName.escaped(code.name)), userActivity: nil)
                \(assignments.joined(separator: "\n"))
                        return intentResponse
                    }
                """)
        }
        return """
            /*!
             @abstract Constants indicating the state of the response.
             */
            public enum \(response)Code: Int {
            \(codes.joined(separator: "\n"))
            }

            public class \(response): INIntentResponse {
            \(properties(intent.responseParameters, unset: unset))
                /*!
                 @abstract The response code indicating your success or failure in confirming or handling the intent.
                 */
                public fileprivate(set) var code: \(response)Code = .unspecified

                /*!
                 @abstract Initializes the response object with the specified code and user activity object.
                 */
                public convenience init(code: \(response)Code, userActivity: NSUserActivity?) {
                    self.init()
                    self.code = code
                    self.userActivity = userActivity
                }
            \(factories.isEmpty ? "" : "\n" + factories.joined(separator: "\n\n") + "\n")
            }

            """
    }
}
