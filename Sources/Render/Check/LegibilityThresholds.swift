/// The contrast a legibility check asks of each kind of element (docs/legibility.md says why each number).
///
/// ```swift
/// var thresholds = LegibilityThresholds()
/// thresholds.bodyText = 7            // WCAG AAA instead of AA
/// ```
public struct LegibilityThresholds: Hashable, Sendable {
    /// Text smaller than ``largeTextPoints``: WCAG 2.x success criterion 1.4.3 (AA), 4.5:1.
    public var bodyText: Double
    /// Large text, symbols and gauge/progress indicators: 1.4.3 for large text and 1.4.11 (non-text
    /// contrast) for graphics, 3:1.
    public var largeTextAndGraphics: Double
    /// At or below this ratio an element has *collapsed* (it is the colour of what lies beneath it; our
    /// choice [C]: 1.5:1, where text stops being seen at a glance), and an image has lost its detail.
    public var collapse: Double
    /// Text at least this size in points is large (WCAG's 18 pt = 24 CSS px; an iOS point is a CSS pixel
    /// at 1×). Bold is not detected, so bold text between 18.7 and 24 pt is held to ``bodyText``.
    public var largeTextPoints: Double

    /// WCAG AA: 4.5 for body text, 3 for large text and graphics; collapse at 1.5; large from 24 pt.
    public init(bodyText: Double = 4.5, largeTextAndGraphics: Double = 3, collapse: Double = 1.5,
                largeTextPoints: Double = 24) {
        self.bodyText = bodyText
        self.largeTextAndGraphics = largeTextAndGraphics
        self.collapse = collapse
        self.largeTextPoints = largeTextPoints
    }

    /// The ratio `element` must reach.
    public func required(for element: LegibilityElement) -> Double {
        element.kind == .text && !element.isLargeText ? bodyText : largeTextAndGraphics
    }

    /// [C] On the iOS 26 clear and tinted glass, the share of opaque white's contrast (above 1:1) that an element
    /// must keep: 0.9. There every element is tinted white, so white on the glass is the most any content reaches.
    public static let glassShare = 0.9

    /// The ratio `element` must reach and the ratio at which it collapses on the clear or tinted glass, where
    /// opaque white reaches `whiteRatio` against the glass under the element: where white reaches the required
    /// ratio, the thresholds as everywhere; where the glass keeps even white below it (a light wallpaper), both
    /// are scaled onto the range white has, `1 + (t − 1) × s` with `s = (best − 1) / (required − 1)` and
    /// `best = 1 + (whiteRatio − 1) × glassShare`, so the widget answers for what it puts on the glass (a white
    /// card under white text, low opacities), not for the glass.
    ///
    /// ```swift
    /// LegibilityThresholds().onGlass(whiteRatio: 1.55, for: headline)   // (required: 1.495, collapse: 1.07)
    /// ```
    public func onGlass(whiteRatio: Double, for element: LegibilityElement) -> (required: Double, collapse: Double) {
        let required = required(for: element)
        let best = 1 + (max(whiteRatio, 1) - 1) * Self.glassShare
        guard best < required, required > 1 else { return (required, collapse) }
        let scale = (best - 1) / (required - 1)
        return (best, 1 + (collapse - 1) * scale)
    }
}
