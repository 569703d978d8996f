import Raster
import Widgets

/// One render of a legibility check: what was rendered, its final pixels and its elements' contrast.
public struct LegibilityRender: Sendable, CustomStringConvertible {
    /// The options rendered (family, mode, scheme …); for a place's render (``place``) only its mode and scheme.
    public var options: WidgetRenderOptions
    /// Where the widget was shown (a place's render: `.homeScreen`, unused; ``place`` names it).
    public var context: WidgetContext
    /// Device pixels per point.
    public var scale: Double
    /// Every element measured, in paint-tree order.
    public var measurements: [LegibilityMeasurement]
    /// The final pixels (as `render` writes them).
    public var pixmap: Pixmap
    /// The Live Activity or control render this is; nil: a widget's.
    public var place: PlaceAppearance? = nil

    /// The name of its overlay file and JUnit case: the widget's file stem (`systemSmall-accented`) or the place's
    /// (`activity-0-compact`, `control-actionButton-on`).
    public var fileStem: String { place?.fileStem ?? options.appearance.fileStem }

    /// `systemSmall accented light homeScreen: 6 elements`, `activity Dynamic Island compact · content state 0: 2 elements`.
    public var description: String {
        if let place { return "\(place.name): \(measurements.count) elements" }
        return "\(options.family) \(options.mode) \(options.colorScheme) \(context): \(measurements.count) elements"
    }
}
