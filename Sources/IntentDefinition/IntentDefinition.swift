// The content of Xcode's `.intentdefinition` files (SiriKit's intent definition format, an XML property list)
// that Xcode's code generation turns into Swift: custom intents with their parameters and responses, enums
// and custom types. Titles, descriptions, prompts and localisation IDs are not kept: Xcode's generated Swift
// carries none of them (docs/platform-api.md "Intent definitions").
//
// The format was learned from public `.intentdefinition` files (keys `INIntents`, `INEnums`, `INTypes`,
// `INIntentParameters`, `INIntentResponse` …) and from the Swift files Xcode generated for them.

/// One `.intentdefinition` file: the intents, enums and custom types Xcode generates classes for.
public struct IntentDefinition: Equatable, Sendable {
    /// The custom intents (`INIntents` entries of type `Custom`), in file order.
    public var intents: [Intent] = []
    /// The enums (`INEnums`), in file order.
    public var enums: [Enumeration] = []
    /// The custom types (`INTypes`), in file order.
    public var types: [CustomType] = []

    /// An empty definition.
    public init() {}

    /// A custom intent: `<name>Intent`, `<name>IntentResponse`, `<name>IntentResponseCode`, `<name>IntentHandling`.
    public struct Intent: Equatable, Sendable {
        /// `INIntentName` (`Configuration` for Xcode's widget template).
        public var name: String
        /// The parameters (`INIntentParameters`), in file order.
        public var parameters: [Value]
        /// The response's properties (`INIntentResponseParameters`), in file order.
        public var responseParameters: [Value]
        /// The response codes of `INIntentResponseCodes`, in file order (the standard ones among them too: their
        /// format strings give factory methods).
        public var responseCodes: [ResponseCode]
        /// Whether `handle(intent:…)` is optional: the intent is only for widget configuration
        /// (`INIntentEligibleForWidgets` and `INIntentIneligibleForSuggestions`), as Xcode generates it then.
        public var handlingIsOptional: Bool

        /// An intent.
        public init(name: String, parameters: [Value] = [], responseParameters: [Value] = [],
                    responseCodes: [ResponseCode] = [], handlingIsOptional: Bool = false) {
            self.name = name
            self.parameters = parameters
            self.responseParameters = responseParameters
            self.responseCodes = responseCodes
            self.handlingIsOptional = handlingIsOptional
        }

        /// The generated class's name: Xcode appends `Intent` to `INIntentName` (even one that ends in `Intent`).
        public var className: String { name + "Intent" }
    }

    /// A named, typed value: an intent parameter, a response parameter or a custom type's property.
    public struct Value: Equatable, Sendable {
        /// The property name (`INIntentParameterName` …).
        public var name: String
        /// What it holds.
        public var type: ValueType
        /// `…SupportsMultipleValues`: an array of `type`.
        public var isArray: Bool
        /// `INIntentParameterSupportsResolution`: the handling protocol has `resolve<Name>`.
        public var supportsResolution: Bool
        /// `INIntentParameterSupportsDynamicEnumeration`: the handling protocol has `provide<Name>OptionsCollection`
        /// and `default<Name>`.
        public var hasDynamicOptions: Bool

        /// A value.
        public init(name: String, type: ValueType, isArray: Bool = false, supportsResolution: Bool = false,
                    hasDynamicOptions: Bool = false) {
            self.name = name
            self.type = type
            self.isArray = isArray
            self.supportsResolution = supportsResolution
            self.hasDynamicOptions = hasDynamicOptions
        }
    }

    /// The types Xcode's Swift generation maps (`INIntentParameterType`, with `…EnumType` / `…ObjectType`).
    public enum ValueType: Equatable, Sendable {
        /// `String` → `String`.
        case string
        /// `Integer` → `NSNumber`.
        case integer
        /// `Decimal` → `NSNumber`.
        case decimal
        /// `Boolean` → `NSNumber`.
        case boolean
        /// `DateComponents` → `DateComponents`.
        case dateComponents
        /// `URL` → `URL`.
        case url
        /// `Duration` → `NSNumber` (seconds).
        case duration
        /// `SpeakableString` → `INSpeakableString`.
        case speakableString
        /// `Object` with `…ObjectType`: a custom type of `INTypes`.
        case object(String)
        /// `Integer` with `…EnumType`: an enum of `INEnums`.
        case enumeration(String)
    }

    /// An enum: `public enum <name>: Int` and `<name>ResolutionResult`.
    public struct Enumeration: Equatable, Sendable {
        /// `INEnumName`.
        public var name: String
        /// The cases (`INEnumValues`): name and raw value.
        public var cases: [Case]

        /// An enum.
        public init(name: String, cases: [Case]) {
            self.name = name
            self.cases = cases
        }

        /// One case: `INEnumValueName` and `INEnumValueIndex` (0 when absent, as for Xcode's `unknown`).
        public struct Case: Equatable, Sendable {
            /// The case name.
            public var name: String
            /// The raw value.
            public var index: Int

            /// A case.
            public init(name: String, index: Int) {
                self.name = name
                self.index = index
            }
        }

        /// The case an unset property holds: the one with raw value 0 (Xcode's `unknown`), else the first.
        public var unsetCase: Case? { cases.first { $0.index == 0 } ?? cases.first }
    }

    /// A custom type: an `INObject` subclass `<name>` and `<name>ResolutionResult`.
    public struct CustomType: Equatable, Sendable {
        /// `INTypeName`.
        public var name: String
        /// Its own properties (`INTypeProperties` except the four `INObject` has: `INTypePropertyDefault`).
        public var properties: [Value]

        /// A custom type.
        public init(name: String, properties: [Value]) {
            self.name = name
            self.properties = properties
        }
    }

    /// A response code (a custom one is numbered from 100, after Xcode's seven standard codes) and the response
    /// properties its format string names (`${name}`), which its factory method takes.
    public struct ResponseCode: Equatable, Sendable {
        /// `INIntentResponseCodeName`.
        public var name: String
        /// The response parameters its format string names, in order of first mention.
        public var parameters: [String]

        /// A response code.
        public init(name: String, parameters: [String] = []) {
            self.name = name
            self.parameters = parameters
        }
    }

    /// Xcode's standard response codes, raw values 0 to 6, in order.
    public static let standardResponseCodes = ["unspecified", "ready", "continueInApp", "inProgress", "success", "failure",
                                               "failureRequiringAppLaunch"]
}
