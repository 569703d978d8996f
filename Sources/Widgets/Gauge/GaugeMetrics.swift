import Graphics

/// The geometry of the gauges and progress views (WIDGETKIT.md §4.2). Apple publishes none of it:
/// every value here is **our choice [C]**, after the HIG's open-gauge description (S13) and the
/// third-party replicas the spec cites (S32, S33).
///
/// Angles are on screen: 0° at 3 o'clock, growing clockwise (SwiftUI's convention).
public enum GaugeMetrics {
    // MARK: accessoryCircular (open ring with a marker)

    /// [C] Where the open ring starts: 150° on screen, i.e. 8 o'clock (the spec's 210° measured
    /// counter-clockwise, y up).
    public static let circularStartAngle = Angle.degrees(150)
    /// [C] The open ring's sweep: 240°, from 8 o'clock clockwise over 12 to 4 o'clock (HIG, S13),
    /// leaving a 120° gap at the bottom.
    public static let circularSweep = Angle.degrees(240)
    /// [C] Ring stroke width as a fraction of the gauge diameter D (0.09·D) for accessoryCircular and
    /// accessoryCircularCapacity.
    public static let circularStrokeRatio: Double = 0.09
    /// [C] Track opacity: the foreground at 0.3 alpha (the unfilled part of every accessory gauge).
    public static let trackOpacity: Double = 0.3
    /// [C] The marker's diameter as a fraction of the stroke width (1.0: as wide as the ring).
    public static let markerDiameterRatio: Double = 1.0
    /// [C] Width of the transparent ring cleared around a marker, in points.
    public static let knockoutWidth: Double = 1.5
    /// [C] The min/max (or label) line sits this fraction of D above the gauge's bottom edge (its centre).
    public static let boundsLabelLineRatio: Double = 0.12
    /// [C] The width available to the min/max labels at the bottom, as a fraction of D.
    public static let boundsLabelWidthRatio: Double = 0.6
    /// [C] The current-value label must fit this fraction of D in width (scaled down to fit).
    public static let currentValueWidthRatio: Double = 0.5
    /// [C] The current-value label's default font size as a fraction of D (19.8 pt in a 76 pt gauge),
    /// medium weight; a font set on the label wins.
    public static let currentValueFontRatio: Double = 0.26
    /// [C] The diameter of a circular gauge outside an accessoryCircular widget, in points. Inside one,
    /// the gauge fills the widget (SwiftUI's circular gauge styles have a fixed size, not the proposal).
    public static let defaultCircularDiameter: Double = 58

    // MARK: accessoryCircularCapacity

    /// [C] Where the capacity ring's fill starts: 12 o'clock (−90° on screen), running clockwise (S33).
    public static let capacityStartAngle = Angle.degrees(-90)

    // MARK: Linear styles

    /// [C] accessoryLinear track height, in points.
    public static let accessoryLinearTrackHeight: Double = 4
    /// [C] accessoryLinear marker diameter, in points.
    public static let accessoryLinearMarkerDiameter: Double = 8
    /// [C] accessoryLinearCapacity bar height, in points.
    public static let accessoryLinearCapacityHeight: Double = 6
    /// [C] linearCapacity bar height, in points (the same as a linear ProgressView).
    public static let linearCapacityHeight: Double = 4
    /// [C] Space between a linear gauge's bar and its labels, in points.
    public static let linearLabelSpacing: Double = 4

    /// The diameter D of a circular gauge: the widget's shorter side in an accessoryCircular or
    /// accessoryCorner widget (the gauge fills it), ``defaultCircularDiameter`` anywhere else.
    static func circularDiameter(family: WidgetFamily, canvasSize: Size?) -> Double {
        switch family {
        case .accessoryCircular, .accessoryCorner:
            guard let canvasSize, canvasSize.width > 0, canvasSize.height > 0 else { return defaultCircularDiameter }
            return min(canvasSize.width, canvasSize.height)
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .accessoryRectangular, .accessoryInline:
            return defaultCircularDiameter
        }
    }
}
