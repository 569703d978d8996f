/// The geometry of `ProgressView` (WIDGETKIT.md §4.2). Apple publishes none of it: every value here
/// is **our choice [C]**.
public enum ProgressMetrics {
    /// [C] Height of the linear bar, in points.
    public static let linearHeight: Double = 4
    /// [C] Space between the bar and its labels, in points.
    public static let labelSpacing: Double = 4
    /// [C] Ring stroke of the determinate circular style as a fraction of its diameter (0.1·D).
    public static let circularStrokeRatio: Double = 0.1
    /// [C] Ideal diameter of the circular styles (the spinner's size; a determinate ring takes the
    /// proposal like a `Circle` and uses this only when proposed nothing), in points.
    public static let circularDiameter: Double = 20
    /// [C] Number of spokes of the static indeterminate spinner (widgets are snapshots: no animation).
    public static let spinnerSpokeCount = 8
    /// [C] Alpha of the spinner's brightest spoke (12 o'clock).
    public static let spinnerLeadingOpacity: Double = 1
    /// [C] Alpha of its faintest spoke; the ones between ramp linearly, counter-clockwise.
    public static let spinnerTrailingOpacity: Double = 0.25
    /// [C] Where a spoke starts, as a fraction of the spinner's diameter from its centre.
    public static let spinnerSpokeInnerRatio: Double = 0.22
    /// [C] Where a spoke ends, as a fraction of the diameter from the centre (inside the frame with its cap).
    public static let spinnerSpokeOuterRatio: Double = 0.44
    /// [C] A spoke's width as a fraction of the diameter (round caps).
    public static let spinnerSpokeWidthRatio: Double = 0.1
}
