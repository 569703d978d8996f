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
/// With `defersFullRows`, a row that the draw covers entirely with full-coverage runs of its opaque colour is not
/// stored at all: it is marked in `lazyRows`, and the canvas stores it just before a later draw touches it
/// (`LazyBackground`). Such runs are owed (`owedStart ..< cursor`) until the row is complete; any other run
/// stores what is owed first.
///
/// Invariant: the sink writes only through `inner.target` (a `PixelGrid` lent for this draw), from the cursor to a
/// run's end, and runs are asserted to come in order, so every clear lies inside the target and no pixel is
/// cleared after it was drawn.
struct FreshSink: CoverageSink {
    var inner: PaintSink
    /// The first pixel (row-major index into the target) not yet written.
    private(set) var cursor = 0
    /// True when rows covered entirely by full-coverage runs are left unstored.
    let defers: Bool
    /// Per target row, true when the row was left unstored (all of it the colour of `inner`); empty when not
    /// `defers`.
    private(set) var lazyRows: [Bool]
    /// The number of `true` entries in `lazyRows`.
    private(set) var lazyRowCount = 0
    /// The first pixel of the current row's full-coverage runs not stored yet (they end at `cursor`).
    private var owedStart: Int?

    init(inner: PaintSink, defersFullRows: Bool = false) {
        self.inner = inner
        defers = defersFullRows && inner.storesWithoutReading && inner.target.originX == 0
        lazyRows = defers ? [Bool](repeating: false, count: inner.target.height) : []
    }

    mutating func span(y: Int, x: Int, length: Int, coverage: UInt8) {
        let start = inner.target.index(x: x, y: y)
        if defers, coverage == 255, owe(y: y, x: x, start: start, length: length) { return }
        storeOwed()
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
        if defers, FreshSink.isFull(coverage), owe(y: y, x: x, start: start, length: coverage.count) { return }
        storeOwed()
        clear(to: start + coverage.count)
        inner.pixels(y: y, x: x, coverage: coverage)
    }

    /// Clears every pixel left after the last run.
    mutating func finish() {
        storeOwed()
        clear(to: inner.target.width * inner.target.height)
    }

    /// Owes a full-coverage run (target index `start`, `length` pixels) instead of storing it, when it continues
    /// the current row's owed runs or starts a row; a run that completes its row leaves the row to the canvas's
    /// lazy background. False (nothing done) when the run cannot be owed.
    @inline(__always)
    private mutating func owe(y: Int, x: Int, start: Int, length: Int) -> Bool {
        if owedStart != nil {
            guard start == cursor else { return false }
        } else {
            guard x == inner.target.originX else { return false }
            clear(to: start)
            owedStart = start
        }
        cursor = start + length
        if x - inner.target.originX + length == inner.target.width {
            lazyRows[y - inner.target.originY] = true
            lazyRowCount += 1
            owedStart = nil
        }
        return true
    }

    /// Stores the owed full-coverage runs of the current row.
    private mutating func storeOwed() {
        guard let start = owedStart else { return }
        owedStart = nil
        let width = inner.target.width
        let row = start / width
        inner.span(y: row + inner.target.originY, x: start - row * width + inner.target.originX, length: cursor - start,
                   coverage: 255)
    }

    /// True when every byte of `coverage` is 255.
    @inline(__always)
    private static func isFull(_ coverage: SpanPointer<UInt8>) -> Bool {
        for i in 0..<coverage.count where coverage[i] != 255 { return false }
        return true
    }

    /// Writes transparent black from the cursor up to (not including) pixel index `end`.
    private mutating func clear(to end: Int) {
        assert(end >= cursor, "FreshSink: runs out of order")
        guard end > cursor else { return }
        inner.target.pixels.fill(0, from: cursor, count: end - cursor)
        cursor = end
    }
}
