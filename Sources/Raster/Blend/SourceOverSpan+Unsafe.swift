/// The hot source-over loops for a solid colour: a translucent interior span and a coverage-masked span (edge
/// pixels of fills); the glyph loop is in SourceOverSpan+Coverage+Unsafe.swift.
///
/// Four pixels at a time in a `SIMD8<UInt16>` (one SSE2 / NEON register) with the packed-pixel trick of
/// `PixelMath.scale` lifted to vectors: the 16 bytes of four pixels, read as eight 16-bit lanes, split into
/// `lanes & 0xFF` (red, blue) and `lanes >> 8` (green, alpha); each half is multiplied and divided by 255 with
/// the same exact rounding, then the halves are merged. No channel can carry into its neighbour (every result is
/// ≤ 255), so adding the premultiplied source lane-wise equals adding it byte-wise. Every channel gets the same
/// formula and per-pixel factors are replicated over a pixel's two lanes, so the host's byte order does not
/// matter. Results are bit-identical to `SourceOverBlender`.
///
/// Invariant: every loop runs over the destination span's `count` pixels; vector steps read and write the four
/// pixels `i ..< i + 4` only while `i + 4 ≤ count`, the scalar tail the rest; a coverage or source row holds at
/// least `count` elements (asserted on entry). The spans assert each access in debug builds. The pointer-and-count
/// forms at the end wrap raw buffers (tests) into spans.
enum SourceOverSpan {
    /// `x·f/255` rounded to nearest, per lane, for lanes holding values ≤ 255.
    @inline(__always) static func scale(_ x: SIMD8<UInt16>, _ f: SIMD8<UInt16>) -> SIMD8<UInt16> {
        divide255(x &* f &+ 128)
    }

    /// `(t + (t >> 8)) >> 8` per lane (the last step of `PixelMath.mul255`), as the high half of `t·257`: one
    /// `pmulhuw` instead of a shift, an add and a shift. Equal for every 16-bit `t` (the shift form computed without
    /// wrapping; in 16-bit lanes it wraps above 65 280, and pixel maths stays ≤ 255·255 + 128): with `t = 256a + b`
    /// and `a + b = 256q + r`, `t·257 = 65536a + 256(a + b) + b = 65536(a + q) + 256r + b` and `256r + b ≤ 65535`,
    /// so both sides are `a + q`. The widening and narrowing are written lane by lane (transparent
    /// initialisers LLVM folds into vector ones) because the stdlib's generic `init(truncatingIfNeeded:)` is
    /// not always inlined into large loops, and then each call converts lane by lane.
    @inline(__always) static func divide255(_ t: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let wide = SIMD8<UInt32>(UInt32(t[0]), UInt32(t[1]), UInt32(t[2]), UInt32(t[3]),
                                 UInt32(t[4]), UInt32(t[5]), UInt32(t[6]), UInt32(t[7]))
        let high = (wide &* 257) &>> 16
        return SIMD8<UInt16>(UInt16(truncatingIfNeeded: high[0]), UInt16(truncatingIfNeeded: high[1]),
                             UInt16(truncatingIfNeeded: high[2]), UInt16(truncatingIfNeeded: high[3]),
                             UInt16(truncatingIfNeeded: high[4]), UInt16(truncatingIfNeeded: high[5]),
                             UInt16(truncatingIfNeeded: high[6]), UInt16(truncatingIfNeeded: high[7]))
    }

    /// Four pixels (as 8 lanes) with every channel scaled by its pixel's factor `f` (replicated per pixel).
    @inline(__always) static func scalePixels(_ p: SIMD8<UInt16>, _ f: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let low = SIMD8<UInt16>(repeating: 0x00FF)
        return scale(p & low, f) | (scale(p &>> 8, f) &<< 8)
    }

    /// Four copies of a packed pixel, as the lanes of the 16 bytes they occupy in memory.
    @inline(__always) static func splat(_ p: UInt32) -> SIMD8<UInt16> {
        let four = SIMD4<UInt32>(repeating: p)
        return withUnsafeBytes(of: four) { $0.loadUnaligned(as: SIMD8<UInt16>.self) }
    }

