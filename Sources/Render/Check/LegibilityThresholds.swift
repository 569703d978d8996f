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
}
