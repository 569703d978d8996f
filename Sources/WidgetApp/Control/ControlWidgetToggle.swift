import Views
import WidgetIntents
import Widgets

/// A control that switches a value with an intent: WidgetKit's `ControlWidgetToggle`.
///
/// ```swift
/// ControlWidgetToggle("Timer", isOn: isRunning, action: ToggleTimerIntent()) { isOn in
///     Label(isOn ? "Running" : "Stopped", systemImage: "timer")
/// }
/// ```
/// Performing the intent is inert here. Drawn as the value label's symbol (in the tint when on), the title
/// and the value label's text.
public struct ControlWidgetToggle<ValueLabel: View>: ControlWidgetTemplate {
    /// The toggle's title.
    public let title: String
    /// Whether it is on.
    public let isOn: Bool
    /// The intent's type name.
    public let actionName: String
    /// The label for the current value.
    public let valueLabel: ValueLabel
    /// The label for the other value (the system draws the toggle in either state).
    let otherValueLabel: ValueLabel

    /// A toggle titled `titleKey`, on when `isOn`, that sets its value with `action`.
    public init<Action: SetValueIntent>(_ titleKey: LocalizedStringKey, isOn: Bool, action: Action,
                                        @ViewBuilder valueLabel: (Bool) -> ValueLabel) where Action.ValueType == Bool {
        self.title = titleKey.key
        self.isOn = isOn
        self.actionName = "\(Action.self)"
        self.valueLabel = valueLabel(isOn)
        self.otherValueLabel = valueLabel(!isOn)
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
        self.otherValueLabel = valueLabel(!isOn)
    }

    /// The title, the value label for the state, its action hint and the action.
    public func _controlContent() -> ControlTemplateContent {
        let hint = ControlActionHint.of(valueLabel)
        let otherHint = ControlActionHint.of(otherValueLabel)
        var content = ControlTemplateContent(kind: .toggle, title: Text(verbatim: title), titleString: title,
                                             label: AnyView(valueLabel), isOn: isOn, actionHint: hint?.text,
                                             actionHintString: hint?.string, actionName: actionName)
        content.switched = (AnyView(otherValueLabel), otherHint?.text, otherHint?.string)
        return content
    }
}
