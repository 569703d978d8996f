import Raster
import Widgets

/// One render of a legibility check: what was rendered, its final pixels and its elements' contrast.
public struct LegibilityRender: Sendable, CustomStringConvertible {
    /// The options rendered (family, mode, scheme …).
    public var options: WidgetRenderOptions
    /// Where the widget was shown.
    public var context: WidgetContext
    /// Device pixels per point.
    public var scale: Double
    /// Every element measured, in paint-tree order.
    public var measurements: [LegibilityMeasurement]
    /// The final pixels (as `render` writes them).
    public var pixmap: Pixmap

    /// `systemSmall accented light homeScreen: 6 elements`.
    public var description: String {
        "\(options.family) \(options.mode) \(options.colorScheme) \(context): \(measurements.count) elements"
    }
}
