/// One loaded font face: its metrics, character map, unhinted outlines and shaping.
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
    private let freeType: FreeTypeFace
    private let harfBuzz: HarfBuzzFont
    private let outlines = Mutex<[UInt32: Path]>([:])

    /// Reads, validates and opens the font file at `path`.
    convenience init(id: FaceID, path: String, library: FreeTypeLibrary, fileSizeLimit: Int) throws(TypographyError) {
        let bytes = try FontBytes(contentsOf: path, limit: fileSizeLimit)
        try self.init(id: id, path: path, bytes: bytes, library: library)
    }

    /// Opens a face from bytes already in memory.
    init(id: FaceID, path: String, bytes: FontBytes, library: FreeTypeLibrary) throws(TypographyError) {
        let freeType = try FreeTypeFace(bytes: bytes, library: library, path: path)
        guard let harfBuzz = HarfBuzzFont(bytes: bytes), harfBuzz.unitsPerEm == freeType.info.unitsPerEm else {
            throw .unusableFont(path: path, reason: "HarfBuzz cannot read the face")
        }
        let info = freeType.info
        self.id = id
        self.path = path
        self.freeType = freeType
        self.harfBuzz = harfBuzz
        self.metrics = FaceMetrics(
            familyName: info.familyName, styleName: info.styleName, postScriptName: info.postScriptName,
            unitsPerEm: info.unitsPerEm, ascender: info.ascender, descender: -info.descender,
            lineGap: info.lineGap, capHeight: info.capHeight, xHeight: info.xHeight,
            weightClass: info.weightClass, isItalic: info.isItalic, glyphCount: info.glyphCount,
            hasCubicOutlines: info.hasCFFOutlines)
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
    /// blank glyphs such as the space, nil for a glyph index the face does not have.
    public func outline(of glyph: UInt32) -> Path? {
        if let cached = outlines.withLock({ $0[glyph] }) { return cached }
        guard let path = freeType.outline(of: glyph) else { return nil }
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
