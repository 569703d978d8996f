import Graphics

/// Coverage cells → runs of pixels: the second half of the ftgrays method (`gray_sweep`).
///
/// 1. Bucket the cells by row (a counting sort), then sort each row by column (`sortRow`).
/// 2. Walk each row left to right, summing the covers passed (`acc`). A cell's pixel gets
///    `512·(acc + cover) − area`; the run up to the next cell gets `512·acc`, a constant: runs of full
///    coverage reach the sink as one `span`, which is where solid interiors take their fast path.
/// 3. Map the signed value to 0…255 by the fill rule: non-zero clamps |v|; even-odd folds |v| modulo two
///    full pixels. The map rounds to nearest, so exact complements (two shapes sharing an edge) sum to 255
///    except at an exact half pixel, where both round to 128.
///
/// Small boxes with many cells skip steps 1–2 for `DenseCellSweep` (per-pixel sums, no sorting), which makes the
/// same sink calls: from the cells, or from a path's lines summed beforehand by `accumulateDense` (as
/// `RasterScratch` does, writing no cells; the next `sweep` then reports those sums). Buffers are reused between sweeps; spans over them are taken once per sweep.
///
/// Invariant: row indices come from the counting sort, so row r's cells are `starts[r] ..< starts[r + 1]` of the
/// `kept ≤ count ≤ sorted.count` cells written; `starts` holds `rows + 1` entries and `pending` `box.width + 1`
/// bytes, and a row run of pending coverage never exceeds the box's width (one byte per column inside the box).
/// Every access goes through a span, which asserts it in debug builds.
struct CellSweep {
    /// Full coverage in sweep units (512 · 256).
    static let full = 131_072

    /// How cells reach the pixels: bucketed and sorted by row (`sparse`), or summed into per-pixel slots over the
    /// box (`dense`, `DenseCellSweep`); `automatic` picks by the box's size against the cell count. Both give the
    /// sink the same calls.
    enum Strategy {
        case automatic, sparse, dense
    }

    /// A dense sweep is chosen when the box has at most this many pixels per cell.
    static let densePixelsPerCell = 16

    private var sorted: [Cell] = []
    private var rowStarts: [Int32] = []
    private var pending: [UInt8] = []
    private var dense = DenseCellSweep()

    init() {}

    /// True when `DenseCellSweep` is the faster way for `count` cells over `box` (and its limits allow it).
    static func prefersDense(box: PixelBox, count: Int) -> Bool {
        let pixels = box.width * box.height
        return count <= DenseCellSweep.maximumCellCount && pixels <= DenseCellSweep.maximumPixelCount
            && pixels <= densePixelsPerCell * count
    }

    /// Sums the pieces of `lines` (clipped to `box`) straight into the dense sweep's slots, for the next `sweep`
    /// over `box` to report (its `cells` are then not read). For boxes where `prefersDense(box:count:)` holds with
    /// `CellAccumulator.cellBound(lines)` as the count.
    mutating func accumulateDense(_ lines: [FixedLine], box: PixelBox) {
        dense.accumulate(lines, box: box)
    }

