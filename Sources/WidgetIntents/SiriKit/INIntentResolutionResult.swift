import Foundation

/// How an intent handler resolved one parameter: Intents' `INIntentResolutionResult`, the base of the
/// `resolve<Parameter>` results (the `<Type>ResolutionResult` classes generated from an `.intentdefinition`
/// file among them). The outcome is kept (``resolution``); nothing asks Siri anything here.
open class INIntentResolutionResult: NSObject {
    /// What a resolution result says.
    public enum Resolution: Equatable, Sendable {
        /// `needsValue()`.
        case needsValue
        /// `notRequired()`.
        case notRequired
        /// `unsupported()`.
        case unsupported
        /// `success(with:)`.
        case success
        /// `disambiguation(with:)`.
        case disambiguation
        /// `confirmationRequired(with:)`.
        case confirmationRequired
    }

    /// The outcome (`.notRequired` for a result made with `init()`).
    public internal(set) var resolution: Resolution = .notRequired
    /// The resolved value, the values to choose from or the value to confirm (nil for the others).
    public internal(set) var resolvedValue: Any?

    /// A result that requires nothing.
    public required override init() {
        super.init()
    }

    /// A result of `resolution` with `value` (the factories of the subclasses).
    static func make(_ resolution: Resolution, _ value: Any?) -> Self {
        let result = self.init()
        result.resolution = resolution
        result.resolvedValue = value
        return result
    }

    /// The parameter needs a value the user has not given.
    open class func needsValue() -> Self { make(.needsValue, nil) }
    /// The parameter needs no value.
    open class func notRequired() -> Self { make(.notRequired, nil) }
    /// The value given is not supported.
    open class func unsupported() -> Self { make(.unsupported, nil) }
}

/// A resolved `String` parameter: Intents' `INStringResolutionResult`.
open class INStringResolutionResult: INIntentResolutionResult {
    /// Proceed with `resolvedString`.
    open class func success(with resolvedString: String) -> Self { make(.success, resolvedString) }
    /// Ask which of `stringsToDisambiguate`.
    open class func disambiguation(with stringsToDisambiguate: [String]) -> Self { make(.disambiguation, stringsToDisambiguate) }
    /// Ask to confirm `stringToConfirm`.
    open class func confirmationRequired(with stringToConfirm: String?) -> Self { make(.confirmationRequired, stringToConfirm) }
}

/// A resolved `Integer` parameter: Intents' `INIntegerResolutionResult`.
open class INIntegerResolutionResult: INIntentResolutionResult {
    /// Proceed with `resolvedValue`.
    open class func success(with resolvedValue: Int) -> Self { make(.success, resolvedValue) }
    /// Ask to confirm `valueToConfirm`.
    open class func confirmationRequired(with valueToConfirm: NSNumber?) -> Self { make(.confirmationRequired, valueToConfirm) }
}

/// A resolved `Decimal` parameter: Intents' `INDoubleResolutionResult`.
open class INDoubleResolutionResult: INIntentResolutionResult {
    /// Proceed with `resolvedValue`.
    open class func success(with resolvedValue: Double) -> Self { make(.success, resolvedValue) }
    /// Ask to confirm `valueToConfirm`.
    open class func confirmationRequired(with valueToConfirm: NSNumber?) -> Self { make(.confirmationRequired, valueToConfirm) }
}

/// A resolved `Boolean` parameter: Intents' `INBooleanResolutionResult`.
open class INBooleanResolutionResult: INIntentResolutionResult {
    /// Proceed with `resolvedValue`.
    open class func success(with resolvedValue: Bool) -> Self { make(.success, resolvedValue) }
    /// Ask to confirm `valueToConfirm`.
    open class func confirmationRequired(with valueToConfirm: NSNumber?) -> Self { make(.confirmationRequired, valueToConfirm) }
}

