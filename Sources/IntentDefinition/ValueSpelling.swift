// The Swift types of a generated value, as Xcode spells them: the stored property (`String?`, `NSNumber?`,
// an enum without optional), the resolution result of `resolve<Name>`, the element of an options collection
// and the value of `default<Name>`.

/// Type spellings of an IntentDefinition.Value.
enum ValueSpelling {
    /// The element type: `String`, `NSNumber`, a custom type or an enum.
    static func element(_ type: IntentDefinition.ValueType) -> String {
        switch type {
        case .string: "String"
        case .integer, .decimal, .boolean, .duration: "NSNumber"
        case .dateComponents: "DateComponents"
        case .url: "URL"
        case .speakableString: "INSpeakableString"
        case .object(let name), .enumeration(let name): name
        }
    }

    /// The stored property's type and initial value (`String? = nil` is written `String?`; a single enum starts
    /// at its unset case; an array of enum values holds their raw values as `NSNumber`s).
    /// `unset` maps each enum to the name of its unset case (IntentDefinition.Enumeration.unsetCase).
    static func property(_ value: IntentDefinition.Value, unset: [String: String]) -> String {
        switch (value.type, value.isArray) {
        case (.enumeration, true): return "[NSNumber]?"
        case (.enumeration(let name), false): return "\(name) = .\(SwiftName.quoted(unset[name] ?? "unknown"))"
        case (let type, true): return "[\(element(type))]?"
        case (let type, false): return element(type) + "?"
        }
    }

    /// The type a factory method takes for a response parameter (not optional).
    static func argument(_ value: IntentDefinition.Value) -> String {
        switch (value.type, value.isArray) {
        case (.enumeration, true): "[NSNumber]"
        case (let type, true): "[\(element(type))]"
        case (let type, false): element(type)
        }
    }

    /// The resolution result class of one value of `type`.
    static func resolutionResult(_ type: IntentDefinition.ValueType) -> String {
        switch type {
        case .string: "INStringResolutionResult"
        case .integer: "INIntegerResolutionResult"
        case .decimal: "INDoubleResolutionResult"
        case .boolean: "INBooleanResolutionResult"
        case .dateComponents: "INDateComponentsResolutionResult"
        case .url: "INURLResolutionResult"
        case .duration: "INTimeIntervalResolutionResult"
        case .speakableString: "INSpeakableStringResolutionResult"
        case .object(let name), .enumeration(let name): name + "ResolutionResult"
        }
    }

    /// What `resolve<Name>` completes with: one result, or one per value for an array.
    static func resolution(_ value: IntentDefinition.Value) -> String {
        value.isArray ? "[\(resolutionResult(value.type))]" : resolutionResult(value.type)
    }

    /// The element of `provide<Name>OptionsCollection`'s collection (an object type, as Xcode uses
    /// `NSString`/`NSNumber`), or nil where Xcode generates no dynamic options (enums, date components).
    static func option(_ type: IntentDefinition.ValueType) -> String? {
        switch type {
        case .string: "NSString"
        case .integer, .decimal, .boolean, .duration: "NSNumber"
        case .url: "NSURL"
        case .speakableString: "INSpeakableString"
        case .object(let name): name
        case .dateComponents, .enumeration: nil
        }
    }
}