    /// Sweeps the first `count` cells of `cells` (pixels outside `box` are ignored) into `sink` — or, after
    /// `accumulateDense(_:box:)`, the pieces summed there.
    mutating func sweep<S: CoverageSink>(_ cells: [Cell], count: Int, box: PixelBox, fillRule: FillRule,
                                         strategy: Strategy = .automatic, into sink: inout S) {
        let evenOdd = fillRule == .evenOdd
        if let accumulated = dense.accumulatedBox {
            assert(accumulated == box, "CellSweep: pieces summed over \(accumulated), swept over \(box)")
            guard accumulated == box else {
                dense.discardAccumulated()
                return
            }
            if pending.count < box.width + 1 { pending = [UInt8](repeating: 0, count: box.width + 1) }
            pending.withMutableSpan { pend in dense.sweepAccumulated(evenOdd: evenOdd, pending: pend, into: &sink) }
            return
        }
        guard !box.isEmpty, count > 0, count <= cells.count else { return }
        if pending.count < box.width + 1 { pending = [UInt8](repeating: 0, count: box.width + 1) }
        let useDense: Bool
        switch strategy {
        case .automatic: useDense = CellSweep.prefersDense(box: box, count: count)
        case .sparse: useDense = false
        case .dense:
            useDense = count <= DenseCellSweep.maximumCellCount
                && box.width * box.height <= DenseCellSweep.maximumPixelCount
        }
        if useDense {
            cells.withSpan { cellSpan in
                pending.withMutableSpan { pend in
                    dense.sweep(cellSpan.slice(from: 0, count: count), box: box, evenOdd: evenOdd, pending: pend,
                                into: &sink)
                }
            }
            return
        }
        let rows = box.height
        if rowStarts.count < rows + 1 { rowStarts = [Int32](repeating: 0, count: rows + 1) }
        if sorted.count < count { sorted = [Cell](repeating: .zero, count: max(count, sorted.count * 2)) }
        cells.withSpan { cellSpan in
            sorted.withMutableSpan { out in
                rowStarts.withMutableSpan { starts in
                    pending.withMutableSpan { pend in
                        let source = cellSpan.slice(from: 0, count: count)
                        let kept = CellSweep.bucket(source, box: box, starts: starts, into: out)
                        guard kept > 0 else { return }
                        for r in 0..<rows {
                            let start = Int(starts[r]), end = Int(starts[r + 1])
                            if start == end { continue }
                            let row = out.slice(from: start, count: end - start)
                            CellSweep.sortRow(row)
                            CellSweep.sweepRow(y: box.y0 + r, row, box: box, evenOdd: evenOdd, pending: pend, into: &sink)
                        }
                    }
                }
            }
        }
    }

    /// Step 1: counting sort by row; `starts[r] ..< starts[r + 1]` are row r's cells afterwards.
    @inline(__always)
    private static func bucket(_ cells: SpanPointer<Cell>, box: PixelBox, starts: MutableSpanPointer<Int32>,
                               into out: MutableSpanPointer<Cell>) -> Int {
        let rows = box.height, count = cells.count
        assert(starts.count >= rows + 1 && out.count >= count, "CellSweep: buffers too small")
        starts.fill(0, count: rows + 1)
        var kept = 0
        for i in 0..<count {
            let r = Int(cells[i].y) - box.y0
            if r >= 0 && r < rows {
                starts[r + 1] &+= 1
                kept += 1
            }
        }
        for r in 0..<rows { starts[r + 1] &+= starts[r] }
        // Scatter, using starts[r] as the cursor, then shift the cursors back.
        for i in 0..<count {
            let r = Int(cells[i].y) - box.y0
            if r >= 0 && r < rows {
                out[Int(starts[r])] = cells[i]
                starts[r] &+= 1
            }
        }
        var r = rows
        while r > 0 {
            starts[r] = starts[r - 1]
            r -= 1
        }
        starts[0] = 0
        return kept
    }

    /// Step 1 (per row): sorts `count` cells by column, in place and without allocating. A row's cells arrive
    /// as a few monotonic runs (each edge walks its columns in order), so descending runs are reversed first and
    /// insertion sort finishes the job; long unsorted rows fall back to heapsort. Order among equal columns
    /// does not matter: their covers and areas are summed.
    @inline(__always)
    private static func sortRow(_ row: MutableSpanPointer<Cell>) {
        let count = row.count
        if count < 2 { return }
        if count == 2 {
            if row[1].x < row[0].x { swapCells(row, 0, 1) }
            return
        }
        if count <= 8 {
            insertionSort(row, count)
            return
        }
        sortLongRow(row, count)
    }

    /// Insertion sort by column.
    @inline(__always) private static func insertionSort(_ row: MutableSpanPointer<Cell>, _ count: Int) {
        var i = 1
        while i < count {
            let cell = row[i]
            var j = i
            while j > 0 && row[j - 1].x > cell.x {
                row[j] = row[j - 1]
                j -= 1
            }
            row[j] = cell
            i += 1
        }
    }

