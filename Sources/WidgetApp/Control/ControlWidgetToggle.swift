import Views
import WidgetIntents

/// A control that switches a value with an intent: WidgetKit's `ControlWidgetToggle`.
///
/// ```swift
/// ControlWidgetToggle("Timer", isOn: isRunning, action: ToggleTimerIntent()) { isOn in
///     Label(isOn ? "Running" : "Stopped", systemImage: "timer")
/// }
/// ```
/// Performing the intent is inert here.
public struct ControlWidgetToggle<ValueLabel: View>: ControlWidgetTemplate {
    /// The toggle's title.
    public let title: String
    /// Whether it is on.
    public let isOn: Bool
    /// The intent's type name.
    public let actionName: String
    /// The label for the current value.
    public let valueLabel: ValueLabel

    /// A toggle titled `titleKey`, on when `isOn`, that sets its value with `action`.
    public init<Action: SetValueIntent>(_ titleKey: LocalizedStringKey, isOn: Bool, action: Action,
                                        @ViewBuilder valueLabel: (Bool) -> ValueLabel) where Action.ValueType == Bool {
        self.title = titleKey.key
        self.isOn = isOn
        self.actionName = "\(Action.self)"
        self.valueLabel = valueLabel(isOn)
    }

    /// A toggle titled by a string.
    @_disfavoredOverload
    public init<Action: SetValueIntent, S: StringProtocol>(_ title: S, isOn: Bool, action: Action,
                                                           @ViewBuilder valueLabel: (Bool) -> ValueLabel)
    where Action.ValueType == Bool {
        self.title = String(title)
        self.isOn = isOn
        self.actionName = "\(Action.self)"
        self.valueLabel = valueLabel(isOn)
    }
}