    /// `d = s + d·(255 − sa)/255` for `count` pixels (s premultiplied, coverage already folded in).
    static func solid(dst: MutableSpanPointer<UInt32>, color s: UInt32) {
        let count = dst.count
        let inverse = 255 &- (s >> 24)
        let source = splat(s)
        let factor = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: inverse))
        var i = 0
        while i + 4 <= count {
            let d = dst.loadUnaligned(at: i, as: SIMD8<UInt16>.self)
            dst.storeBytes(of: source &+ scalePixels(d, factor), at: i)
            i &+= 4
        }
        while i < count {
            dst[i] = s &+ PixelMath.scale(dst[i], inverse)
            i &+= 1
        }
    }

    /// `d = s + d·(255 − sa)/255` with a source pixel per destination pixel (gradients, images, layers);
    /// blocks of four opaque sources are stored and fully transparent blocks skipped.
    static func row(dst: MutableSpanPointer<UInt32>, source: SpanPointer<UInt32>) {
        let count = dst.count
        assert(source.count >= count, "SourceOverSpan.row: source shorter than the destination")
        let ones = SIMD4<UInt32>(repeating: 0x10001)
        var i = 0
        while i + 4 <= count {
            let s = source.loadUnaligned(at: i, as: SIMD4<UInt32>.self)
            let alpha = s &>> 24
            if alpha == SIMD4(repeating: 255) {
                dst.storeBytes(of: s, at: i)
            } else if alpha != SIMD4(repeating: 0) {
                let factor = withUnsafeBytes(of: (SIMD4<UInt32>(repeating: 255) &- alpha) &* ones) {
                    $0.loadUnaligned(as: SIMD8<UInt16>.self)
                }
                let s16 = withUnsafeBytes(of: s) { $0.loadUnaligned(as: SIMD8<UInt16>.self) }
                let d = dst.loadUnaligned(at: i, as: SIMD8<UInt16>.self)
                dst.storeBytes(of: s16 &+ scalePixels(d, factor), at: i)
            } else if s != SIMD4(repeating: 0) {
                // Transparent alpha with colour cannot occur for valid pixels; treat as additive like the scalar path.
                for k in 0..<4 { dst[i &+ k] = PixelMath.sourceOver(source[i &+ k], dst[i &+ k]) }
            }
            i &+= 4
        }
        while i < count {
            let s = source[i]
            if s >> 24 == 255 { dst[i] = s } else if s != 0 { dst[i] = PixelMath.sourceOver(s, dst[i]) }
            i &+= 1
        }
    }

    /// `d = s·c + d·(255 − sa·c)` with per-pixel coverage `c`; zero coverage leaves the pixel untouched and full
    /// coverage of an opaque colour stores it.
    static func solidMasked(dst: MutableSpanPointer<UInt32>, color s: UInt32, coverage: SpanPointer<UInt8>) {
        let count = dst.count
        assert(coverage.count >= count, "SourceOverSpan.solidMasked: coverage shorter than the destination")
        let opaque = s >> 24 == 255
        if count < 4 {
            // Edge cells of fills come in runs of one to three pixels: no vector set-up.
            maskedTail(dst: dst, from: 0, count: count, color: s, opaque: opaque, coverage: coverage)
            return
        }
        let source = splat(s)
        let alpha = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: s >> 24))
        var i = 0
        while i + 4 <= count {
            let c4 = coverage.loadUnaligned(at: i, as: UInt32.self)
            if c4 == 0 {
                i &+= 4
                continue
            }
            if c4 == 0xFFFF_FFFF && opaque {
                dst.fill(s, from: i, count: 4)
                i &+= 4
                continue
            }
            let c0 = UInt16(coverage[i]), c1 = UInt16(coverage[i &+ 1])
            let c2 = UInt16(coverage[i &+ 2]), c3 = UInt16(coverage[i &+ 3])
            let c = SIMD8<UInt16>(c0, c0, c1, c1, c2, c2, c3, c3)
            let scaledSource = scalePixels(source, c)
            let inverse = SIMD8<UInt16>(repeating: 255) &- scale(alpha, c)
            let d = dst.loadUnaligned(at: i, as: SIMD8<UInt16>.self)
            dst.storeBytes(of: scaledSource &+ scalePixels(d, inverse), at: i)
            i &+= 4
        }
        maskedTail(dst: dst, from: i, count: count, color: s, opaque: opaque, coverage: coverage)
    }

    /// The scalar form of `solidMasked` for pixels `start ..< count`.
    @inline(__always)
    static func maskedTail(dst: MutableSpanPointer<UInt32>, from start: Int, count: Int, color s: UInt32,
                           opaque: Bool, coverage: SpanPointer<UInt8>) {
        var i = start
        while i < count {
            let c = UInt32(coverage[i])
            if c != 0 {
                if c == 255 {
                    dst[i] = opaque ? s : PixelMath.sourceOver(s, dst[i])
                } else {
                    dst[i] = PixelMath.sourceOver(PixelMath.scale(s, c), dst[i])
                }
            }
            i &+= 1
        }
    }

    // Pointer-and-count forms (for tests over arrays): the same loops over spans of `count` elements.

    /// `solid(dst:color:)` over `count` pixels at `dst`.
    static func solid(dst: UnsafeMutablePointer<UInt32>, count: Int, color s: UInt32) {
        solid(dst: MutableSpanPointer(dst, count: count), color: s)
    }

    /// `row(dst:source:)` over `count` pixels at `dst` and `source`.
    static func row(dst: UnsafeMutablePointer<UInt32>, source: UnsafePointer<UInt32>, count: Int) {
        row(dst: MutableSpanPointer(dst, count: count), source: SpanPointer(source, count: count))
    }

    /// `solidMasked(dst:color:coverage:)` over `count` pixels at `dst` and coverage bytes at `coverage`.
    static func solidMasked(dst: UnsafeMutablePointer<UInt32>, count: Int, color s: UInt32,
                            coverage: UnsafePointer<UInt8>) {
        solidMasked(dst: MutableSpanPointer(dst, count: count), color: s, coverage: SpanPointer(coverage, count: count))
    }
}
