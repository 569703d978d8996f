// A colour bitmap font face (CBDT/CBLC, e.g. Noto Color Emoji) opened through FreeType: a face kind of
// its own, next to the outline faces of FreeTypeFace.
//
// Such a face has no outlines and is not scalable: FreeType reports units per em 0 and only fixed sizes
// (one strike of 136×128 pixels at 109 ppem for Noto Color Emoji). The face selects its largest strike
// once (FT_Select_Size) and loads glyph images with FT_LOAD_COLOR, which decodes the strike's PNGs to
// premultiplied BGRA (FreeType reference, "FT_LOAD_COLOR" and "FT_Pixel_Mode": FT_PIXEL_MODE_BGRA is
// premultiplied, sRGB). Metrics and shaping come from HarfBuzz over the same bytes (FontFace), which reads
// head/hhea/hmtx and the GSUB `ccmp` ligatures that join ZWJ sequences, flags and keycaps.
// No hinting and no scaling happen here: the bitmap is the file's own, the same on every machine.
import CFreeType
import Synchronization

/// Owns a colour bitmap `FT_Face` with its largest strike selected; every use is serialized by a lock.
final class ColorBitmapFace: @unchecked Sendable {
    // @unchecked Sendable: `face` is only used inside `lock` (FreeType faces are not thread-safe), and is
    // created and destroyed under the library lock; `bytes` keeps the memory FreeType reads alive.
    private let face: FT_Face
    private let library: FreeTypeLibrary
    private let bytes: FontBytes
    private let lock = Mutex<Void>(())
    /// Decoded images by glyph, and their bytes; emptied when over `cacheByteLimit`.
    private let bitmaps = Mutex<(images: [UInt32: ColorGlyphBitmap?], bytes: Int)>(([:], 0))
    /// The selected strike's pixels per em.
    let pixelsPerEm: Int
    /// Glyphs in the face.
    let glyphCount: Int
    /// Family and style names from the face.
    let familyName: String
    let styleName: String
    let postScriptName: String

    /// The largest strike a face may select, in pixels per em: larger strikes would make each decoded
    /// glyph image over 1 MB ([C], Noto's is 109).
    static let maximumPixelsPerEm = 512

    /// The most bytes of decoded images kept ([C]: 16 MiB, about 240 Noto emoji of 68 KiB; all 3 968 would
    /// be 270 MB). A text using more distinct emoji decodes some twice; pixels never depend on the cache.
    static let cacheByteLimit = 16 << 20

    /// Opens face 0 of `bytes` if it is a colour bitmap face (FT_FACE_FLAG_COLOR with fixed sizes);
    /// throws `.unusableFont` otherwise. `path` only labels errors.
    init(bytes: FontBytes, library: FreeTypeLibrary, path: String) throws(TypographyError) {
        var opened: FT_Face?
        let error = library.withLock { handle in
            FT_New_Memory_Face(handle, bytes.base.assumingMemoryBound(to: FT_Byte.self), FT_Long(bytes.count), 0, &opened)
        }
        guard error == 0, let opened else {
            throw .invalidFont(path: path, code: Int(error), message: freeTypeErrorMessage(error))
        }
        let flags = opened.pointee.face_flags
        let isColor = (flags & FT_Long(FT_FACE_FLAG_COLOR)) != 0
        let hasStrikes = (flags & FT_Long(FT_FACE_FLAG_FIXED_SIZES)) != 0 && opened.pointee.num_fixed_sizes > 0
        var best = -1
        var bestPPEM = 0
        if isColor, hasStrikes, let sizes = opened.pointee.available_sizes {
            for index in 0..<Int(opened.pointee.num_fixed_sizes) {
                let ppem = Int((sizes[index].y_ppem + 32) >> 6)
                if ppem > bestPPEM, ppem <= Self.maximumPixelsPerEm { best = index; bestPPEM = ppem }
            }
        }
        guard best >= 0, opened.pointee.num_glyphs > 0, opened.pointee.charmap != nil,
              FT_Select_Size(opened, FT_Int(best)) == 0
        else {
            library.withLock { _ in _ = FT_Done_Face(opened) }
            throw .unusableFont(path: path, reason: "not a scalable outline font nor a colour bitmap font with a Unicode character map")
        }
        var postScript = ""
        if let name = FT_Get_Postscript_Name(opened) { postScript = String(cString: name) }
        self.face = opened
        self.library = library
        self.bytes = bytes
        self.pixelsPerEm = bestPPEM
        self.glyphCount = Int(opened.pointee.num_glyphs)
        self.familyName = opened.pointee.family_name.map { String(cString: $0) } ?? ""
        self.styleName = opened.pointee.style_name.map { String(cString: $0) } ?? ""
        self.postScriptName = postScript
    }

    deinit {
        let face = self.face
        library.withLock { _ in _ = FT_Done_Face(face) }
    }

    /// The colour image of `glyph` in the selected strike; nil for an invalid glyph index or a glyph
    /// without an image (the space). Decoded once and cached (up to `cacheByteLimit`).
    func bitmap(of glyph: UInt32) -> ColorGlyphBitmap? {
        if let cached = bitmaps.withLock({ $0.images[glyph] }) { return cached }
        let decoded: ColorGlyphBitmap? = lock.withLock { _ in
            guard Int(glyph) < glyphCount,
                  FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_COLOR)) == 0,
                  let slot = face.pointee.glyph,
                  slot.pointee.format == FT_GLYPH_FORMAT_BITMAP
            else { return nil }
            return Self.copyBGRA(slot, pixelsPerEm: pixelsPerEm)
        }
        bitmaps.withLock { cache in
            let size = (decoded?.rgba.count ?? 0) + 64
            if cache.bytes + size > Self.cacheByteLimit {
                cache.images.removeAll(keepingCapacity: true)
                cache.bytes = 0
            }
            if cache.images.updateValue(decoded, forKey: glyph) == nil { cache.bytes += size }
        }
        return decoded
    }
}
