/// One loaded font face: its metrics, character map, unhinted outlines (or colour glyph images) and shaping.
///
/// Two kinds of face load here: outline faces (TrueType/CFF, through `FreeTypeFace`) and colour bitmap
/// faces (CBDT, Noto Color Emoji, through `ColorBitmapFace`), which have no outlines but a colour image
/// per glyph (`colorBitmap(of:)`). Both shape through HarfBuzz.
///
/// A `FontFace` is created by a `FontRegistry` the first time text needs it (lazy loading) and lives as
/// long as the registry. It is safe to use from any thread: outline loading is serialized inside the
/// FreeType wrapper and outlines are cached; shaping and character lookups use an immutable HarfBuzz font.
import Graphics
import Synchronization

public final class FontFace: Sendable {
    /// The face's identifier in its registry.
    public let id: FaceID
    /// The file the face was read from.
    public let path: String
    /// What the face's tables say about it.
    public let metrics: FaceMetrics
    private let freeType: FreeTypeFace?
    /// The colour bitmap side of an emoji face (FontFace+ColorBitmap.swift); nil for outline faces.
    let colorBitmapFace: ColorBitmapFace?
    private let harfBuzz: HarfBuzzFont
    private let outlines = Mutex<[UInt32: Path]>([:])
    /// ``digitSpacing``, computed the first time a face whose family respaces digits asks for it.
    private let digitSpacingCache = Mutex<(computed: Bool, value: DigitSpacing?)>((false, nil))

    /// Reads, validates and opens the font file at `path`.
    convenience init(id: FaceID, path: String, library: FreeTypeLibrary, fileSizeLimit: Int) throws(TypographyError) {
        let bytes = try FontBytes(contentsOf: path, limit: fileSizeLimit)
        try self.init(id: id, path: path, bytes: bytes, library: library)
    }

    /// Opens a face from bytes already in memory: an outline face, or else a colour bitmap face.
    convenience init(id: FaceID, path: String, bytes: FontBytes, library: FreeTypeLibrary) throws(TypographyError) {
        let freeType: FreeTypeFace
        do {
            freeType = try FreeTypeFace(bytes: bytes, library: library, path: path)
        } catch {
            // Not an outline font: it may be a colour bitmap font (the emoji face); if not, the outline error stands.
            guard case .unusableFont = error,
                  let colorFace = try? ColorBitmapFace(bytes: bytes, library: library, path: path) else { throw error }
            try self.init(id: id, path: path, bytes: bytes, colorFace: colorFace)
            return
        }
        guard let harfBuzz = HarfBuzzFont(bytes: bytes), harfBuzz.unitsPerEm == freeType.info.unitsPerEm else {
            throw .unusableFont(path: path, reason: "HarfBuzz cannot read the face")
        }
        let info = freeType.info
        let metrics = FaceMetrics(
            familyName: info.familyName, styleName: info.styleName, postScriptName: info.postScriptName,
            unitsPerEm: info.unitsPerEm, ascender: info.ascender, descender: -info.descender,
            lineGap: info.lineGap, capHeight: info.capHeight, xHeight: info.xHeight,
            weightClass: info.weightClass, isItalic: info.isItalic, glyphCount: info.glyphCount,
            hasCubicOutlines: info.hasCFFOutlines)
        self.init(id: id, path: path, metrics: metrics, freeType: freeType, colorFace: nil, harfBuzz: harfBuzz)
    }

    /// Assembles a face of either kind (exactly one of `freeType` and `colorFace` is set).
    init(id: FaceID, path: String, metrics: FaceMetrics, freeType: FreeTypeFace? = nil, colorFace: ColorBitmapFace?,
         harfBuzz: HarfBuzzFont) {
        self.id = id
        self.path = path
        self.metrics = metrics
        self.freeType = freeType
        self.colorBitmapFace = colorFace
        self.harfBuzz = harfBuzz
    }

    /// The digits respaced evenly (``DigitSpacing``), computed once, on first use (only faces whose family
    /// respaces digits ask); nil for a colour face or a face without the ten ASCII digits.
    var digitSpacing: DigitSpacing? {
        digitSpacingCache.withLock { cache in
            if !cache.computed { cache = (true, colorBitmapFace == nil ? DigitSpacing(face: harfBuzz) : nil) }
            return cache.value
        }
    }

    /// The glyph the face's character map gives `scalar`, or nil when the face lacks the character.
    public func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        harfBuzz.nominalGlyph(for: scalar.value)
    }

    /// The horizontal advance of `glyph`, in font units.
    public func advance(of glyph: UInt32) -> Int {
        Int(harfBuzz.advance(of: glyph))
    }

    /// The unhinted outline of `glyph` in font units with y pointing **up** (as designed); empty for
    /// blank glyphs such as the space, nil for a glyph index the face does not have and for every glyph of
    /// a colour bitmap face.
    public func outline(of glyph: UInt32) -> Path? {
        if let cached = outlines.withLock({ $0[glyph] }) { return cached }
        guard let path = freeType?.outline(of: glyph) else { return nil }
        outlines.withLock { $0[glyph] = path }
        return path
    }

    /// The outline of `glyph` at `pointSize`, in points, y down, with the glyph origin (pen position on
    /// the baseline) at (0, 0).
    public func path(of glyph: UInt32, pointSize: Double) -> Path? {
        guard let outline = outline(of: glyph) else { return nil }
        let s = pointSize / Double(metrics.unitsPerEm)
        return outline.applying(AffineTransform(a: s, b: 0, c: 0, d: -s, tx: 0, ty: 0))
    }

    /// Shapes `scalars[range]` with the whole array as context.
    func shape(_ scalars: [UInt32], range: Range<Int>, features: [OpenTypeFeature],
               rightToLeft: Bool = false) -> [HarfBuzzGlyph] {
        harfBuzz.shape(scalars, range: range, features: features, rightToLeft: rightToLeft)
    }
}
