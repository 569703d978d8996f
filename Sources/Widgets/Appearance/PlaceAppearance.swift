// The renders of what an extension draws besides its widget families: its Live Activity in one content state and
// one combination of ActivityAppearance's matrix, its control in one combination of ControlAppearance's. The
// gallery draws them and the legibility check measures them from this one matrix, named by this one type:
// `activity-<state>-<presentation>[-<mode>][-dark]` and `control-<presentation>[-<state>][-dark][-ios26]`, labelled
// `Lock Screen · goal met · dark` and `Action button · on`.
import Views

/// One render of a Live Activity or a control: what it is, its file stem and its label.
///
/// ```swift
/// PlaceAppearance.matrix(activityStates: ["5 of 8"], controlIsToggle: nil, schemes: [.light]).map(\.fileStem)
/// // ["activity-0-lockScreen", "activity-0-lockScreen-reducedLuminance", "activity-0-compact", …]
/// ```
public enum PlaceAppearance: Hashable, Sendable, CustomStringConvertible {
    /// The Live Activity in content state `state` (named `name`: `goal met`, `content state 1`), in a presentation,
    /// mode and scheme.
    case activity(ActivityAppearance, state: Int, name: String)
    /// The control in a presentation, state, scheme and OS profile.
    case control(ControlAppearance)

    /// `activity-<state>-<presentation>[-<mode>][-dark]` (``ActivityAppearance/fileStem``), or the control's
    /// (``ControlAppearance/fileStem``): `activity-1-standBy-night`, `control-lockScreen-on`.
    public var fileStem: String {
        switch self {
        case .activity(let appearance, let state, _): return "activity-\(state)-" + appearance.fileStem
        case .control(let appearance): return appearance.fileStem
        }
    }

    public var description: String { fileStem }

    /// How people name the render on a contact sheet (``ActivityAppearance/label(contentState:)``,
    /// ``ControlAppearance/label``): `Dynamic Island compact · content state 0`, `Control Center medium · on · dark`.
    public var label: String {
        switch self {
        case .activity(let appearance, _, let name): return appearance.label(contentState: name)
        case .control(let appearance): return appearance.label
        }
    }

    /// The label after what it is, as a message names the render: `activity Lock Screen · goal met · dark`,
    /// `control Action button · on`.
    public var name: String {
        switch self {
        case .activity: return "activity " + label
        case .control: return "control " + label
        }
    }

    /// The mode drawn: the activity's; a control is drawn in its own colours, full colour.
    public var mode: WidgetMode {
        switch self {
        case .activity(let appearance, _, _): return appearance.mode
        case .control: return .fullColor
        }
    }

    /// The colour scheme asked for (`.light` where the scheme is no axis of the presentation).
    public var colorScheme: ColorScheme {
        switch self {
        case .activity(let appearance, _, _): return appearance.colorScheme
        case .control(let appearance): return appearance.colorScheme
        }
    }

    /// The same render in `scheme`.
    public func withScheme(_ scheme: ColorScheme) -> PlaceAppearance {
        switch self {
        case .activity(var appearance, let state, let name):
            appearance.colorScheme = scheme
            return .activity(appearance, state: state, name: name)
        case .control(var appearance):
            appearance.colorScheme = scheme
            return .control(appearance)
        }
    }

    /// The full-colour render of the same presentation, content state and scheme that an activity drawn in another
    /// mode (the Always-On Lock Screen, the watch wrist down, StandBy at night) is judged against; nil for a
    /// full-colour render and for a control (always drawn in full colour).
    public var fullColorReference: PlaceAppearance? {
        guard case .activity(var appearance, let state, let name) = self, appearance.mode != .fullColor else {
            return nil
        }
        appearance.mode = .fullColor
        return .activity(appearance, state: state, name: name)
    }

    /// Every render, in a fixed order: for each content state in `activityStates` (empty: no Live Activity) the
    /// activity's matrix (``ActivityAppearance/matrix(presentations:modes:schemes:)``, in `os` when given), then,
    /// when `controlIsToggle` is not nil, the control's
    /// (``ControlAppearance/matrix(isToggle:presentations:schemes:profiles:)``, in `os` when given). `modes` narrows the activity's modes (empty: all); the control, drawn in its own colours, comes
    /// with full colour. `schemes` (empty: both) applies where the scheme is an axis.
    public static func matrix(activityStates: [String], controlIsToggle: Bool?, modes: [WidgetMode] = [],
                              schemes: [ColorScheme] = [], os: OSProfile? = nil) -> [PlaceAppearance] {
        var all: [PlaceAppearance] = []
        for (state, name) in activityStates.enumerated() {
            for var appearance in ActivityAppearance.matrix(modes: modes, schemes: schemes) {
                appearance.os = os == .standard ? nil : os
                all.append(.activity(appearance, state: state, name: name))
            }
        }
        if let controlIsToggle, modes.isEmpty || modes.contains(.fullColor) {
            for appearance in ControlAppearance.matrix(isToggle: controlIsToggle, schemes: schemes,
                                                       profiles: os.map { [$0] } ?? []) {
                all.append(.control(appearance))
            }
        }
        return all
    }
}
