/// An intent that sets one value, such as a control's toggle: AppIntents' `SetValueIntent`.
///
/// ```swift
/// struct ToggleTimerIntent: SetValueIntent {
///     static var title: LocalizedStringResource = "Start Timer"
///     @Parameter(title: "Running") var value: Bool
///     func perform() async throws -> some IntentResult { .result() }
/// }
/// ```
public protocol SetValueIntent<ValueType>: AppIntent {
    /// The type of the value set.
    associatedtype ValueType: _IntentValue
    /// The value to set.
    var value: ValueType { get set }
}
