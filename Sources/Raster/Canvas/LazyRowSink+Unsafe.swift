/// A `CoverageSink` for a fill into a base pixmap with background rows not stored yet (`LazyBackground`): before
/// handing a row's first run to the `PaintSink`, it stores that row's background if it is pending, so the row is
/// in L1 when the fill's runs read it (storing every row of the fill's box first could push the earliest rows out
/// of L1 and L2 for a tall shape). Rows of the box that receive no run stay pending.
///
/// Invariant: the sink writes only through `inner.target`, the base pixmap's `PixelGrid` lent for this draw
/// (origin (0, 0), asserted), one whole row at a time for rows the sweep reports, which lie inside the target
/// (`CoverageSink`'s contract); `background` has one flag per target row (asserted).
struct LazyRowSink: CoverageSink {
    var inner: PaintSink
    /// The pending rows; moved back to the canvas after the draw.
    var background: LazyBackground
    /// The last row seen (its background is stored).
    private var lastRow = Int.min

    init(inner: PaintSink, background: LazyBackground) {
        assert(inner.target.originX == 0 && inner.target.originY == 0
               && background.pending.count == inner.target.height, "LazyRowSink: not the base pixmap")
        self.inner = inner
        self.background = background
    }

    @inline(__always)
    mutating func span(y: Int, x: Int, length: Int, coverage: UInt8) {
        if y != lastRow { enter(y) }
        inner.span(y: y, x: x, length: length, coverage: coverage)
    }

    @inline(__always)
    mutating func pixels(y: Int, x: Int, coverage: SpanPointer<UInt8>) {
        if y != lastRow { enter(y) }
        inner.pixels(y: y, x: x, coverage: coverage)
    }

    /// Stores row `y`'s background when it is pending.
    private mutating func enter(_ y: Int) {
        lastRow = y
        guard background.pending[y] else { return }
        let width = inner.target.width
        let row = inner.target.row(x: 0, y: y, count: width)
        #if DEBUG
        for x in 0..<width {
            assert(row[x] == Pixmap.uninitializedPoison, "LazyRowSink: row \(y) written before it was stored")
        }
        #endif
        row.fill(background.color, count: width)
        background.markStored(y..<y + 1)
    }
}
