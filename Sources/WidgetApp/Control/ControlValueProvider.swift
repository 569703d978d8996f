/// Supplies a control's current value: WidgetKit's `ControlValueProvider`.
///
/// ```swift
/// struct TimerValueProvider: ControlValueProvider {
///     var previewValue: Bool { false }
///     func currentValue() async throws -> Bool { false }
/// }
/// ```
public protocol ControlValueProvider {
    /// The value type.
    associatedtype Value
    /// The value shown in the controls gallery.
    var previewValue: Value { get }
    /// The current value (never asked here).
    func currentValue() async throws -> Value
}
