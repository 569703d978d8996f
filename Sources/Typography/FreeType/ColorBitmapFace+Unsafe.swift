// Copying a FreeType BGRA glyph bitmap into our premultiplied RGBA bytes.
//
// Invariant: FreeType's bitmap holds `rows` rows of `|pitch|` bytes each (a negative pitch means the rows
// are stored bottom-up, the first row at the end), and a BGRA row holds `width × 4` bytes, so every read
// `row·pitch + 4x + c` with x < width, c < 4 stays inside it (asserted: |pitch| ≥ 4·width). Bitmaps larger
// than the strike's em squared × 4 are refused before anything is read.
import CFreeType

extension ColorBitmapFace {
    /// The slot's bitmap as premultiplied RGBA, or nil when it is not a BGRA bitmap of a plausible size.
    static func copyBGRA(_ slot: FT_GlyphSlot, pixelsPerEm: Int) -> ColorGlyphBitmap? {
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), width > 0, rows > 0,
              width <= pixelsPerEm * 4, rows <= pixelsPerEm * 4, abs(pitch) >= width * 4,
              let buffer = bitmap.buffer
        else { return nil }
        assert(abs(pitch) >= 4 * width, "ColorBitmapFace: BGRA row shorter than its width")
        var rgba = [UInt8](repeating: 0, count: width * rows * 4)
        for y in 0..<rows {
            let rowStart = pitch >= 0 ? y * pitch : (rows - 1 - y) * -pitch
            let source = buffer + rowStart
            for x in 0..<width {
                let s = x * 4, d = (y * width + x) * 4
                rgba[d] = source[s + 2]
                rgba[d + 1] = source[s + 1]
                rgba[d + 2] = source[s]
                rgba[d + 3] = source[s + 3]
            }
        }
        return ColorGlyphBitmap(width: width, height: rows, left: Int(slot.pointee.bitmap_left),
                                top: Int(slot.pointee.bitmap_top), pixelsPerEm: pixelsPerEm, rgba: rgba)
    }
}
