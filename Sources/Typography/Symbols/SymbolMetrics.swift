import Graphics

/// How big symbols are next to text and how font weight thickens them: our choices ([C]) for SF Symbols'
/// behaviour, which Apple describes but does not publish as numbers.
///
/// SF Symbols scale with the text's point size and sit on its cap height: at the default (medium) scale a
/// full-height symbol is about 1.42 cap heights tall, its visual centre on the middle of the cap height.
public enum SymbolMetrics {
    /// A full-height symbol (1 symbol unit, e.g. `circle`) is this many cap heights tall at `.medium` scale.
    ///
    /// Measured [R]: `checkmark.circle.fill` next to body text (17 pt, cap height 11.98 pt) has 16.98 × 16.98 pt
    /// of ink on iOS (docs/widgets.md, "Text and symbol calibration"): 16.98 / 11.98 = 1.418.
    public static let heightPerCapHeight = 1.418

    /// Space left of and right of the ink, in symbol heights (about 0.8 pt at 17 pt).
    public static let sidePadding = 0.05

    /// Flattening tolerance for outlines stroked in symbol units (composition is cached at unit size, so
    /// this is about 0.05 pt on a 100 pt symbol).
    static let unitTolerance = 0.0005

    /// Tolerance for orientation tests (signed areas only need the right sign).
    static let orientationTolerance = 0.01

    /// How far a weight grows every edge, in symbol heights.
    ///
    /// The icon fonts have one weight, about SF's regular (strokes ≈ 0.1 symbol height). Heavier text
    /// weights grow the outline by a round-joined band (up to +45 % stroke at black, kept small so
    /// counters and gaps stay open); lighter weights are drawn
    /// as regular, because a non-zero fill can grow a shape but not shrink it.
    public static func weightOutset(_ weight: Font.Weight) -> Double {
        switch weight {
        case .ultraLight, .thin, .light, .regular: return 0
        case .medium: return 0.004
        case .semibold: return 0.008
        case .bold: return 0.012
        case .heavy: return 0.017
        case .black: return 0.022
        }
    }
}
