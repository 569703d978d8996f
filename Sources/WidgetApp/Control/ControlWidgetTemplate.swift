import Widgets

/// The content of a control: WidgetKit's `ControlWidgetTemplate` (`ControlWidgetButton`,
/// `ControlWidgetToggle`).
public protocol ControlWidgetTemplate {
    /// What the system draws: the template's symbol, title, value label, state and tint. Do not implement
    /// or call it.
    func _controlContent() -> ControlTemplateContent
}
