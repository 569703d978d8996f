/// One drawn piece of a symbol, in *symbol units*: y down, the origin at the symbol's centre, and 1 unit the
/// height of a full-height icon (so a circle icon spans −0.5…0.5).
///
/// Most symbols are a single font glyph; a few are composed where no font has the right drawing (an outline
/// sun, a rain cloud), from glyphs, outlines of glyphs, round-capped lines and circles.
public enum SymbolShape: Hashable, Sendable {
    /// A font glyph, filled; normalised to symbol units (centred on its advance box horizontally and on its
    /// font's icon grid vertically), then placed.
    case glyph(SymbolGlyphReference, SymbolPlacement)
    /// The outline of a font glyph: its contours stroked with `lineWidth` (symbol units, round joins), to make
    /// an outline symbol from a filled icon (`drop` from a filled drop).
    case glyphOutline(SymbolGlyphReference, SymbolPlacement, lineWidth: Double)
    /// A straight line with round caps.
    case line(from: Point, to: Point, lineWidth: Double)
    /// A filled disc (`lineWidth` nil) or a ring of that width centred on the radius.
    case circle(center: Point, radius: Double, lineWidth: Double?)

    /// The font glyph the shape draws, if any.
    public var glyphReference: SymbolGlyphReference? {
        switch self {
        case .glyph(let reference, _), .glyphOutline(let reference, _, _): return reference
        case .line, .circle: return nil
        }
    }
}
