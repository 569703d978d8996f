/// Per-coverage source-over terms of one solid colour, for compositing glyph masks.
///
/// Entry `c` holds `s′ = s·c/255` (packed, rounded as `PixelMath.scale`) and `255 − alpha(s′)`, exactly the
/// terms `SourceOverBlender` computes per pixel, so a table-driven composite is bit-identical to it. Building a
/// table costs 256 scalings; a canvas keeps the last one, since text runs reuse one colour for many glyphs.
struct MaskColorTable: Sendable {
    /// The premultiplied colour the table is for.
    let color: UInt32
    /// `s·c/255` for c = 0…255.
    let scaled: [UInt32]
    /// `255 − alpha(scaled[c])` for c = 0…255.
    let inverse: [UInt16]

    init(color: UInt32) {
        self.color = color
        var scaled = [UInt32](repeating: 0, count: 256)
        var inverse = [UInt16](repeating: 255, count: 256)
        for c in 0..<256 {
            let s = PixelMath.scale(color, UInt32(c))
            scaled[c] = s
            inverse[c] = UInt16(truncatingIfNeeded: 255 &- (s >> 24))
        }
        self.scaled = scaled
        self.inverse = inverse
    }
}
