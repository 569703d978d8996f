import Views
import WidgetIntents

/// A control template with a tint (`tint(_:)`): WidgetKit's modified control template.
public struct TintedControlWidgetTemplate<Content: ControlWidgetTemplate>: ControlWidgetTemplate {
    /// The template tinted.
    public let content: Content
    /// The tint colour (nil: the system's).
    public let tint: Color?
}

extension ControlWidgetTemplate {
    /// Sets the control's tint colour (WidgetKit's `tint(_:)` on a template; accepted, inert until controls
    /// are drawn). Controls ignore `tint` on their label, so it goes on the template:
    ///
    /// ```swift
    /// ControlWidgetToggle("Garage Door", isOn: isOpen, action: ToggleGarageDoor()) { Label($0 ? "Open" : "Closed", systemImage: "door.garage.open") }
    ///     .tint(.orange)
    /// ```
    public func tint(_ tint: Color?) -> TintedControlWidgetTemplate<Self> {
        TintedControlWidgetTemplate(content: self, tint: tint)
    }
}

extension View {
    /// The text shown next to the Action Button for the control this label describes (WidgetKit's
    /// `controlWidgetActionHint(_:)`; accepted, inert until controls are drawn).
    ///
    /// ```swift
    /// Label("Ping My Watch", systemImage: "applewatch").controlWidgetActionHint("Ping")
    /// ```
    public func controlWidgetActionHint(_ hint: Text) -> some View { self }

    /// The action hint from a localized key.
    public func controlWidgetActionHint(_ hintKey: LocalizedStringKey) -> some View { self }

    /// The action hint from a string.
    @_disfavoredOverload
    public func controlWidgetActionHint<S: StringProtocol>(_ hint: S) -> some View { self }

    /// The action hint from a localized string resource.
    @_disfavoredOverload
    public func controlWidgetActionHint(_ hint: LocalizedStringResource) -> some View { self }
}
