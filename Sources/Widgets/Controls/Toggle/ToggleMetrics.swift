/// Sizes of the switch a `.switch` toggle draws.
///
/// The track is iOS's `UISwitch`: 51 × 31 pt with a 27 pt knob inset 2 pt (UIKit documents that a
/// switch's size is fixed and ignores the frame it is given [D]; the numbers are the commonly measured
/// ones [R]). SwiftUI on iOS draws the same switch at every control size, so ``ControlSize`` does not
/// change it.
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