    /// Rows of more than eight cells: reverse descending runs, then insertion sort (up to 64) or heapsort.
    @inline(never) private static func sortLongRow(_ row: MutableSpanPointer<Cell>, _ count: Int) {
        var i = 0
        while i < count - 1 {
            var j = i
            while j + 1 < count && row[j + 1].x < row[j].x { j += 1 }
            if j > i {
                var a = i, b = j
                while a < b {
                    swapCells(row, a, b)
                    a += 1
                    b -= 1
                }
            }
            i = j + 1
        }
        if count > 64 {
            heapSort(row, count)
        } else {
            insertionSort(row, count)
        }
    }

    /// Exchanges two cells.
    @inline(__always) private static func swapCells(_ row: MutableSpanPointer<Cell>, _ a: Int, _ b: Int) {
        let t = row[a]
        row[a] = row[b]
        row[b] = t
    }

    /// In-place heapsort by column (for unusually long rows; O(n log n), no allocation).
    private static func heapSort(_ row: MutableSpanPointer<Cell>, _ count: Int) {
        func siftDown(_ start: Int, _ end: Int) {
            var root = start
            while 2 * root + 1 < end {
                var child = 2 * root + 1
                if child + 1 < end && row[child].x < row[child + 1].x { child += 1 }
                if row[root].x >= row[child].x { return }
                swapCells(row, root, child)
                root = child
            }
        }
        var start = count / 2
        while start > 0 {
            start -= 1
            siftDown(start, count)
        }
        var end = count
        while end > 1 {
            end -= 1
            swapCells(row, 0, end)
            siftDown(0, end)
        }
    }

    /// Step 2: one row.
    @inline(__always)
    private static func sweepRow<S: CoverageSink>(y: Int, _ row: MutableSpanPointer<Cell>, box: PixelBox,
                                                  evenOdd: Bool, pending: MutableSpanPointer<UInt8>,
                                                  into sink: inout S) {
        let count = row.count
        var acc = 0
        var i = 0
        var pendingX = 0, pendingCount = 0
        while i < count {
            let x = Int(row[i].x)
            var cover = 0, area = 0
            while i < count && Int(row[i].x) == x {
                cover += Int(row[i].cover)
                area += Int(row[i].area)
                i += 1
            }
            if x >= box.x1 { break }
            let value = (acc + cover) * 512 - area
            acc += cover
            if x >= box.x0 {
                if pendingCount > 0 && pendingX + pendingCount != x {
                    sink.pixels(y: y, x: pendingX, coverage: pending.readOnly.slice(from: 0, count: pendingCount))
                    pendingCount = 0
                }
                if pendingCount == 0 { pendingX = x }
                pending[pendingCount] = coverage(value, evenOdd: evenOdd)
                pendingCount += 1
            }
            let spanStart = max(x + 1, box.x0)
            let spanEnd = i < count ? min(Int(row[i].x), box.x1) : box.x1
            if spanEnd > spanStart && acc != 0 {
                let c = coverage(acc * 512, evenOdd: evenOdd)
                if c != 0 {
                    if pendingCount > 0 {
                        sink.pixels(y: y, x: pendingX, coverage: pending.readOnly.slice(from: 0, count: pendingCount))
                        pendingCount = 0
                    }
                    sink.span(y: y, x: spanStart, length: spanEnd - spanStart, coverage: c)
                }
            }
        }
        if pendingCount > 0 {
            sink.pixels(y: y, x: pendingX, coverage: pending.readOnly.slice(from: 0, count: pendingCount))
        }
    }

    /// Step 3: signed sweep value → 0…255. (|value| < 2^62: covers and areas are sums of at most 2^21 Int32
    /// terms, so the wrapping arithmetic here and in the sweeps never wraps.)
    @inline(__always) static func coverage(_ value: Int, evenOdd: Bool) -> UInt8 {
        var a = value < 0 ? 0 &- value : value
        if evenOdd {
            a &= 2 &* full &- 1
            if a > full { a = 2 &* full &- a }
        } else if a >= full {
            return 255
        }
        return UInt8(truncatingIfNeeded: (a &* 255 &+ full / 2) >> 17)
    }
}
