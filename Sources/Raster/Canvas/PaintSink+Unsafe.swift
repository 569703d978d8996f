/// The pointer views a draw works through — the target's pixels, the clip's bytes — and `PaintSink`, which turns
/// coverage runs into composited pixels. Pointers come from `Canvas.withPaintSink` and live only inside it.
struct TargetPixels {
    let base: UnsafeMutablePointer<UInt32>
    /// Row length of the target pixmap.
    let stride: Int
    /// Canvas coordinates of the target's pixel (0, 0).
    let originX: Int
    let originY: Int

    /// The target pixel at canvas (x, y).
    @inline(__always) func row(x: Int, y: Int) -> UnsafeMutablePointer<UInt32> {
        base + (y - originY) * stride + (x - originX)
    }
}

/// The clip's coverage bytes (nil base = rectangular clip: full coverage inside its box), and per row the
/// run of full coverage (`runs[2·row] ..< runs[2·row + 1]`, canvas x), where a draw may ignore the mask.
struct ClipPixels {
    let base: UnsafePointer<UInt8>?
    let runs: UnsafePointer<Int32>?
    let box: PixelBox

    @inline(__always) func row(x: Int, y: Int) -> UnsafePointer<UInt8>? {
        base.map { $0 + (y - box.y0) * box.width + (x - box.x0) }
    }
}

/// Turns coverage runs into composited pixels.
///
/// With an anti-aliased clip, a span is split at the row's run of full clip coverage: the middle part takes the
/// unclipped path (same result, as coverage × 255 / 255 is the coverage), the ends multiply by the clip.
struct PaintSink: CoverageSink {
    let target: TargetPixels
    let clip: ClipPixels
    let shader: Shader
    /// The solid colour, when the shader is solid.
    let color: UInt32?
    let mode: BlendMode
    let sourceRow: UnsafeMutablePointer<UInt32>
    let coverageRow: UnsafeMutablePointer<UInt8>
    /// True for a solid colour composited source-over: unclipped spans skip the general path.
    let isSolidOver: Bool

    init(target: TargetPixels, clip: ClipPixels, shader: Shader, mode: BlendMode,
         sourceRow: UnsafeMutablePointer<UInt32>, coverageRow: UnsafeMutablePointer<UInt8>) {
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
        guard clip.base != nil, let runs = clip.runs else {
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

    mutating func pixels(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        if clip.base == nil, isSolidOver, let color {
            SourceOverSpan.solidMasked(dst: target.row(x: x, y: y), count: count, color: color, coverage: coverage)
            return
        }
        emit(y: y, x: x, count: count, constant: 0, row: coverage, clipped: clip.base != nil)
    }

    /// A span that the clip does not reduce.
    @inline(__always)
    func unclippedSpan(y: Int, x: Int, length: Int, coverage: UInt8) {
        if isSolidOver, let color {
            let dst = target.row(x: x, y: y)
            let s = coverage == 255 ? color : PixelMath.scale(color, UInt32(coverage))
            if s >> 24 == 255 {
                dst.update(repeating: s, count: length)
            } else if s != 0 {
                SourceOverSpan.solid(dst: dst, count: length, color: s)
            }
            return
        }
        emit(y: y, x: x, count: length, constant: UInt32(coverage), row: nil, clipped: false)
    }

    /// Composites one span; `row` (when not nil) gives per-pixel coverage, else `constant`; `clipped` multiplies
    /// by the clip mask.
    @inline(__always)
    func emit(y: Int, x: Int, count: Int, constant: UInt32, row: UnsafePointer<UInt8>?, clipped: Bool) {
        let cover: Compositor.Coverage
        if clipped, let clipRow = clip.row(x: x, y: y) {
            if let row {
                for i in 0..<count {
                    coverageRow[i] = UInt8(truncatingIfNeeded: PixelMath.mul255(UInt32(row[i]), UInt32(clipRow[i])))
                }
            } else {
                for i in 0..<count {
                    coverageRow[i] = UInt8(truncatingIfNeeded: PixelMath.mul255(constant, UInt32(clipRow[i])))
                }
            }
            cover = .row(UnsafePointer(coverageRow))
        } else if let row {
            cover = .row(row)
        } else {
            cover = .constant(constant)
        }
        let source: Compositor.Source
        if let color {
            source = .color(color)
        } else {
            shader.shade(x: x, y: y, count: count, into: sourceRow)
            source = .row(UnsafePointer(sourceRow))
        }
        Compositor.blend(mode, dst: target.row(x: x, y: y), count: count, source: source, coverage: cover)
    }
}

