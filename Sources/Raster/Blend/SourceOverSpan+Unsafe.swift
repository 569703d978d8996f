/// The hot source-over loops for a solid colour: a translucent interior span and a coverage-masked span
/// (glyphs). Exact `x·a/255` rounding as in `PixelMath`; results are identical to `SourceOverBlender`.
enum SourceOverSpan {
    /// `d = s + d·(255 − sa)/255` for `count` pixels (s premultiplied, coverage already folded in).
    static func solid(dst: UnsafeMutablePointer<UInt32>, count: Int, color s: UInt32) {
        let inverse = 255 &- (s >> 24)
        for i in 0..<count {
            dst[i] = s &+ PixelMath.scale(dst[i], inverse)
        }
    }

    /// `d = s·c + d·(255 − sa·c)` with per-pixel coverage `c`; zero coverage leaves the pixel untouched and full
    /// coverage of an opaque colour stores it.
    static func solidMasked(dst: UnsafeMutablePointer<UInt32>, count: Int, color s: UInt32,
                            coverage: UnsafePointer<UInt8>) {
        let opaque = s >> 24 == 255
        for i in 0..<count {
            let c = UInt32(coverage[i])
            if c == 0 { continue }
            if c == 255 {
                dst[i] = opaque ? s : PixelMath.sourceOver(s, dst[i])
            } else {
                dst[i] = PixelMath.sourceOver(PixelMath.scale(s, c), dst[i])
            }
        }
    }
}
