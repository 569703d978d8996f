import Views
import WidgetIntents
import Widgets

/// A control that performs an intent when tapped: WidgetKit's `ControlWidgetButton`.
///
/// ```swift
/// ControlWidgetButton(action: StartTimerIntent()) {
///     Label("Start Timer", systemImage: "timer")
/// }
/// ```
/// Performing the intent is inert here. Drawn as its label's symbol, with the label's title beside it in
/// Control Center's medium and large sizes.
public struct ControlWidgetButton<Label: View>: ControlWidgetTemplate {
    /// The intent's type name.
    public let actionName: String
    /// The button's label.
    public let label: Label

    /// A button performing `action`, labelled by `label`.
    public init<Action: AppIntent>(action: Action, @ViewBuilder label: () -> Label) {
        self.actionName = "\(Action.self)"
        self.label = label()
    }

    /// The label, its action hint and the action.
    public func _controlContent() -> ControlTemplateContent {
        let hint = ControlActionHint.of(label)
        return ControlTemplateContent(kind: .button, label: AnyView(label), actionHint: hint?.text,
                                      actionHintString: hint?.string, actionName: actionName)
    }
}
