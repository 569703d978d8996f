import Graphics

/// A symbol sized for a font: its outline in points relative to the text baseline, like a text glyph.
///
/// Coordinates: points, y down, origin at the pen position on the baseline, so the symbol draws above
/// y = 0 (its visual centre on the middle of the text's cap height) and advances by `advanceWidth`.
///
/// ```swift
/// let symbols = SymbolOutlines(fonts: try FontRegistry.bundled())
/// if let glyph = try symbols.glyph(named: "cloud.sun.fill", font: .body, displayScale: 3) {
///     for fill in glyph.fills(mode: .multicolor, foreground: .black) {
///         canvas.fill(fill.path, paint: .solid(fill.color),
///                     transform: AffineTransform(translationX: x, y: baseline).scaledBy(x: 3, y: 3))
///     }
/// }
/// ```
public struct SymbolGlyph: Hashable, Sendable {
    /// The SF Symbols name.
    public var name: String
    /// Every layer together: what `.monochrome` fills.
    public var path: Path
    /// The hierarchy levels in paint order (a secondary sun before the primary cloud in front of it).
    public var layers: [SymbolGlyphLayer]
    /// The horizontal advance: the ink width plus `SymbolMetrics.sidePadding` on both sides.
    public var advanceWidth: Double
    /// The tight bounds of the ink.
    public var bounds: Rect
    /// The box layout should use for the symbol as an image ([C]): the advance horizontally; vertically
    /// a full symbol height centred on the cap-height middle, grown to the ink where the ink is taller.
    public var alignmentRect: Rect
    /// The colours of `.multicolor`, nil when the symbol has none (it then draws monochrome).
    public var multicolor: SymbolMulticolor?

    /// Creates a glyph.
    public init(name: String, path: Path, layers: [SymbolGlyphLayer], advanceWidth: Double, bounds: Rect,
                alignmentRect: Rect, multicolor: SymbolMulticolor?) {
        self.name = name
        self.path = path
        self.layers = layers
        self.advanceWidth = advanceWidth
        self.bounds = bounds
        self.alignmentRect = alignmentRect
        self.multicolor = multicolor
    }

    /// The shapes to fill, in order, for a rendering mode and the foreground colour.
    ///
    /// `.monochrome` is one fill; `.hierarchical` (and `.palette`, given one colour) one per level at
    /// `SymbolLayerLevel.hierarchicalOpacity`;
    /// `.multicolor` one per level in the symbol's colours (the foreground where a level has none), or one
    /// monochrome fill when the symbol has no multicolor data.
    public func fills(mode: SymbolRenderingMode, foreground: RGBAColor) -> [SymbolFill] {
        switch mode {
        case .monochrome:
            return [SymbolFill(path: path, color: foreground)]
        case .hierarchical, .palette:
            return layers.map {
                SymbolFill(path: $0.path, color: foreground.multipliedAlpha($0.level.hierarchicalOpacity))
            }
        case .multicolor:
            guard let multicolor else { return [SymbolFill(path: path, color: foreground)] }
            return layers.map { SymbolFill(path: $0.path, color: multicolor.color(for: $0.level) ?? foreground) }
        }
    }

    /// The glyph moved by `dx`, `dy` (every path and rectangle).
    public func offsetBy(dx: Double, dy: Double) -> SymbolGlyph {
        var moved = self
        moved.path = path.offsetBy(dx: dx, dy: dy)
        moved.layers = layers.map { SymbolGlyphLayer(level: $0.level, path: $0.path.offsetBy(dx: dx, dy: dy)) }
        moved.bounds = bounds.offsetBy(dx: dx, dy: dy)
        moved.alignmentRect = alignmentRect.offsetBy(dx: dx, dy: dy)
        return moved
    }
}
