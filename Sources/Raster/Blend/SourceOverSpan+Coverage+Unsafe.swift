/// The glyph loop: source-over of one solid colour through coverage bytes, with the coverage-scaled colour
/// computed in the vector lanes instead of looked up per pixel.
///
/// Per four pixels: the four coverage bytes (one 32-bit load, which also skips an all-zero block) are widened
/// to one 16-bit lane pair per pixel (`movd`, `punpcklbw`, `punpcklwd`); `s′ = s·c/255` is the colour's even
/// and odd channels (set up once per run in `SolidLanes`) scaled by those lanes, and
/// `d′ = s′ + d·(255 − alpha(s′))/255` as in the other loops. For an opaque colour `alpha(s′) = 255·c/255 = c`
/// exactly, so its inverse factor is `255 − c` with no multiplication. Every rounding is `PixelMath.scale`'s,
/// so the pixels are those of `SourceOverBlender` (and of the table-driven loop this replaces: 256-entry
/// tables gave `s′` and its inverse, but eight loads and six shuffles per four pixels cost more than computing
/// them; 41 instructions per four covered pixels before, 37 now, with the division of `SourceOverSpan.scale`).
///
/// Invariant: as `SourceOverSpan` — vector steps read four coverage bytes and write four pixels `i ..< i + 4`
/// only while `i < count & ~3` (so `i + 4 ≤ count`), the scalar tail the rest; the coverage span holds at least
/// `count` bytes (asserted).
extension SourceOverSpan {
    /// A premultiplied solid colour spread over the lanes of four pixels, for
    /// `solidMasked(dst:lanes:opaque:coverage:)`.
    struct SolidLanes {
        /// The packed premultiplied colour.
        let color: UInt32
        /// Channels 0 and 2 of each of four copies (`lanes & 0xFF`).
        let even: SIMD8<UInt16>
        /// Channels 1 and 3 (alpha) of each of four copies (`lanes >> 8`).
        let odd: SIMD8<UInt16>
        /// The colour's alpha in every lane.
        let alpha: SIMD8<UInt16>

        /// The lanes of `color`.
        init(color: UInt32) {
            self.color = color
            let four = SourceOverSpan.splat(color)
            even = four & SIMD8(repeating: 0x00FF)
            odd = four &>> 8
            alpha = SIMD8(repeating: UInt16(truncatingIfNeeded: color >> 24))
        }

        /// True when the colour's alpha is 255.
        var isOpaque: Bool { color >> 24 == 255 }
    }

    /// Four coverage bytes (as loaded, in memory order) widened to the factor lanes of their four pixels:
    /// `(c0, c0, c1, c1, c2, c2, c3, c3)`.
    @inline(__always) static func coveragePairs(_ c4: UInt32) -> SIMD8<UInt16> {
        // The bytes in memory order in the low half of a 64-bit value (a no-op on little-endian hosts).
        let bytes = unsafeBitCast(UInt64(UInt32(littleEndian: c4)).littleEndian, to: SIMD8<UInt8>.self)
        let c0 = UInt16(bytes[0]), c1 = UInt16(bytes[1]), c2 = UInt16(bytes[2]), c3 = UInt16(bytes[3])
        return SIMD8(c0, c0, c1, c1, c2, c2, c3, c3)
    }

    /// `d = s·c + d·(255 − sa·c)` with per-pixel coverage `c` (0 leaves the pixel as it is); the same pixels as
    /// `solidMasked(dst:color:coverage:)`. `opaque` must be `lanes.isOpaque` (callers branch once per run).
    @inline(__always)
    static func solidMasked(dst: MutableSpanPointer<UInt32>, lanes: SolidLanes, opaque: Bool,
                            coverage: SpanPointer<UInt8>) {
        let count = dst.count
        assert(coverage.count >= count, "SourceOverSpan.solidMasked: coverage shorter than the destination")
        assert(opaque == lanes.isOpaque, "SourceOverSpan.solidMasked: opaque flag of another colour")
        let full = SIMD8<UInt16>(repeating: 255)
        let blocks = count & ~3  // pixels in whole blocks of four
        var i = 0
        while i < blocks {
            let c4 = coverage.loadUnaligned(at: i, as: UInt32.self)
            if c4 != 0 {
                let c = coveragePairs(c4)
                let source = scale(lanes.even, c) | (scale(lanes.odd, c) &<< 8)
                let inverse = full &- (opaque ? c : scale(lanes.alpha, c))
                let d = dst.loadUnaligned(at: i, as: SIMD8<UInt16>.self)
                dst.storeBytes(of: source &+ scalePixels(d, inverse), at: i)
            }
            i &+= 4
        }
        while i < count {
            let c = UInt32(coverage[i])
            if c != 0 { dst[i] = PixelMath.sourceOver(PixelMath.scale(lanes.color, c), dst[i]) }
            i &+= 1
        }
    }

    /// `solidMasked(dst:lanes:opaque:coverage:)` over `count` pixels at `dst` and coverage bytes at `coverage`.
    static func solidMasked(dst: UnsafeMutablePointer<UInt32>, count: Int, lanes: SolidLanes,
                            coverage: UnsafePointer<UInt8>) {
        solidMasked(dst: MutableSpanPointer(dst, count: count), lanes: lanes, opaque: lanes.isOpaque,
                    coverage: SpanPointer(coverage, count: count))
    }
}
