/// SF Pro's vertical metrics, used to lay out every system font so frames match iOS (WIDGETKIT.md §5.3).
///
/// Measured on iOS 26.1 (S36): ascender 1950/2048 em, descender 494/2048 em, no line gap, so a single line
/// is 2444/2048 = 1.19336 em tall; UIKit rounds line height up to the pixel grid.
public enum SystemFontMetrics {
    /// Ascender in em: 0.9521.
    public static let ascender = 1950.0 / 2048.0
    /// Descender in em (positive, below the baseline): 0.2412.
    public static let descender = 494.0 / 2048.0
    /// Line height in em: 1.19336.
    public static let lineHeight = ascender + descender
    /// Cap height in em (for substitute size factors): 0.7046.
    public static let capHeight = 0.7046
    /// x-height in em: 0.5264.
    public static let xHeight = 0.5264
    /// Inter Display replaces Inter from this point size up ([C], WIDGETKIT.md §5.4; SF switches optical
    /// size continuously, Inter has two static cuts).
    public static let displayCutMinimumPointSize = 20.0
    /// Slant of a synthetic oblique: tan(10°), close to Inter's italic angle ([C]).
    public static let syntheticObliqueSlant = 0.17632698
}
