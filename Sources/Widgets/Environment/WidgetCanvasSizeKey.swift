import Graphics
import Views

private struct WidgetCanvasSizeKey: EnvironmentKey {
    static let defaultValue: Size? = nil
}

extension EnvironmentValues {
    /// The layout size of the widget being rendered, in points; nil outside a widget render.
    /// Set by `WidgetCanvas.environment(_:isBackgroundRemovable:)`; the gauges read it to fill an
    /// accessoryCircular widget (WIDGETKIT.md §4.2).
    var widgetCanvasSize: Size? {
        get { self[WidgetCanvasSizeKey.self] }
        set { self[WidgetCanvasSizeKey.self] = newValue }
    }
}
