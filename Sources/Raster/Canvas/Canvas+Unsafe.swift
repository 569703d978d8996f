import Graphics

/// Where a canvas's pixels are touched: the target pixmap's buffer, the clip's bytes and the per-span scratch
/// rows are obtained once per draw, and `PaintSink` (PaintSink+Unsafe.swift) hands each span to the
/// `Compositor` loops.
///
/// Soundness: every pointer here comes from a `withUnsafe…` closure of an array owned by the canvas or by a
/// local, lives only inside that closure, and is indexed within the boxes computed by the caller (the region is
/// always inside the target's box and the clip's box); scratch rows hold `target width` elements, the longest
/// span possible.
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
