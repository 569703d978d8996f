import Graphics

/// Coverage cells → runs of pixels: the second half of the ftgrays method (`gray_sweep`).
///
/// 1. Bucket the cells by row (a counting sort), then sort each row by column (insertion sort; rows hold few
///    cells).
/// 2. Walk each row left to right, summing the covers passed (`acc`). A cell's pixel gets
///    `512·(acc + cover) − area`; the run up to the next cell gets `512·acc`, a constant: runs of full
///    coverage reach the sink as one `span`, which is where solid interiors take their fast path.
/// 3. Map the signed value to 0…255 by the fill rule: non-zero clamps |v|; even-odd folds |v| modulo two
///    full pixels. The map rounds to nearest, so exact complements (two shapes sharing an edge) sum to 255
///    except at an exact half pixel, where both round to 128.
struct CellSweep {
    /// Full coverage in sweep units (512 · 256).
    static let full = 131_072

    private var sorted: [Cell] = []
    private var rowStarts: [Int32] = []
    private var pending: [UInt8] = []

    init() {}

    /// Sweeps `cells` (pixels outside `box` are ignored) into `sink`.
    mutating func sweep<S: CoverageSink>(_ cells: [Cell], box: PixelBox, fillRule: FillRule, into sink: inout S) {
        guard !box.isEmpty, !cells.isEmpty else { return }
        let rows = box.height
        // Step 1: counting sort by row.
        rowStarts.removeAll(keepingCapacity: true)
        rowStarts.append(contentsOf: repeatElement(0, count: rows + 1))
        var kept = 0
        for cell in cells {
            let r = Int(cell.y) - box.y0
            if r >= 0 && r < rows {
                rowStarts[r + 1] &+= 1
                kept += 1
            }
        }
        guard kept > 0 else { return }
        for r in 0..<rows { rowStarts[r + 1] &+= rowStarts[r] }
        var next = rowStarts
        sorted.removeAll(keepingCapacity: true)
        sorted.append(contentsOf: repeatElement(Cell(x: 0, y: 0, cover: 0, area: 0), count: kept))
        for cell in cells {
            let r = Int(cell.y) - box.y0
            if r >= 0 && r < rows {
                sorted[Int(next[r])] = cell
                next[r] &+= 1
            }
        }
        if pending.count < box.width + 1 {
            pending = [UInt8](repeating: 0, count: box.width + 1)
        }
        let evenOdd = fillRule == .evenOdd
        for r in 0..<rows {
            let start = Int(rowStarts[r]), end = Int(rowStarts[r + 1])
            if start == end { continue }
            sortRow(start, end)
            sweepRow(y: box.y0 + r, start, end, box: box, evenOdd: evenOdd, into: &sink)
        }
    }

    /// Step 1 (per row): sorts `sorted[start..<end]` by column.
    private mutating func sortRow(_ start: Int, _ end: Int) {
        if end - start > 32 {
            sorted[start..<end].sort { $0.x < $1.x }
            return
        }
        var i = start + 1
        while i < end {
            let cell = sorted[i]
            var j = i
            while j > start && sorted[j - 1].x > cell.x {
                sorted[j] = sorted[j - 1]
                j -= 1
            }
            sorted[j] = cell
            i += 1
        }
    }

    /// Step 2: one row.
    private mutating func sweepRow<S: CoverageSink>(y: Int, _ start: Int, _ end: Int, box: PixelBox, evenOdd: Bool,
                                                    into sink: inout S) {
        var acc = 0
        var i = start
        var pendingX = 0, pendingCount = 0
        while i < end {
            let x = Int(sorted[i].x)
            var cover = 0, area = 0
            while i < end && Int(sorted[i].x) == x {
                cover += Int(sorted[i].cover)
                area += Int(sorted[i].area)
                i += 1
            }
            if x >= box.x1 { break }
            let value = (acc + cover) * 512 - area
            acc += cover
            if x >= box.x0 {
                if pendingCount > 0 && pendingX + pendingCount != x {
                    sink.pixels(y: y, x: pendingX, coverage: pending, count: pendingCount)
                    pendingCount = 0
                }
                if pendingCount == 0 { pendingX = x }
                pending[pendingCount] = CellSweep.coverage(value, evenOdd: evenOdd)
                pendingCount += 1
            }
            let spanStart = max(x + 1, box.x0)
            let spanEnd = i < end ? min(Int(sorted[i].x), box.x1) : box.x1
            if spanEnd > spanStart && acc != 0 {
                let c = CellSweep.coverage(acc * 512, evenOdd: evenOdd)
                if c != 0 {
                    if pendingCount > 0 {
                        sink.pixels(y: y, x: pendingX, coverage: pending, count: pendingCount)
                        pendingCount = 0
                    }
                    sink.span(y: y, x: spanStart, length: spanEnd - spanStart, coverage: c)
                }
            }
        }
        if pendingCount > 0 {
            sink.pixels(y: y, x: pendingX, coverage: pending, count: pendingCount)
        }
    }

    /// Step 3: signed sweep value → 0…255.
    @inline(__always) static func coverage(_ value: Int, evenOdd: Bool) -> UInt8 {
        var a = value < 0 ? -value : value
        if evenOdd {
            a &= 2 * full - 1
            if a > full { a = 2 * full - a }
        } else if a >= full {
            return 255
        }
        return UInt8(truncatingIfNeeded: (a * 255 + full / 2) >> 17)
    }
}
