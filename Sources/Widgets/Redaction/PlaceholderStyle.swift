/// How placeholder content looks (`redacted(reason: .placeholder)`). Apple publishes none of these
/// numbers; every value here is **our choice [C]**, picked to look like WidgetKit's placeholders.
public enum PlaceholderStyle {
    /// [C] Opacity of a placeholder bar or block relative to the paint it replaces (a black label
    /// becomes a light grey bar, a secondary label a fainter one).
    public static let opacity: Double = 0.2
    /// [R] The line height of SF at a point size: 1.19336 × size (WIDGETKIT.md §5.3), used to count a
    /// text's lines from its frame.
    public static let lineHeightPerPoint: Double = 1.19336
    /// [C] A bar's height as a fraction of its line height (the band from cap height to descender).
    public static let barHeightRatio: Double = 0.75
    /// [C] A bar's corner radius as a fraction of its height.
    public static let barCornerRatio: Double = 0.25
    /// [C] The corner radius of an image's placeholder block, in points.
    public static let imageCornerRadius: Double = 4
}
