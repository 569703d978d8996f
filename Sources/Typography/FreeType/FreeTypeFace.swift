// A FreeType face over in-memory font bytes: validation, names, metrics and unhinted glyph outlines.
//
// Outlines are loaded with FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP, i.e. in font units
// exactly as designed (no hinting, no embedded bitmaps, identical on every machine), and converted to our
// `Path` with FT_Outline_Decompose: TrueType conic segments become quadratic Béziers, CFF segments cubic.
import CFreeType
import Graphics
import Synchronization

/// What FreeType reads from a face's tables; a plain value, no C types.
struct FreeTypeFaceInfo: Hashable, Sendable {
    var familyName: String
    var styleName: String
    var postScriptName: String
    var unitsPerEm: Int
    var ascender: Int
    var descender: Int
    var lineGap: Int
    var capHeight: Int
    var xHeight: Int
    var weightClass: Int
    var isItalic: Bool
    var glyphCount: Int
    var hasCFFOutlines: Bool
}

/// Owns an `FT_Face`; every use is serialized by a per-face lock.
final class FreeTypeFace: @unchecked Sendable {
    // @unchecked Sendable: `face` is only used inside `lock` (FreeType faces are not thread-safe), and is
    // created and destroyed under the library lock; `bytes` keeps the memory FreeType reads alive.
    private let face: FT_Face
    private let library: FreeTypeLibrary
    private let bytes: FontBytes
    private let lock = Mutex<Void>(())
    let info: FreeTypeFaceInfo

    /// Opens face 0 of the font in `bytes`; `path` only labels errors.
    init(bytes: FontBytes, library: FreeTypeLibrary, path: String) throws(TypographyError) {
        var opened: FT_Face?
        let error = library.withLock { handle in
            FT_New_Memory_Face(handle, bytes.base.assumingMemoryBound(to: FT_Byte.self), FT_Long(bytes.count), 0, &opened)
        }
        guard error == 0, let opened else {
            throw .invalidFont(path: path, code: Int(error), message: freeTypeErrorMessage(error))
        }
        let info = FreeTypeFace.readInfo(opened)
        let isScalable = (opened.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE)) != 0
        guard isScalable, info.unitsPerEm >= 16, info.unitsPerEm <= 16384, info.glyphCount > 0,
              opened.pointee.charmap != nil
        else {
            library.withLock { _ in _ = FT_Done_Face(opened) }
            throw .unusableFont(path: path, reason: "not a scalable outline font with glyphs and a Unicode character map")
        }
        self.face = opened
        self.library = library
        self.bytes = bytes
        self.info = info
    }

    deinit {
        let face = self.face
        library.withLock { _ in _ = FT_Done_Face(face) }
    }

    /// The unhinted outline of `glyph` in font units, y up; nil for an invalid glyph index.
    func outline(of glyph: UInt32) -> Path? {
        lock.withLock { _ -> Path? in
            guard Int(glyph) < info.glyphCount else { return nil }
            let flags = FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP
            guard FT_Load_Glyph(face, glyph, FT_Int32(flags)) == 0, let slot = face.pointee.glyph else { return nil }
            guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
            return decomposeOutline(&slot.pointee.outline)
        }
    }

    private static func readInfo(_ face: FT_Face) -> FreeTypeFaceInfo {
        let rec = face.pointee
        var capHeight = 0, xHeight = 0, weight = 400
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            weight = Int(os2.usWeightClass)
            if os2.version >= 2 {
                capHeight = Int(os2.sCapHeight)
                xHeight = Int(os2.sxHeight)
            }
        }
        var postScript = ""
        if let name = FT_Get_Postscript_Name(face) { postScript = String(cString: name) }
        return FreeTypeFaceInfo(
            familyName: rec.family_name.map { String(cString: $0) } ?? "",
            styleName: rec.style_name.map { String(cString: $0) } ?? "",
            postScriptName: postScript,
            unitsPerEm: Int(rec.units_per_EM),
            ascender: Int(rec.ascender),
            descender: Int(rec.descender),
            lineGap: Int(rec.height) - Int(rec.ascender) + Int(rec.descender),
            capHeight: capHeight,
            xHeight: xHeight,
            weightClass: weight,
            isItalic: (rec.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC)) != 0,
            glyphCount: Int(rec.num_glyphs),
            hasCFFOutlines: hasTable(face, "CFF ") || hasTable(face, "CFF2"))
    }

    private static func hasTable(_ face: FT_Face, _ tag: String) -> Bool {
        var value: FT_ULong = 0
        for byte in tag.utf8 { value = value << 8 | FT_ULong(byte) }
        var length: FT_ULong = 0
        return FT_Load_Sfnt_Table(face, value, 0, nil, &length) == 0 && length > 0
    }
}

/// Collects FT_Outline_Decompose callbacks into a `Path`.
private final class OutlineSink {
    var path = Path()
}

private func point(_ v: UnsafePointer<FT_Vector>?) -> Point {
    guard let v else { return .zero }
    return Point(x: Double(v.pointee.x), y: Double(v.pointee.y))
}

private func sink(_ user: UnsafeMutableRawPointer?) -> OutlineSink? {
    guard let user else { return nil }
    return Unmanaged<OutlineSink>.fromOpaque(user).takeUnretainedValue()
}

/// Converts a FreeType outline to a `Path` in the outline's own units.
private func decomposeOutline(_ outline: UnsafeMutablePointer<FT_Outline>) -> Path {
    let collector = OutlineSink()
    var funcs = FT_Outline_Funcs(
        move_to: { to, user in
            guard let s = sink(user) else { return 1 }
            if s.path.currentPoint != nil { s.path.closeSubpath() }
            s.path.move(to: point(to))
            return 0
        },
        line_to: { to, user in
            sink(user)?.path.addLine(to: point(to))
            return 0
        },
        conic_to: { control, to, user in
            sink(user)?.path.addQuadCurve(to: point(to), control: point(control))
            return 0
        },
        cubic_to: { control1, control2, to, user in
            sink(user)?.path.addCurve(to: point(to), control1: point(control1), control2: point(control2))
            return 0
        },
        shift: 0,
        delta: 0)
    let unmanaged = Unmanaged.passUnretained(collector)
    let error = withExtendedLifetime(collector) {
        FT_Outline_Decompose(outline, &funcs, unmanaged.toOpaque())
    }
    if error != 0 { return Path() }
    if collector.path.currentPoint != nil { collector.path.closeSubpath() }
    return collector.path
}
