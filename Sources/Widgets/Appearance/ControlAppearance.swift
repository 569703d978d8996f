// The render matrix of a control: presentations × states × colour schemes, and the file stem each is named
// by. It is WidgetAppearance's matrix for the places a control is drawn, named through its one naming
// function (``WidgetAppearance/fileStem(_:colorScheme:schemeIsAnAxis:qualifiers:dynamicTypeSize:localeIdentifier:layoutDirection:)``):
// `control-<presentation>-<on|off>[-dark][-ios26]`, the OS only where it is not the standard one, the scheme only where it changes the pixels
// (``ControlPresentation/isSchemeAnAxis``), the state only for a toggle (a button is drawn the same).
import Views

/// One combination of a control's render matrix, and its file stem.
///
/// ```swift
/// ControlAppearance.matrix(isToggle: true).map(\.fileStem)
/// // ["control-controlCenterSmall-off", "control-controlCenterSmall-off-dark", "control-controlCenterSmall-on", …]
/// ```
public struct ControlAppearance: Hashable, Sendable, CustomStringConvertible {
    /// Where the control is drawn.
    public var presentation: ControlPresentation
    /// The toggle's state; nil: a button, or the state the control's value gives.
    public var state: ControlState?
    /// The colour scheme (`.light` where the scheme is no axis).
    public var colorScheme: ColorScheme
    /// The OS profile; nil: ``Views/OSProfile/standard``.
    public var os: OSProfile?

    /// The OS profile drawn.
    public var resolvedOS: OSProfile { os ?? .standard }

    /// One combination.
    public init(presentation: ControlPresentation, state: ControlState? = nil, colorScheme: ColorScheme = .light,
                os: OSProfile? = nil) {
        self.presentation = presentation
        self.state = state
        self.colorScheme = colorScheme
        self.os = os
    }

    /// `control-<presentation>[-<state>][-dark][-ios26]`.
    public var fileStem: String {
        let head = ["control", presentation.rawValue] + (state.map { [$0.rawValue] } ?? [])
        let profile = resolvedOS == .standard ? [] : [resolvedOS.rawValue]
        return WidgetAppearance.fileStem(head, colorScheme: colorScheme, schemeIsAnAxis: presentation.isSchemeAnAxis,
                                         qualifiers: profile)
    }

    public var description: String { fileStem }

    /// How people name the render on a contact sheet: the presentation, the toggle's state, `dark` where the scheme
    /// is an axis, the OS where it is not the standard one: `Control Center medium · on · dark`, `Action button`.
    public var label: String {
        let dark = colorScheme == .dark && presentation.isSchemeAnAxis ? "dark" : nil
        let profile = resolvedOS == .standard ? nil : resolvedOS.rawValue
        return ([presentation.title] + [state?.rawValue, dark, profile].compactMap { $0 }).joined(separator: " · ")
    }

    /// Every combination, in a fixed order: OS profiles (empty: the standard one alone), then presentations
    /// (`allCases` order when empty), then states (off before on; for a toggle only), then schemes (light before
    /// dark; `.light` alone where the scheme is no axis).
    public static func matrix(isToggle: Bool, presentations: [ControlPresentation] = [],
                              schemes: [ColorScheme] = [], profiles: [OSProfile] = []) -> [ControlAppearance] {
        let presentations = presentations.isEmpty ? ControlPresentation.allCases : presentations
        let schemes = schemes.isEmpty ? ColorScheme.allCases : schemes
        let states: [ControlState?] = isToggle ? ControlState.allCases : [nil]
        let profiles: [OSProfile?] = profiles.isEmpty ? [nil] : profiles.map { $0 == .standard ? nil : $0 }
        var all: [ControlAppearance] = []
        for os in profiles {
            for presentation in presentations {
                for state in states {
                    for scheme in presentation.isSchemeAnAxis ? schemes : [.light] {
                        all.append(ControlAppearance(presentation: presentation, state: state, colorScheme: scheme,
                                                     os: os))
                    }
                }
            }
        }
        return all
    }
}