/// A resolved `DateComponents` parameter: Intents' `INDateComponentsResolutionResult`.
open class INDateComponentsResolutionResult: INIntentResolutionResult {
    /// Proceed with `resolvedDateComponents`.
    open class func success(with resolvedDateComponents: DateComponents) -> Self { make(.success, resolvedDateComponents) }
    /// Ask which of `dateComponentsToDisambiguate`.
    open class func disambiguation(with dateComponentsToDisambiguate: [DateComponents]) -> Self {
        make(.disambiguation, dateComponentsToDisambiguate)
    }
    /// Ask to confirm `dateComponentsToConfirm`.
    open class func confirmationRequired(with dateComponentsToConfirm: DateComponents?) -> Self {
        make(.confirmationRequired, dateComponentsToConfirm)
    }
}

/// A resolved `URL` parameter: Intents' `INURLResolutionResult`.
open class INURLResolutionResult: INIntentResolutionResult {
    /// Proceed with `resolvedURL`.
    open class func success(with resolvedURL: URL) -> Self { make(.success, resolvedURL) }
    /// Ask which of `urlsToDisambiguate`.
    open class func disambiguation(with urlsToDisambiguate: [URL]) -> Self { make(.disambiguation, urlsToDisambiguate) }
    /// Ask to confirm `urlToConfirm`.
    open class func confirmationRequired(with urlToConfirm: URL?) -> Self { make(.confirmationRequired, urlToConfirm) }
}

/// A resolved `Duration` parameter: Intents' `INTimeIntervalResolutionResult`.
open class INTimeIntervalResolutionResult: INIntentResolutionResult {
    /// Proceed with `resolvedTimeInterval`.
    open class func success(with resolvedTimeInterval: TimeInterval) -> Self { make(.success, resolvedTimeInterval) }
    /// Ask to confirm `timeIntervalToConfirm`.
    open class func confirmationRequired(with timeIntervalToConfirm: TimeInterval) -> Self {
        make(.confirmationRequired, timeIntervalToConfirm)
    }
}

/// A resolved `SpeakableString` parameter: Intents' `INSpeakableStringResolutionResult`.
open class INSpeakableStringResolutionResult: INIntentResolutionResult {
    /// Proceed with `resolvedString`.
    open class func success(with resolvedString: INSpeakableString) -> Self { make(.success, resolvedString) }
    /// Ask which of `stringsToDisambiguate`.
    open class func disambiguation(with stringsToDisambiguate: [INSpeakableString]) -> Self {
        make(.disambiguation, stringsToDisambiguate)
    }
    /// Ask to confirm `stringToConfirm`.
    open class func confirmationRequired(with stringToConfirm: INSpeakableString?) -> Self {
        make(.confirmationRequired, stringToConfirm)
    }
}

/// A resolved custom-type parameter: Intents' `INObjectResolutionResult`, the base of the generated
/// `<Type>ResolutionResult`s.
open class INObjectResolutionResult: INIntentResolutionResult {
    /// Proceed with `resolvedObject`.
    open class func success(with resolvedObject: INObject) -> Self { make(.success, resolvedObject) }
    /// Ask which of `objectsToDisambiguate`.
    open class func disambiguation(with objectsToDisambiguate: [INObject]) -> Self { make(.disambiguation, objectsToDisambiguate) }
    /// Ask to confirm `objectToConfirm`.
    open class func confirmationRequired(with objectToConfirm: INObject?) -> Self { make(.confirmationRequired, objectToConfirm) }
}

/// A resolved enum parameter: Intents' `INEnumResolutionResult`, the base of the generated
/// `<Enum>ResolutionResult`s, which pass the case's raw value.
open class INEnumResolutionResult: INIntentResolutionResult {
    /// Proceed with the case whose raw value is `resolvedValue` (the generated `success(with:)` calls it).
    public class func __success(withResolvedValue resolvedValue: Int) -> Self { make(.success, resolvedValue) }
    /// Ask to confirm the case whose raw value is `valueToConfirm` (the generated `confirmationRequired(with:)`).
    public class func __confirmationRequiredWithValue(toConfirm valueToConfirm: Int) -> Self {
        make(.confirmationRequired, valueToConfirm)
    }
}
