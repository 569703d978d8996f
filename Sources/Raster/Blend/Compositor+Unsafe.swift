/// The blending loops: a source (one colour or a row of shaded pixels) composited onto a destination row
/// through coverage (one value or a row of bytes), for each `BlendMode`.
///
/// `blend` picks a loop per span; the mode's formula is a `PixelBlender` type, so every loop is specialised
/// (no per-pixel switch). Source-over with a solid colour has dedicated loops: an opaque fill is a plain
/// store, a translucent interior and a glyph mask run in `SourceOverSpan+Unsafe.swift`.
///
/// Invariant: the destination is a span of the target (`PixelGrid.row`); a source row and a coverage row hold at
/// least as many elements as the destination (asserted in `blend`), so `i < dst.count` keeps every access in
/// bounds, and each access is asserted again by the spans in debug builds.
enum Compositor {
    /// The source of a span.
    enum Source {
        /// One premultiplied colour for every pixel.
        case color(UInt32)
        /// One premultiplied pixel per destination pixel.
        case row(SpanPointer<UInt32>)
    }

    /// The coverage of a span.
    enum Coverage {
        /// The same coverage (1…255) for every pixel.
        case constant(UInt32)
        /// One coverage byte per pixel.
        case row(SpanPointer<UInt8>)
    }

    /// Composites the pixels of `dst`.
    static func blend(_ mode: BlendMode, dst: MutableSpanPointer<UInt32>, source: Source, coverage: Coverage) {
        let count = dst.count
        guard count > 0 else { return }
        if case .row(let src) = source { assert(src.count >= count, "Compositor: source row shorter than the span") }
        if case .row(let m) = coverage { assert(m.count >= count, "Compositor: coverage row shorter than the span") }
        if mode == .sourceOver, case .color(let color) = source {
            switch coverage {
            case .constant(let c):
                let s = c >= 255 ? color : PixelMath.scale(color, c)
                if s >> 24 == 255 {
                    dst.fill(s, count: count)
                } else if s != 0 {
                    SourceOverSpan.solid(dst: dst, color: s)
                }
            case .row(let mask):
                SourceOverSpan.solidMasked(dst: dst, color: color, coverage: mask)
            }
            return
        }
        switch mode {
        case .sourceOver: run(SourceOverBlender.self, dst, source, coverage)
        case .source: run(SourceBlender.self, dst, source, coverage)
        case .clear: run(ClearBlender.self, dst, source, coverage)
        case .destinationOver: run(DestinationOverBlender.self, dst, source, coverage)
        case .sourceIn: run(SourceInBlender.self, dst, source, coverage)
        case .destinationIn: run(DestinationInBlender.self, dst, source, coverage)
        case .sourceOut: run(SourceOutBlender.self, dst, source, coverage)
        case .destinationOut: run(DestinationOutBlender.self, dst, source, coverage)
        case .sourceAtop: run(SourceAtopBlender.self, dst, source, coverage)
        case .destinationAtop: run(DestinationAtopBlender.self, dst, source, coverage)
        case .xor: run(XorBlender.self, dst, source, coverage)
        case .plus: run(PlusBlender.self, dst, source, coverage)
        case .multiply: run(MultiplyBlender.self, dst, source, coverage)
        case .screen: run(ScreenBlender.self, dst, source, coverage)
        }
    }

    /// The generic loops, one per source × coverage form.
    @inline(__always)
    private static func run<B: PixelBlender>(_ blender: B.Type, _ dst: MutableSpanPointer<UInt32>,
                                             _ source: Source, _ coverage: Coverage) {
        let count = dst.count
        switch (source, coverage) {
        case (.color(let s), .constant(let c)):
            for i in 0..<count { dst[i] = B.blend(s, dst[i], coverage: c) }
        case (.color(let s), .row(let m)):
            for i in 0..<count where m[i] != 0 { dst[i] = B.blend(s, dst[i], coverage: UInt32(m[i])) }
        case (.row(let src), .constant(let c)):
            if B.self == SourceOverBlender.self && c >= 255 {
                SourceOverSpan.row(dst: dst, source: src)
            } else {
                for i in 0..<count { dst[i] = B.blend(src[i], dst[i], coverage: c) }
            }
        case (.row(let src), .row(let m)):
            for i in 0..<count where m[i] != 0 { dst[i] = B.blend(src[i], dst[i], coverage: UInt32(m[i])) }
        }
    }
}
