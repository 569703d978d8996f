import Views
import Widgets

/// One look a golden shows a widget in: a rendering mode in light, and full colour in dark too (the one mode
/// whose pixels follow the caller's scheme everywhere). `<mode>[-dark]` ends the golden's name.
public struct WidgetLook: CustomStringConvertible, Sendable {
    /// The rendering mode.
    public var mode: WidgetMode
    /// The colour scheme.
    public var scheme: ColorScheme

    /// `fullColor`, `fullColor-dark`, `vibrant` …
    public var description: String { "\(mode)\(scheme == .dark ? "-dark" : "")" }

    /// Every mode in light, full colour in dark too, in `WidgetMode.allCases` order.
    public static let all: [WidgetLook] = WidgetMode.allCases.flatMap { mode -> [WidgetLook] in
        mode == .fullColor
            ? [WidgetLook(mode: mode, scheme: .light), WidgetLook(mode: mode, scheme: .dark)]
            : [WidgetLook(mode: mode, scheme: .light)]
    }
}
