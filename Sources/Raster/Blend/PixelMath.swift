/// Exact 8-bit fixed-point arithmetic on premultiplied pixels.
///
/// `x·a/255` rounded to nearest is computed as `(t + (t >> 8)) >> 8` with `t = x·a + 128` (Jim Blinn,
/// "Three Wrongs Make a Right", 1995); it is exact for every x, a in 0…255. The packed forms work on two
/// channels at once in 16-bit lanes of a `UInt32` (`0x00FF00FF` masks), as Skia's and pixman's scalar paths do.
enum PixelMath {
    /// `x·a/255`, rounded to nearest (exact for x, a in 0…255).
    @inline(__always) static func mul255(_ x: UInt32, _ a: UInt32) -> UInt32 {
        let t = x &* a &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// Every channel of a packed pixel scaled by `a/255`, rounded to nearest (a in 0…255).
    @inline(__always) static func scale(_ p: UInt32, _ a: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* a &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((p >> 8) & 0x00FF_00FF) &* a &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Premultiplied source-over: `s + d·(255 − sa)/255` per channel (never overflows for valid pixels).
    @inline(__always) static func sourceOver(_ s: UInt32, _ d: UInt32) -> UInt32 {
        s &+ scale(d, 255 &- (s >> 24))
    }

    /// `d + (s − d)·c/255` per channel: linear interpolation from `d` to `s` by coverage `c`.
    @inline(__always) static func lerp(_ d: UInt32, _ s: UInt32, _ c: UInt32) -> UInt32 {
        scale(s, c) &+ scale(d, 255 &- c)
    }

    /// The alpha channel of a packed pixel.
    @inline(__always) static func alpha(_ p: UInt32) -> UInt32 { p >> 24 }

    /// One channel (0 = r … 3 = a) of a packed pixel.
    @inline(__always) static func channel(_ p: UInt32, _ i: UInt32) -> UInt32 { (p >> (i &* 8)) & 0xFF }
}
