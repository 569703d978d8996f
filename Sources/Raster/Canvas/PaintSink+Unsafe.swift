/// The clip's bytes as a draw sees them, and `PaintSink`, which turns coverage runs into composited pixels.
///
/// Invariant: every pointer here is a span (`SpanPointer`, `MutableSpanPointer`, `PixelGrid`) lent by
/// `Canvas.withPaintSink` for one draw. The sweep reports runs inside the box it was given, which the canvas
/// clamps to the target and the clip (`CoverageSink`'s contract); each run is asserted against the target
/// (`PixelGrid.row`), the clip mask (`ClipPixels.row`) and the scratch rows, which hold the target's width, the
/// longest run possible.
struct ClipPixels {
    /// The clip's coverage (`box.width × box.height` bytes, row-major); nil for a rectangular clip, which has full
    /// coverage inside its box.
    let coverage: SpanPointer<UInt8>?
    /// Per row of `box`, the run of full clip coverage: `runs[2·row] ..< runs[2·row + 1]` (canvas x), where a draw
    /// may ignore the mask.
    let runs: SpanPointer<Int32>?
    let box: PixelBox

    /// A clip over `box`; `coverage` and `runs` must hold one byte per pixel and two entries per row (asserted).
    @inline(__always) init(coverage: SpanPointer<UInt8>?, runs: SpanPointer<Int32>?, box: PixelBox) {
        assert(coverage.map { $0.count == box.width * box.height } ?? true, "ClipPixels: mask size")
        assert(runs.map { $0.count == 2 * box.height } ?? true, "ClipPixels: run table size")
        self.coverage = coverage
        self.runs = runs
        self.box = box
    }

    /// The clip's coverage of the `count` pixels from canvas (x, y) (asserted inside the clip's box); nil for a
    /// rectangular clip.
    @inline(__always) func row(x: Int, y: Int, count: Int) -> SpanPointer<UInt8>? {
        guard let coverage else { return nil }
        assert(y >= box.y0 && y < box.y1 && x >= box.x0 && x + count <= box.x1,
               "ClipPixels: \(count) pixels at (\(x), \(y)) outside the clip")
        return SpanPointer(coverage.base + ((y - box.y0) &* box.width &+ (x - box.x0)), count: count)
    }
}

/// Turns coverage runs into composited pixels.
///
/// With an anti-aliased clip, a span is split at the row's run of full clip coverage: the middle part takes the
/// unclipped path (same result, as coverage × 255 / 255 is the coverage), the ends multiply by the clip.
struct PaintSink: CoverageSink {
    let target: PixelGrid
    let clip: ClipPixels
    let shader: Shader
    /// The solid colour, when the shader is solid.
    let color: UInt32?
    let mode: BlendMode
    /// Scratch rows of the target's width: shaded colours and clipped coverage of the current span.
    let sourceRow: MutableSpanPointer<UInt32>
    let coverageRow: MutableSpanPointer<UInt8>
    /// True for a solid colour composited source-over: unclipped spans skip the general path.
    let isSolidOver: Bool
    /// True when a span at full coverage stores its colour without reading the destination (an opaque solid
    /// colour, source-over, no clip mask).
    var storesWithoutReading: Bool {
        isSolidOver && clip.coverage == nil && (color ?? 0) >> 24 == 255
    }

    init(target: PixelGrid, clip: ClipPixels, shader: Shader, mode: BlendMode,
         sourceRow: MutableSpanPointer<UInt32>, coverageRow: MutableSpanPointer<UInt8>) {
        assert(sourceRow.count >= target.width && coverageRow.count >= target.width, "PaintSink: scratch rows too short")
        self.target = target
        self.clip = clip
        self.shader = shader
        self.mode = mode
        self.sourceRow = sourceRow
        self.coverageRow = coverageRow
        if case .solid(let c) = shader { color = c } else { color = nil }
        isSolidOver = color != nil && mode == .sourceOver
    }

    mutating func span(y: Int, x: Int, length: Int, coverage: UInt8) {
        guard clip.coverage != nil, let runs = clip.runs else {
            unclippedSpan(y: y, x: x, length: length, coverage: coverage)
            return
        }
        let r = 2 * (y - clip.box.y0)
        let end = x + length
        let m0 = min(max(Int(runs[r]), x), end), m1 = max(min(Int(runs[r + 1]), end), m0)
        if m0 > x { emit(y: y, x: x, count: m0 - x, constant: UInt32(coverage), row: nil, clipped: true) }
        if m1 > m0 { unclippedSpan(y: y, x: m0, length: m1 - m0, coverage: coverage) }
        if end > m1 { emit(y: y, x: m1, count: end - m1, constant: UInt32(coverage), row: nil, clipped: true) }
    }

    mutating func pixels(y: Int, x: Int, coverage: SpanPointer<UInt8>) {
        if clip.coverage == nil, isSolidOver, let color {
            SourceOverSpan.solidMasked(dst: target.row(x: x, y: y, count: coverage.count), color: color,
                                       coverage: coverage)
            return
        }
        emit(y: y, x: x, count: coverage.count, constant: 0, row: coverage, clipped: clip.coverage != nil)
    }

    /// A span that the clip does not reduce.
    @inline(__always)
    func unclippedSpan(y: Int, x: Int, length: Int, coverage: UInt8) {
        if isSolidOver, let color {
            let dst = target.row(x: x, y: y, count: length)
            let s = coverage == 255 ? color : PixelMath.scale(color, UInt32(coverage))
            if s >> 24 == 255 {
                dst.fill(s, count: length)
            } else if s != 0 {
                SourceOverSpan.solid(dst: dst, color: s)
            }
            return
        }
        emit(y: y, x: x, count: length, constant: UInt32(coverage), row: nil, clipped: false)
    }

    /// Composites one span; `row` (when not nil) gives per-pixel coverage, else `constant`; `clipped` multiplies
    /// by the clip mask.
    @inline(__always)
    func emit(y: Int, x: Int, count: Int, constant: UInt32, row: SpanPointer<UInt8>?, clipped: Bool) {
        let cover: Compositor.Coverage
        if clipped, let clipRow = clip.row(x: x, y: y, count: count) {
            let out = coverageRow.slice(from: 0, count: count)
            if let row {
                for i in 0..<count {
                    out[i] = UInt8(truncatingIfNeeded: PixelMath.mul255(UInt32(row[i]), UInt32(clipRow[i])))
                }
            } else {
                for i in 0..<count {
                    out[i] = UInt8(truncatingIfNeeded: PixelMath.mul255(constant, UInt32(clipRow[i])))
                }
            }
            cover = .row(out.readOnly)
        } else if let row {
            cover = .row(row)
        } else {
            cover = .constant(constant)
        }
        let source: Compositor.Source
        if let color {
            source = .color(color)
        } else {
            let out = sourceRow.slice(from: 0, count: count)
            shader.shade(x: x, y: y, into: out)
            source = .row(out.readOnly)
        }
        Compositor.blend(mode, dst: target.row(x: x, y: y, count: count), source: source, coverage: cover)
    }
}
