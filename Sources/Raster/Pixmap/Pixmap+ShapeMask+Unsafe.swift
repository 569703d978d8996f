// Masking a finished image to a shape, in place (a widget to its container shape: the mode pass).
//
// Every pixel is multiplied by the shape's anti-aliased coverage c (a ``ShapeMask``: Raster's
// `Rasterizer.mask`, the same cells and sweep a clip uses): each premultiplied channel becomes x·c/255 rounded
// to nearest with Blinn's exact formula ((t + (t >> 8)) >> 8, t = x·c + 128; "Three Wrongs Make a Right",
// 1995). That is the value "clip + drawPixmap onto a transparent pixmap" gives (source-over of s·c onto 0), so
// pixels are identical, without a second full-size pixmap or a full-frame composite. Each row's run of full
// coverage is skipped whole; only the pixels beside it are touched.
//
// Invariant: the pixmap's pixels are a span of `width × height` (asserted) and each row a span of `width` from
// it; `fullRuns` holds two entries per row (asserted) and a non-empty run lies inside the row (asserted: the
// mask was computed with the pixmap's size as its clip); mask rows are read only at columns inside the mask.
// Every span asserts its accesses in debug builds.
import Graphics

extension Pixmap {
    /// Multiplies every pixel by the coverage of `path` (pixels outside it become transparent).
    package mutating func mask(to path: Path) {
        mask(with: ShapeMask(path: path, width: width, height: height))
    }

    /// Multiplies every pixel by `container`'s coverage (which must be for this pixmap's size).
    package mutating func mask(with container: ShapeMask) {
        let width = self.width, height = self.height
        guard container.width == width, container.height == height, let mask = container.coverage else {
            storage.withMutableSpan { $0.fill(0, count: $0.count) }
            return
        }
        let maskHeight = mask.height, maskWidth = mask.width
        container.fullRuns.withSpan { run in
            mask.coverage.withSpan { coverage in
                storage.withMutableSpan { pixels in
                    assert(pixels.count == width * height && run.count == 2 * height, "Pixmap.mask: sizes")
                    assert(coverage.count == maskWidth * maskHeight, "Pixmap.mask: coverage size")
                    for y in 0..<height {
                        let row = pixels.slice(from: y * width, count: width)
                        let full0 = Int(run[2 * y]), full1 = Int(run[2 * y + 1])
                        assert(full1 <= full0 || (full0 >= 0 && full1 <= width), "Pixmap.mask: run outside the row")
                        // Left of the full run, then right of it (all of the row when there is no run).
                        let (left, right) = full1 > full0 ? (full0, full1) : (width, width)
                        Self.scale(row, y: y, from: 0, to: left, mask: mask, coverage: coverage)
                        Self.scale(row, y: y, from: right, to: width, mask: mask, coverage: coverage)
                    }
                }
            }
        }
    }

    /// `p = p·c/255` for the pixels `x0 ..< x1` of canvas row `y` (c = 0 outside the mask).
    private static func scale(_ row: MutableSpanPointer<UInt32>, y: Int, from x0: Int, to x1: Int, mask: CoverageMask,
                              coverage: SpanPointer<UInt8>) {
        guard x0 < x1 else { return }
        let my = y - mask.originY
        guard my >= 0, my < mask.height else {
            row.fill(0, from: x0, count: x1 - x0)
            return
        }
        let maskRow = coverage.slice(from: my * mask.width, count: mask.width)
        for x in x0..<x1 {
            let mx = x - mask.originX
            let c = mx >= 0 && mx < mask.width ? UInt32(maskRow[mx]) : 0
            if c == 255 { continue }
            row[x] = c == 0 ? 0 : scale(row[x], c)
        }
    }

    /// Every channel of a packed pixel times `a/255`, rounded to nearest (two channels per 16-bit lane pair).
    @inline(__always) private static func scale(_ p: UInt32, _ a: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* a &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((p >> 8) & 0x00FF_00FF) &* a &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }
}
