/// Per-coverage source-over terms of one solid colour, for compositing glyph masks.
///
/// Entry `c` holds `s′ = s·c/255` (packed, rounded as `PixelMath.scale`) and `255 − alpha(s′)` (twice, in the
/// two 16-bit halves of a `UInt32`, the shape a pixel's factor takes in the vector loop), exactly the
/// terms `SourceOverBlender` computes per pixel, so a table-driven composite is bit-identical to it. Building a
/// table costs 256 scalings; a canvas keeps the last one, since text runs reuse one colour for many glyphs.
struct MaskColorTable: Sendable {
    /// The premultiplied colour the table is for.
    let color: UInt32
    /// `s·c/255` for c = 0…255.
    let scaled: [UInt32]
    /// `(255 − alpha(scaled[c])) · 0x10001` for c = 0…255.
    let inversePairs: [UInt32]

    init(color: UInt32) {
        self.color = color
        var scaled = [UInt32](repeating: 0, count: 256)
        var inversePairs = [UInt32](repeating: 0, count: 256)
        for c in 0..<256 {
            let s = PixelMath.scale(color, UInt32(c))
            scaled[c] = s
            inversePairs[c] = (255 &- (s >> 24)) &* 0x10001
        }
        self.scaled = scaled
        self.inversePairs = inversePairs
    }
}
