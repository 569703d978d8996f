// The render matrix of a Live Activity: presentations × the modes each is shown in × colour schemes, and the file
// stem each is named by. It is WidgetAppearance's matrix for the places a Live Activity is drawn, named through its
// one naming function (``WidgetAppearance/fileStem(_:colorScheme:schemeIsAnAxis:qualifiers:dynamicTypeSize:localeIdentifier:layoutDirection:)``):
// `<presentation>[-<mode>][-dark][-ios26]`, the mode only where it is not full colour, the scheme only where it changes
// the pixels (``ActivityPresentation/isSchemeAnAxis``: the Lock Screen), the OS only where it is not the standard one.
import Views

/// One combination of a Live Activity's render matrix, and its file stem.
///
/// ```swift
/// ActivityAppearance.matrix(presentations: [.lockScreen, .compact]).map(\.fileStem)
/// // ["lockScreen", "lockScreen-dark", "lockScreen-reducedLuminance", "lockScreen-reducedLuminance-dark", "compact"]
/// ```
public struct ActivityAppearance: Hashable, Sendable, CustomStringConvertible {
    /// Where the activity is shown.
    public var presentation: ActivityPresentation
    /// The mode (one of ``ActivityPresentation/modes``).
    public var mode: WidgetMode
    /// The colour scheme (`.light` where the scheme is no axis).
    public var colorScheme: ColorScheme
    /// The OS profile (the system palette the activity's views resolve in); nil: ``Views/OSProfile/standard``.
    /// The Lock Screen, island, StandBy and Smart Stack sizes are the same in iOS 18 and iOS 26 [C].
    public var os: OSProfile?

    /// One combination; no check that the presentation is shown in the mode.
    public init(presentation: ActivityPresentation, mode: WidgetMode = .fullColor, colorScheme: ColorScheme = .light,
                os: OSProfile? = nil) {
        self.presentation = presentation
        self.mode = mode
        self.colorScheme = colorScheme
        self.os = os
    }

    /// The OS profile drawn: ``os``, else ``Views/OSProfile/standard``.
    public var resolvedOS: OSProfile { os ?? .standard }

    /// `<presentation>[-<mode>][-dark][-ios26]`: `lockScreen-reducedLuminance-dark`, `compact`, `standBy-night`.
    public var fileStem: String {
        WidgetAppearance.fileStem([presentation.rawValue] + (mode == .fullColor ? [] : [mode.rawValue]),
                                  colorScheme: colorScheme, schemeIsAnAxis: presentation.isSchemeAnAxis,
                                  qualifiers: resolvedOS == .standard ? [] : [resolvedOS.rawValue])
    }

    public var description: String { fileStem }

    /// How people name the render on a contact sheet: the presentation, the content state (`contentState`: its
    /// name or `content state 1`), the mode unless full colour, and `dark` where the scheme is an axis:
    /// `Lock Screen · goal met · reducedLuminance · dark`, `Dynamic Island compact · content state 0`.
    public func label(contentState: String) -> String {
        let mode = self.mode == .fullColor ? nil : self.mode.rawValue
        let dark = colorScheme == .dark && presentation.isSchemeAnAxis ? "dark" : nil
        return ([presentation.title, contentState] + [mode, dark].compactMap { $0 }).joined(separator: " · ")
    }

    /// Every combination, in a fixed order: presentations (`allCases` order when empty), then the modes each is
    /// shown in (narrowed to `modes` when given), then schemes (light before dark; `.light` alone where the scheme
    /// is no axis).
    public static func matrix(presentations: [ActivityPresentation] = [], modes: [WidgetMode] = [],
                              schemes: [ColorScheme] = []) -> [ActivityAppearance] {
        let presentations = presentations.isEmpty ? ActivityPresentation.allCases : presentations
        let schemes = schemes.isEmpty ? ColorScheme.allCases : schemes
        var all: [ActivityAppearance] = []
        for presentation in presentations {
            for mode in presentation.modes where modes.isEmpty || modes.contains(mode) {
                for scheme in presentation.isSchemeAnAxis ? schemes : [.light] {
                    all.append(ActivityAppearance(presentation: presentation, mode: mode, colorScheme: scheme))
                }
            }
        }
        return all
    }
}
