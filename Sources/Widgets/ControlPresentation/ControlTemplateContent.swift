import Views

/// What a control template declares, as the system draws it: WidgetKit's button or toggle template,
/// resolved for one value (WidgetApp's `ControlWidgetButton` and `ControlWidgetToggle` make it).
///
/// ```swift
/// let content = ControlTemplateContent(kind: .toggle, title: Text("Start Timer"), titleString: "Start Timer",
///                                      label: AnyView(Label("On", systemImage: "timer")), isOn: true)
/// ControlView(content: content, presentation: .controlCenterMedium)
/// ```
public struct ControlTemplateContent {
    /// Which template.
    public enum Kind: String, Hashable, Sendable {
        /// `ControlWidgetButton`: performs an action.
        case button
        /// `ControlWidgetToggle`: switches a value on and off.
        case toggle
    }

    /// The template.
    public var kind: Kind
    /// The toggle's title (`ControlWidgetToggle("Start Timer", …)`); nil for a button, whose label's title is
    /// its title.
    public var title: Text?
    /// The title as a string, where it was given as one.
    public var titleString: String?
    /// The label: a button's label, a toggle's value label (a `Label` with a symbol and a text, as
    /// Apple's templates write it).
    public var label: AnyView
    /// True when the toggle is on (false for a button).
    public var isOn: Bool
    /// The template's `tint(_:)`; nil: the system's (``ControlView/defaultTint``).
    public var tint: Color?
    /// The label's `controlWidgetActionHint(_:)`.
    public var actionHint: Text?
    /// The action hint as a string, where it was given as one.
    public var actionHintString: String?
    /// The action's intent type name (recorded; never performed).
    public var actionName: String
    /// A toggle's value label for the other state (its `valueLabel` closure called with `!isOn`), with its action
    /// hint; nil when the template gave none.
    public var switched: (label: AnyView, actionHint: Text?, actionHintString: String?)?

    /// A template's content.
    public init(kind: Kind, title: Text? = nil, titleString: String? = nil, label: AnyView, isOn: Bool = false,
                tint: Color? = nil, actionHint: Text? = nil, actionHintString: String? = nil, actionName: String = "") {
        self.kind = kind
        self.title = title
        self.titleString = titleString
        self.label = label
        self.isOn = isOn
        self.tint = tint
        self.actionHint = actionHint
        self.actionHintString = actionHintString
        self.actionName = actionName
    }

    /// The content in `state`: a toggle switched to it, with the value label its template gives for that state
    /// (unchanged when it gave none); a button as it is.
    public func inState(_ state: ControlState) -> ControlTemplateContent {
        var copy = self
        copy.isOn = kind == .toggle && state.isOn
        if copy.isOn != isOn, let switched {
            copy.label = switched.label
            copy.actionHint = switched.actionHint
            copy.actionHintString = switched.actionHintString
            copy.switched = (label, actionHint, actionHintString)
        }
        return copy
    }
}
