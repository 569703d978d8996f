/// The content of a control: WidgetKit's `ControlWidgetTemplate` (`ControlWidgetButton`,
/// `ControlWidgetToggle`).
public protocol ControlWidgetTemplate {}
