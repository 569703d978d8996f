/// What a face's tables say about it, in font units; read once when the face is loaded.
public struct FaceMetrics: Hashable, Sendable {
    /// The family name (name table / FreeType), e.g. "Inter".
    public var familyName: String
    /// The style name, e.g. "Semi Bold Italic".
    public var styleName: String
    /// The PostScript name, e.g. "Inter-SemiBoldItalic".
    public var postScriptName: String
    /// Font units per em.
    public var unitsPerEm: Int
    /// Typographic ascender above the baseline (positive), font units.
    public var ascender: Int
    /// Typographic descender below the baseline (positive), font units.
    public var descender: Int
    /// Extra gap between lines, font units.
    public var lineGap: Int
    /// Height of capital letters (OS/2 sCapHeight), font units; 0 when the table lacks it.
    public var capHeight: Int
    /// Height of lowercase x (OS/2 sxHeight), font units; 0 when the table lacks it.
    public var xHeight: Int
    /// OS/2 usWeightClass (100 … 900).
    public var weightClass: Int
    /// True for italic or oblique faces.
    public var isItalic: Bool
    /// Number of glyphs in the face.
    public var glyphCount: Int
    /// True for CFF (cubic) outlines, false for TrueType (quadratic) outlines.
    public var hasCubicOutlines: Bool
}
