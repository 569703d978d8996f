// The colour bitmap kind of FontFace (Noto Color Emoji): opening it, and its glyph images.
//
// A CBDT face has no scalable metrics in FreeType (units per em 0), so every metric comes from HarfBuzz's
// reading of head/hhea/hmtx: Noto Color Emoji 2.042 has 2048 units per em, ascender 1900, descender 500
// and advance 2550 for every emoji (1.245 em), and one strike at 109 ppem whose 136×128 images span the
// advance and the ascender-to-descender height.

extension FontFace {
    /// Opens a colour bitmap face whose FreeType side is already open.
    convenience init(id: FaceID, path: String, bytes: FontBytes, colorFace: ColorBitmapFace) throws(TypographyError) {
        guard let harfBuzz = HarfBuzzFont(bytes: bytes), harfBuzz.unitsPerEm >= 16, harfBuzz.unitsPerEm <= 16384,
              let extents = harfBuzz.lineExtents()
        else {
            throw .unusableFont(path: path, reason: "HarfBuzz cannot read the colour face's metrics")
        }
        let metrics = FaceMetrics(
            familyName: colorFace.familyName, styleName: colorFace.styleName,
            postScriptName: colorFace.postScriptName, unitsPerEm: harfBuzz.unitsPerEm,
            ascender: extents.ascender, descender: -extents.descender, lineGap: extents.lineGap,
            capHeight: 0, xHeight: 0, weightClass: 400, isItalic: false, glyphCount: colorFace.glyphCount,
            hasCubicOutlines: false)
        self.init(id: id, path: path, metrics: metrics, colorFace: colorFace, harfBuzz: harfBuzz)
    }

    /// True for a colour bitmap face (emoji): its glyphs are images (`colorBitmap(of:)`), not outlines.
    public var isColorBitmap: Bool { colorBitmapFace != nil }

    /// The colour image of `glyph` from the face's strike; nil for outline faces, blank glyphs and glyph
    /// indices the face does not have.
    public func colorBitmap(of glyph: UInt32) -> ColorGlyphBitmap? {
        colorBitmapFace?.bitmap(of: glyph)
    }
}
