import Graphics

/// A leaf whose size the layout engine cannot know by itself (Text, Image): the caller measures it.
///
/// Layout knows neither fonts nor pixels; the `Render` module supplies an implementation backed by
/// Typography, and the tests supply a box-glyph measurer (every character 10×10).
///
/// ```swift
/// struct FixedLeaf: LeafLayout {
///     func sizeThatFits(_ proposal: ProposedSize) -> Size { Size(width: 40, height: 12) }
/// }
/// let node = LayoutNode(.leaf(FixedLeaf()), name: "Image")
/// ```
public protocol LeafLayout: Sendable {
    /// The leaf's size for `proposal` (LAYOUT.md §1: nil = ideal, 0 = minimum, ∞ = maximum).
    /// Non-finite or negative answers are treated as 0 (∞ is kept).
    func sizeThatFits(_ proposal: ProposedSize) -> Size

    /// How the leaf takes part in default stack spacing (LAYOUT.md §3.1). Default: ``LeafSpacing/standard``.
    var spacing: LeafSpacing { get }

    /// The distance from the top to the first text baseline at `size`, or nil when the leaf has no text.
    func firstBaseline(in size: Size) -> Double?

    /// The distance from the top to the last text baseline at `size`, or nil when the leaf has no text.
    func lastBaseline(in size: Size) -> Double?
}

extension LeafLayout {
    /// An ordinary (non-text) leaf.
    public var spacing: LeafSpacing { .standard }
    /// No text: aligned by the bottom edge.
    public func firstBaseline(in size: Size) -> Double? { nil }
    /// No text: aligned by the bottom edge.
    public func lastBaseline(in size: Size) -> Double? { nil }
}

/// The spacing category of a leaf, read by stacks with `spacing: nil` (LAYOUT.md §3.1).
public enum LeafSpacing: Hashable, Sendable {
    /// An ordinary view: the default distance (8) to its neighbours.
    case standard
    /// Text: in a VStack its distance to neighbours comes from ``SpacingRules`` with these metrics;
    /// in an HStack it is an ordinary view.
    case text(TextSpacingMetrics)
}

/// The font metrics of a Text that a font-metric spacing rule needs (LAYOUT.md §3.1, WIDGETKIT.md §7).
public struct TextSpacingMetrics: Hashable, Sendable {
    /// Distance from the baseline to the top of the line box, in points.
    public var ascent: Double
    /// Distance from the baseline to the bottom of the line box, in points.
    public var descent: Double
    /// Extra space between lines, in points.
    public var leading: Double

    /// Creates text metrics.
    public init(ascent: Double, descent: Double, leading: Double) {
        self.ascent = ascent
        self.descent = descent
        self.leading = leading
    }
}
