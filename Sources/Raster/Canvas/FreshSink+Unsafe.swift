/// A `CoverageSink` for the first draw into a pixmap whose memory has not been cleared: it writes transparent
/// black into every pixel the draw does not reach and hands each run to the ordinary `PaintSink`, so every pixel
/// is stored once instead of being zeroed first and drawn over afterwards (`Canvas(width:height:firstFill:…)`).
///
/// Runs arrive in row-major order and never overlap (`CoverageSink`'s contract), so one cursor — the first pixel
/// not yet written, as an index into the target's row-major pixels — says what is still uninitialised: before a
/// run, the pixels from the cursor to the run are cleared; a run that blends (reads its destination) is cleared
/// first too, so it blends over exactly the zero pixels a cleared pixmap would hold. Only a run that stores
/// without reading (an opaque solid colour at full coverage) skips the clear. `finish()` clears the rest.
/// The result is bit-identical to clearing the pixmap and then drawing.
///
/// Invariant: the sink writes only through `inner.target` (a `PixelGrid` lent for this draw), from the cursor to a
/// run's end, and runs are asserted to come in order, so every clear lies inside the target and no pixel is
/// cleared after it was drawn.
struct FreshSink: CoverageSink {
    var inner: PaintSink
    /// The first pixel (row-major index into the target) not yet written.
    private(set) var cursor = 0

    init(inner: PaintSink) {
        self.inner = inner
    }

    mutating func span(y: Int, x: Int, length: Int, coverage: UInt8) {
        let start = inner.target.index(x: x, y: y)
        if coverage == 255, inner.storesWithoutReading {
            clear(to: start)
        } else {
            clear(to: start + length)
        }
        inner.span(y: y, x: x, length: length, coverage: coverage)
        cursor = start + length
    }

    mutating func pixels(y: Int, x: Int, coverage: SpanPointer<UInt8>) {
        let start = inner.target.index(x: x, y: y)
        clear(to: start + coverage.count)
        inner.pixels(y: y, x: x, coverage: coverage)
    }

    /// Clears every pixel left after the last run.
    mutating func finish() {
        clear(to: inner.target.width * inner.target.height)
    }

    /// Writes transparent black from the cursor up to (not including) pixel index `end`.
    private mutating func clear(to end: Int) {
        assert(end >= cursor, "FreshSink: runs out of order")
        guard end > cursor else { return }
        inner.target.pixels.fill(0, from: cursor, count: end - cursor)
        cursor = end
    }
}
