/// Sizes of the switch a `.switch` toggle draws.
///
/// The track is iOS's `UISwitch`, 51 × 31 pt [R: the frame of its internal view, dumped in c4ios.com's
/// "Hacking UISwitch"]. The 27 pt knob inset 2 pt, and one size at every ``ControlSize`` (as
/// `UISwitch`, which has no size classes), are **our choice** [C].
public enum ToggleMetrics {
    /// Width of the track.
    public static let trackWidth = 51.0
    /// Height of the track.
    public static let trackHeight = 31.0
    /// Diameter of the knob.
    public static let knobDiameter = 27.0
    /// Space between the knob and the track's edge.
    public static var knobInset: Double { (trackHeight - knobDiameter) / 2 }
    /// Minimum space between the label and the switch: the default stack spacing, **our choice** [C].
    public static let labelSpacing = 8.0
    /// The knob's shadow: black at 0.15, radius 2, 1 pt down — **our choice** [C], a flat version of
    /// UIKit's knob shadow.
    public static let knobShadowOpacity = 0.15
}
