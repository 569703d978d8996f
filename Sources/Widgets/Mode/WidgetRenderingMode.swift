/// How the system draws a widget, as WidgetKit reports it in `@Environment(\.widgetRenderingMode)`.
///
/// WidgetKit has three: full colour, accented (tinted Home Screen, watch faces) and vibrant (Lock Screen,
/// StandBy at night). Our five output modes (`WidgetMode`) map onto these.
public enum WidgetRenderingMode: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Colours as the widget draws them (WIDGETKIT.md §1.2).
    case fullColor
    /// Two tinted groups: default and `widgetAccentable()` (§1.3).
    case accented
    /// Desaturated, luminance-driven monochrome over a material (§1.5).
    case vibrant

    public var description: String { rawValue }
}
