import Graphics

/// Where a canvas's pixels are touched: the target pixmap's buffer, the clip's bytes and the per-span scratch
/// rows are obtained once per draw, and `PaintSink` (PaintSink+Unsafe.swift) hands each span to the
/// `Compositor` loops.
///
/// Invariant: every pointer here comes from a `withUnsafe…` closure of an array owned by the canvas or by a
/// local (or from the two scratch rows allocated and freed in `withPaintSink`), lives only inside that closure,
/// and is wrapped at once in a span that knows its length (`PixelGrid`, `ClipPixels`, `SpanPointer`). Rows are
/// taken within the boxes computed by the caller (the region is always inside the target's box and the clip's
/// box); scratch rows hold `target width` elements, the longest span possible. The spans assert every run and
/// index in debug builds.
extension Canvas {
    /// Runs `body` with the current target's pixels (the innermost layer, or the base pixmap); `body` touches only
    /// rows inside `touched` (canvas coordinates), whose background the base pixmap stores first.
    mutating func withTargetPixels(touching touched: PixelBox, _ body: (PixelGrid) -> Void) {
        if layers.isEmpty {
            materialize(from: touched.y0, to: touched.y1)
            let width = base.width, height = base.height
            base.storage.withMutableSpan { pixels in
                body(PixelGrid(pixels: pixels, width: width, height: height, originX: 0, originY: 0))
            }
        } else {
            let i = layers.count - 1
            let box = layers[i].box, width = layers[i].pixmap.width, height = layers[i].pixmap.height
            layers[i].pixmap.storage.withMutableSpan { pixels in
                body(PixelGrid(pixels: pixels, width: width, height: height, originX: box.x0, originY: box.y0))
            }
        }
    }

    /// Runs `body` with the clip's bytes.
    static func withClipPixels(_ clip: ClipState, _ body: (ClipPixels) -> Void) {
        switch clip {
        case .rect(let box):
            body(ClipPixels(coverage: nil, runs: nil, box: box))
        case .mask(let clipMask):
            let box = clipMask.mask.box
            clipMask.mask.coverage.withSpan { bytes in
                clipMask.fullRuns.withSpan { runs in
                    body(ClipPixels(coverage: bytes, runs: runs, box: box))
                }
            }
        }
    }

    /// Runs `body` with a paint sink over the current target.
    mutating func withPaintSink(shader: Shader, mode: BlendMode, clip: ClipState, touching touched: PixelBox,
                                _ body: (inout PaintSink) -> Void) {
        let width = max(1, targetBox.width)
        let sourceRow = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
        let coverageRow = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        defer {
            sourceRow.deallocate()
            coverageRow.deallocate()
        }
        withTargetPixels(touching: touched) { target in
            Canvas.withClipPixels(clip) { clipPixels in
                var sink = PaintSink(target: target, clip: clipPixels, shader: shader, mode: mode,
                                     sourceRow: MutableSpanPointer(sourceRow, count: width),
                                     coverageRow: MutableSpanPointer(coverageRow, count: width))
                body(&sink)
            }
        }
    }

    /// Sweeps `cells` into the current target.
    mutating func blit(cells: [Cell], count: Int, box: PixelBox, fillRule: FillRule, sweep: inout CellSweep,
                       shader: Shader, mode: BlendMode) {
        guard layers.isEmpty, let background = lazyBackground else {
            withPaintSink(shader: shader, mode: mode, clip: clip, touching: box) { sink in
                sweep.sweep(cells, count: count, box: box, fillRule: fillRule, into: &sink)
            }
            return
        }
        // Pending background rows are stored row by row as the sweep reaches them (`LazyRowSink`).
        lazyBackground = nil
        var left = background
        withPaintSink(shader: shader, mode: mode, clip: clip, touching: .empty) { sink in
            var rows = LazyRowSink(inner: sink, background: background)
            sweep.sweep(cells, count: count, box: box, fillRule: fillRule, into: &rows)
            left = rows.background
        }
        if left.pendingCount > 0 { lazyBackground = left }
    }

    /// Composites every pixel of `region` with full coverage (through `clip`).
    mutating func blitRegion(_ region: PixelBox, shader: Shader, mode: BlendMode, clip: ClipState) {
        assert(region.isEmpty || region.intersection(targetBox) == region, "Canvas: region \(region) outside the target")
        if case .pixmap(let p) = shader, p.opacity == 255, mode == .sourceOver, case .rect = clip,
           region.intersection(PixelBox(x0: p.offsetX, y0: p.offsetY, x1: p.offsetX + p.source.width,
                                        y1: p.offsetY + p.source.height)) == region {
            // Layers and drawPixmap at full opacity: blend straight from the source rows.
            let stride = p.source.width
            p.source.storage.withSpan { source in
                withTargetPixels(touching: region) { target in
                    for y in region.y0..<region.y1 {
                        let row = source.slice(from: (y - p.offsetY) * stride + (region.x0 - p.offsetX),
                                               count: region.width)
                        SourceOverSpan.row(dst: target.row(x: region.x0, y: y, count: region.width), source: row)
                    }
                }
            }
            return
        }
        withPaintSink(shader: shader, mode: mode, clip: clip, touching: region) { sink in
            for y in region.y0..<region.y1 {
                sink.span(y: y, x: region.x0, length: region.width, coverage: 255)
            }
        }
    }

    /// Composites the rows of `mask` (placed at `maskBox`) inside `region`.
    mutating func blitMask(_ mask: CoverageMask, maskBox: PixelBox, region: PixelBox, shader: Shader, mode: BlendMode) {
        assert(mask.coverage.count == maskBox.width * maskBox.height, "Canvas: mask size")
        mask.coverage.withSpan { cov in
            blitMask(coverage: cov, maskBox: maskBox, region: region, shader: shader, mode: mode)
        }
    }

    /// Composites the rows of a mask whose `maskBox.width × maskBox.height` bytes are `cov` (row-major), placed at
    /// `maskBox`, inside `region`.
    mutating func blitMask(coverage cov: SpanPointer<UInt8>, maskBox: PixelBox, region: PixelBox, shader: Shader,
                           mode: BlendMode) {
        let clip = self.clip
        let maskWidth = maskBox.width
        assert(region.isEmpty || (region.intersection(maskBox) == region && region.intersection(targetBox) == region),
               "Canvas: region \(region) outside the mask \(maskBox) or the target")
        assert(cov.count >= maskBox.width * maskBox.height, "Canvas: mask size")
        if case .solid(let color) = shader, mode == .sourceOver, case .rect = clip {
            // The glyph path: the colour's lanes, no scratch rows, no shading.
            let lanes = SourceOverSpan.SolidLanes(color: color)
            let opaque = lanes.isOpaque
            withTargetPixels(touching: region) { target in
                for y in region.y0..<region.y1 {
                    let m = cov.slice(from: (y - maskBox.y0) * maskWidth + (region.x0 - maskBox.x0),
                                      count: region.width)
                    SourceOverSpan.solidMasked(dst: target.row(x: region.x0, y: y, count: region.width),
                                               lanes: lanes, opaque: opaque, coverage: m)
                }
            }
            return
        }
        withPaintSink(shader: shader, mode: mode, clip: clip, touching: region) { sink in
            for y in region.y0..<region.y1 {
                let m = cov.slice(from: (y - maskBox.y0) * maskWidth + (region.x0 - maskBox.x0), count: region.width)
                sink.pixels(y: y, x: region.x0, coverage: m)
            }
        }
    }
}
