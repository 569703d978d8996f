import Views
import WidgetIntents
import Widgets

/// A control template with a tint (`tint(_:)`): WidgetKit's modified control template.
public struct TintedControlWidgetTemplate<Content: ControlWidgetTemplate>: ControlWidgetTemplate {
    /// The template tinted.
    public let content: Content
    /// The tint colour (nil: the system's).
    public let tint: Color?

    /// The content with this tint (an inner `tint(_:)` wins, as SwiftUI's innermost modifier does).
    public func _controlContent() -> ControlTemplateContent {
        var resolved = content._controlContent()
        if resolved.tint == nil { resolved.tint = tint }
        return resolved
    }
}

extension ControlWidgetTemplate {
    /// Sets the control's tint colour (WidgetKit's `tint(_:)` on a template): the fill of an on toggle's
    /// symbol circle. Controls ignore `tint` on their label, so it goes on the template:
    ///
    /// ```swift
    /// ControlWidgetToggle("Garage Door", isOn: isOpen, action: ToggleGarageDoor()) { Label($0 ? "Open" : "Closed", systemImage: "door.garage.open") }
    ///     .tint(.orange)
    /// ```
    public func tint(_ tint: Color?) -> TintedControlWidgetTemplate<Self> {
        TintedControlWidgetTemplate(content: self, tint: tint)
    }
}

/// A control's label with the text shown for the Action button (`controlWidgetActionHint(_:)`); it draws
/// its content unchanged.
public struct ControlActionHintLabel<Content: View>: View {
    /// The label.
    public let content: Content
    /// The hint.
    public let hint: ControlActionHint

    /// The label as it is.
    public var body: some View { content }
}

/// The text the Action button shows for a control (`controlWidgetActionHint(_:)`).
public struct ControlActionHint {
    /// The hint, drawn.
    public let text: Text
    /// The hint as a string, where it was given as one (a key, a string or a resource).
    public let string: String?

    /// The hint on `label` when the label is the modified view itself (as Apple's examples write it:
    /// `Label(…).controlWidgetActionHint(…)`); nil otherwise.
    static func of<Label: View>(_ label: Label) -> ControlActionHint? {
        (label as? any ControlActionHinted)?.actionHint
    }
}

/// A view that carries an action hint.
protocol ControlActionHinted {
    var actionHint: ControlActionHint { get }
}

extension ControlActionHintLabel: ControlActionHinted {
    var actionHint: ControlActionHint { hint }
}

extension View {
    /// The text shown next to the Action Button for the control this label describes (WidgetKit's
    /// `controlWidgetActionHint(_:)`): drawn in the Action button presentation.
    ///
    /// ```swift
    /// Label("Ping My Watch", systemImage: "applewatch").controlWidgetActionHint("Ping")
    /// ```
    public func controlWidgetActionHint(_ hint: Text) -> ControlActionHintLabel<Self> {
        ControlActionHintLabel(content: self, hint: ControlActionHint(text: hint, string: nil))
    }

    /// The action hint from a localized key.
    public func controlWidgetActionHint(_ hintKey: LocalizedStringKey) -> ControlActionHintLabel<Self> {
        ControlActionHintLabel(content: self, hint: ControlActionHint(text: Text(hintKey), string: hintKey.key))
    }

    /// The action hint from a string.
    @_disfavoredOverload
    public func controlWidgetActionHint<S: StringProtocol>(_ hint: S) -> ControlActionHintLabel<Self> {
        ControlActionHintLabel(content: self, hint: ControlActionHint(text: Text(verbatim: String(hint)),
                                                                      string: String(hint)))
    }

    /// The action hint from a localized string resource.
    @_disfavoredOverload
    public func controlWidgetActionHint(_ hint: LocalizedStringResource) -> ControlActionHintLabel<Self> {
        ControlActionHintLabel(content: self, hint: ControlActionHint(text: Text(verbatim: hint.defaultValue),
                                                                      string: hint.defaultValue))
    }
}
