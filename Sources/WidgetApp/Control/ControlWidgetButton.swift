import Views
import WidgetIntents

/// A control that performs an intent when tapped: WidgetKit's `ControlWidgetButton`.
///
/// ```swift
/// ControlWidgetButton(action: StartTimerIntent()) {
///     Label("Start Timer", systemImage: "timer")
/// }
/// ```
/// Performing the intent is inert here.
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
}
