import Graphics

/// Where a canvas's pixels are touched: the target pixmap's buffer, the clip's bytes and the per-span scratch
/// rows are obtained once per draw, and `PaintSink` hands each span to the `Compositor` loops.
///
/// Soundness: every pointer here comes from a `withUnsafe…` closure of an array owned by the canvas or by a
/// local, lives only inside that closure, and is indexed within the boxes computed by the caller (the region is
/// always inside the target's box and the clip's box); scratch rows hold `target width` elements, the longest
/// span possible.
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

extension Canvas {
    /// Runs `body` with the current target's pixels (the innermost layer, or the base pixmap).
    mutating func withTargetPixels(_ body: (TargetPixels) -> Void) {
        if layers.isEmpty {
            let stride = pixmap.width
            pixmap.storage.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                body(TargetPixels(base: base, stride: stride, originX: 0, originY: 0))
            }
        } else {
            let i = layers.count - 1
            let box = layers[i].box, stride = layers[i].pixmap.width
            layers[i].pixmap.storage.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                body(TargetPixels(base: base, stride: stride, originX: box.x0, originY: box.y0))
            }
        }
    }

    /// Runs `body` with the clip's bytes.
    static func withClipPixels(_ clip: ClipState, _ body: (ClipPixels) -> Void) {
        switch clip {
        case .rect(let box):
            body(ClipPixels(base: nil, runs: nil, box: box))
        case .mask(let clipMask):
            clipMask.mask.coverage.withUnsafeBufferPointer { bytes in
                clipMask.fullRuns.withUnsafeBufferPointer { runs in
                    body(ClipPixels(base: bytes.baseAddress, runs: runs.baseAddress, box: clipMask.mask.box))
                }
            }
        }
    }

    /// Runs `body` with a paint sink over the current target.
    mutating func withPaintSink(shader: Shader, mode: BlendMode, clip: ClipState, _ body: (inout PaintSink) -> Void) {
        let width = max(1, targetBox.width)
        let sourceRow = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
        let coverageRow = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        defer {
            sourceRow.deallocate()
            coverageRow.deallocate()
        }
        withTargetPixels { target in
            Canvas.withClipPixels(clip) { clipPixels in
                var sink = PaintSink(target: target, clip: clipPixels, shader: shader, mode: mode,
                                     sourceRow: sourceRow, coverageRow: coverageRow)
                body(&sink)
            }
        }
    }

    /// Sweeps `cells` into the current target.
    mutating func blit(cells: [Cell], count: Int, box: PixelBox, fillRule: FillRule, sweep: inout CellSweep,
                       shader: Shader, mode: BlendMode) {
        withPaintSink(shader: shader, mode: mode, clip: clip) { sink in
            sweep.sweep(cells, count: count, box: box, fillRule: fillRule, into: &sink)
        }
    }

    /// Composites every pixel of `region` with full coverage (through `clip`).
    mutating func blitRegion(_ region: PixelBox, shader: Shader, mode: BlendMode, clip: ClipState) {
        if case .pixmap(let p) = shader, p.opacity == 255, mode == .sourceOver, case .rect = clip,
           region.intersection(PixelBox(x0: p.offsetX, y0: p.offsetY, x1: p.offsetX + p.source.width,
                                        y1: p.offsetY + p.source.height)) == region {
            // Layers and drawPixmap at full opacity: blend straight from the source rows.
            let stride = p.source.width
            p.source.storage.withUnsafeBufferPointer { buffer in
                guard let source = buffer.baseAddress else { return }
                withTargetPixels { target in
                    for y in region.y0..<region.y1 {
                        let row = source + (y - p.offsetY) * stride + (region.x0 - p.offsetX)
                        SourceOverSpan.row(dst: target.row(x: region.x0, y: y), source: row, count: region.width)
                    }
                }
            }
            return
        }
        withPaintSink(shader: shader, mode: mode, clip: clip) { sink in
            for y in region.y0..<region.y1 {
                sink.span(y: y, x: region.x0, length: region.width, coverage: 255)
            }
        }
    }

    /// Composites the rows of `mask` (placed at `maskBox`) inside `region`.
    mutating func blitMask(_ mask: CoverageMask, maskBox: PixelBox, region: PixelBox, shader: Shader, mode: BlendMode) {
        let clip = self.clip
        let maskWidth = mask.width
        if case .solid(let color) = shader, mode == .sourceOver, case .rect = clip {
            // The glyph path: a per-colour table, no scratch rows, no shading.
            if maskColorTable?.color != color { maskColorTable = MaskColorTable(color: color) }
            guard let table = maskColorTable else { return }
            mask.coverage.withUnsafeBufferPointer { coverage in
                guard let cov = coverage.baseAddress else { return }
                table.withPointers { pointers in
                    withTargetPixels { target in
                        for y in region.y0..<region.y1 {
                            let m = cov + (y - maskBox.y0) * maskWidth + (region.x0 - maskBox.x0)
                            SourceOverSpan.solidMasked(dst: target.row(x: region.x0, y: y), count: region.width,
                                                       table: pointers, coverage: m)
                        }
                    }
                }
            }
            return
        }
        mask.coverage.withUnsafeBufferPointer { coverage in
            guard let cov = coverage.baseAddress else { return }
            withPaintSink(shader: shader, mode: mode, clip: clip) { sink in
                for y in region.y0..<region.y1 {
                    let m = cov + (y - maskBox.y0) * maskWidth + (region.x0 - maskBox.x0)
                    sink.pixels(y: y, x: region.x0, coverage: m, count: region.width)
                }
            }
        }
    }
}
