// HarfBuzz over in-memory font bytes: character→glyph lookup and OpenType shaping.
//
// The face comes from a read-only blob over the same bytes FreeType reads (hb_blob_create with
// HB_MEMORY_MODE_READONLY, no copy). The font uses HarfBuzz's own OpenType functions (hb_ot_font_set_funcs)
// at a scale of one unit per font unit, so advances and offsets come back unhinted, in font units, and the
// layout scales them itself. The font is made immutable after setup; HarfBuzz documents immutable fonts as
// safe to use from many threads at once (each call makes its own hb_buffer_t), so shaping takes no lock.
import CHarfBuzz

/// One glyph of HarfBuzz output, in font units.
struct HarfBuzzGlyph: Hashable, Sendable {
    /// Glyph index in the face.
    var glyph: UInt32
    /// Index (in the shaped scalar array) of the first Unicode scalar of the glyph's cluster.
    var cluster: Int
    var xAdvance: Int32
    var xOffset: Int32
    var yOffset: Int32
}

/// An OpenType feature to switch on or off for a whole shaping call (e.g. `tnum` = 1).
struct OpenTypeFeature: Hashable, Sendable {
    /// The four-character tag, e.g. "tnum".
    var tag: String
    /// 1 to enable, 0 to disable, or an alternate index.
    var value: UInt32
}

/// Owns an immutable `hb_font_t` (and its face and blob).
final class HarfBuzzFont: @unchecked Sendable {
    // @unchecked Sendable: the font is immutable after init (hb_font_make_immutable); HarfBuzz allows
    // concurrent shaping and queries on immutable fonts. `bytes` keeps the blob's memory alive.
    private let blob: OpaquePointer
    private let face: OpaquePointer
    private let font: OpaquePointer
    private let bytes: FontBytes
    /// Units per em as HarfBuzz reads it.
    let unitsPerEm: Int

    /// Creates the HarfBuzz font for face 0 of `bytes` (which FreeType has already validated).
    init?(bytes: FontBytes) {
        guard bytes.count <= Int(UInt32.max),
              let blob = hb_blob_create(bytes.base.assumingMemoryBound(to: CChar.self), UInt32(bytes.count),
                                        HB_MEMORY_MODE_READONLY, nil, nil)
        else { return nil }
        guard let face = hb_face_create(blob, 0) else {
            hb_blob_destroy(blob)
            return nil
        }
        guard let font = hb_font_create(face) else {
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            return nil
        }
        let upem = Int(hb_face_get_upem(face))
        hb_ot_font_set_funcs(font)
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        hb_font_make_immutable(font)
        self.blob = blob
        self.face = face
        self.font = font
        self.bytes = bytes
        self.unitsPerEm = upem
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    /// The glyph the character map gives `scalar`, or nil when the face has none.
    func nominalGlyph(for scalar: UInt32) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar, &glyph) != 0 && glyph != 0 ? glyph : nil
    }

    /// The face's horizontal line metrics in font units (hhea, or OS/2 typo metrics when the face asks for
    /// them): ascender (positive up), descender (negative down) and line gap; nil when the face has none.
    func lineExtents() -> (ascender: Int, descender: Int, lineGap: Int)? {
        var extents = hb_font_extents_t()
        guard hb_font_get_h_extents(font, &extents) != 0 else { return nil }
        return (Int(extents.ascender), Int(extents.descender), Int(extents.line_gap))
    }

    /// The horizontal advance of `glyph` in font units.
    func advance(of glyph: UInt32) -> Int32 {
        hb_font_get_glyph_h_advance(font, glyph)
    }

    /// The horizontal ink extent of `glyph` in font units, from the pen position: its left edge and width;
    /// nil for a glyph without extents (a blank glyph, a glyph the face lacks).
    func inkExtent(of glyph: UInt32) -> (left: Int32, width: Int32)? {
        var extents = hb_glyph_extents_t()
        guard hb_font_get_glyph_extents(font, glyph, &extents) != 0, extents.width > 0 else { return nil }
        return (extents.x_bearing, extents.width)
    }

    /// Shapes `scalars[range]` left to right, or right to left (one bidi level run), with the whole array
    /// as context (so joining and kerning see the neighbours). Clusters in the result index into `scalars`.
    /// Glyphs come in visual order, left to right (for right to left, the last character first).
    func shape(_ scalars: [UInt32], range: Range<Int>, features: [OpenTypeFeature],
               rightToLeft: Bool = false) -> [HarfBuzzGlyph] {
        guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= scalars.count,
              let buffer = hb_buffer_create()
        else { return [] }
        defer { hb_buffer_destroy(buffer) }
        scalars.withUnsafeBufferPointer { text in
            hb_buffer_add_utf32(buffer, text.baseAddress, Int32(text.count),
                                UInt32(range.lowerBound), Int32(range.count))
        }
        // Fixed language, so output never depends on the process locale (determinism); script from the text.
        hb_buffer_set_language(buffer, hb_language_from_string("en", -1))
        hb_buffer_guess_segment_properties(buffer)
        // The direction of the item's bidi level (ParagraphShaper itemizes by level); the script is guessed.
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_GRAPHEMES)
        let hbFeatures = features.map { feature -> hb_feature_t in
            var tag: UInt32 = 0
            for byte in feature.tag.utf8.prefix(4) { tag = tag << 8 | UInt32(byte) }
            return hb_feature_t(tag: tag, value: feature.value, start: 0, end: UInt32.max)
        }
        hbFeatures.withUnsafeBufferPointer { list in
            hb_shape(font, buffer, list.baseAddress, UInt32(list.count))
        }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        var out: [HarfBuzzGlyph] = []
        out.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            out.append(HarfBuzzGlyph(glyph: infos[i].codepoint, cluster: Int(infos[i].cluster),
                                     xAdvance: positions[i].x_advance, xOffset: positions[i].x_offset,
                                     yOffset: positions[i].y_offset))
        }
        return out
    }
}
