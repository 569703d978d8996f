/// Fixed-point lines → coverage cells: exact signed-area accumulation.
///
/// The method of FreeType's `ftgrays.c` (also font-rs and stb_truetype v2): every line is cut at pixel row and
/// column boundaries; each piece inside a pixel adds to that pixel's cell
///   `cover += dy`              (signed height of the piece, 1/256 px), and
///   `area  += dy · (fxa + fxb)` (twice the area left of the piece within its strip, 1/256² px),
/// so that, sweeping a row left to right with `acc` = the sum of covers of the cells already passed, a pixel's
/// coverage is `512·(acc + cover) − area` out of `512·256` (exact for the fixed-point geometry).
/// Everything is integer arithmetic, so results are bit-identical on every CPU. Each line is walked top to
/// bottom whatever its direction (the sign goes into `cover`), so an edge shared by two shapes is cut at
/// identical points for both and their coverages stay complementary.
///
/// As in ftgrays' `gray_render_line`, the points where a line crosses row and column boundaries are stepped with
/// a quotient and a remainder (one division to start, one for the step when there are two crossings or more,
/// none per crossing), and a line inside one pixel row takes no division for its rows. (ftgrays' other habit,
/// summing successive pieces in one pixel into one "current cell", was measured slower here: the sweeps' cost
/// follows the pixels that have cells, not the number of cells.)
///
/// Invariant: cells are written through a span over storage sized beforehand: a line crossing `r` rows and `c`
/// column boundaries makes at most `r + c` pieces (`cellBound`), and each piece writes at most one cell, so no
/// write can overrun; the span asserts each write in debug builds, and the total is asserted against the bound.
/// `CellWriter`'s arithmetic wraps (`&+`, `&*`) rather than checks, as ftgrays' C does: fixed-point coordinates lie
/// within ±2^30 (EdgeBuilder clamps them to the box, whose sides are at most `Int32.max / 512` pixels), so a
/// difference is below 2^31 and a product of two below 2^62: nothing can wrap.
enum CellAccumulator {
    /// The cells of `lines`, written to the front of `storage` (grown as needed); returns how many, or `nil` when
    /// they could exceed `limit`.
    static func accumulate(_ lines: [FixedLine], into storage: inout [Cell], limit: Int) -> Int? {
        let bound = cellBound(lines)
        guard bound <= limit else { return nil }
        if storage.count < bound {
            storage = [Cell](repeating: .zero, count: min(max(bound, storage.count * 2), limit))
        }
        var written = 0
        storage.withMutableSpan { cells in
            var writer = CellWriter(cells: cells)
            for line in lines { writer.add(line) }
            assert(writer.count <= bound, "CellAccumulator: \(writer.count) cells for a bound of \(bound)")
            written = writer.count
        }
        return written
    }

    /// The most cells `lines` can produce.
    static func cellBound(_ lines: [FixedLine]) -> Int {
        var bound = 0
        for line in lines { bound &+= cellBound(line) }
        return bound
    }

    /// The most cells `line` can produce: one per row crossed plus one per column boundary crossed.
    static func cellBound(_ line: FixedLine) -> Int {
        let y0 = Int(min(line.y0, line.y1)), y1 = Int(max(line.y0, line.y1))
        if y0 == y1 { return 0 }
        let rows = ((y1 - 1) >> 8) - (y0 >> 8) + 1
        let columns = abs((Int(line.x1) >> 8) - (Int(line.x0) >> 8)) + 1
        return rows + columns
    }

    /// ⌊a / b⌋ for b > 0.
    @inline(__always) static func floorDivide(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0 && a < 0) ? q - 1 : q
    }
}

/// Where the pieces of lines go: one call per piece of a line inside one pixel (|cover| ≤ 256, |area| ≤ 2^17).
protocol CellRecorder {
    /// Adds one piece to pixel (x, y).
    mutating func record(_ x: Int, _ y: Int, _ cover: Int, _ area: Int)
}

/// Appends cells through a span (capacity guaranteed by `CellAccumulator.cellBound`, asserted per write).
struct CellWriter: CellRecorder {
    let cells: MutableSpanPointer<Cell>
    private(set) var count = 0

    init(cells: MutableSpanPointer<Cell>) {
        self.cells = cells
    }

    /// Writes one piece's cell for pixel (x, y).
    @inline(__always) mutating func record(_ x: Int, _ y: Int, _ cover: Int, _ area: Int) {
        cells[count] = Cell(x: Int32(truncatingIfNeeded: x), y: Int32(truncatingIfNeeded: y),
                            cover: Int32(truncatingIfNeeded: cover), area: Int32(truncatingIfNeeded: area))
        count &+= 1
    }
}

/// The line walk, for any recorder (specialised for each: the cell array, or `DenseCellSweep`'s slots).
extension CellRecorder {

    /// Adds one line (coordinates in 1/256 px).
    @inline(__always)
    mutating func add(_ line: FixedLine) {
        var x0 = Int(line.x0), y0 = Int(line.y0), x1 = Int(line.x1), y1 = Int(line.y1)
        if y0 == y1 { return }
        var sign = 1
        if y0 > y1 {
            swap(&x0, &x1)
            swap(&y0, &y1)
            sign = -1
        }
        let firstRow = y0 >> 8, lastRow = (y1 &- 1) >> 8
        if firstRow == lastRow {
            addRowPiece(row: firstRow, x0, y0, x1, y1, sign: sign)
            return
        }
        let dx = x1 &- x0, dy = y1 &- y0
        if dx == 0 {
            // Vertical: one cell per row, same column.
            let column = x0 >> 8, twiceFx = 2 &* (x0 & 255)
            for row in firstRow...lastRow {
                let cover = sign &* (min(y1, (row &+ 1) << 8) &- max(y0, row << 8))
                record(column, row, cover, cover &* twiceFx)
            }
            return
        }
        // x where the line leaves each row: x0 + ⌊(yb − y0)·dx / dy⌋, stepped exactly (quotient + remainder)
        // instead of dividing per row; the step itself is divided out only for lines of three rows or more.
        var xa = x0, ya = y0
        var yb = (firstRow &+ 1) << 8
        let first = (yb &- y0) &* dx
        var q = CellAccumulator.floorDivide(first, dy), r = first &- q &* dy
        var stepQ = 0, stepR = 0
        if lastRow &- firstRow > 1 {
            stepQ = CellAccumulator.floorDivide(256 &* dx, dy)
            stepR = 256 &* dx &- stepQ &* dy
        }
        for row in firstRow...lastRow {
            let xb: Int
            if row == lastRow {
                yb = y1
                xb = x1
            } else {
                xb = x0 &+ q
            }
            addRowPiece(row: row, xa, ya, xb, yb, sign: sign)
            xa = xb
            ya = yb
            yb &+= 256
            q &+= stepQ
            r &+= stepR
            if r >= dy {
                r &-= dy
                q &+= 1
            }
        }
    }

    /// A piece of a line inside one pixel row (`ya ≤ yb`), cut at column boundaries. The y where it crosses the
    /// k-th boundary, `ya + ⌊(boundary − xa)·dy / dx⌋`, is stepped by quotient and remainder from the first.
    @inline(__always)
    private mutating func addRowPiece(row: Int, _ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int, sign: Int) {
        let lo = min(xa, xb), hi = max(xa, xb)
        let column = lo >> 8
        if hi <= (column &+ 1) << 8 {
            // Inside one cell.
            let base = column << 8
            let cover = sign &* (yb &- ya)
            record(column, row, cover, cover &* ((xa &- base) &+ (xb &- base)))
            return
        }
        let dyRow = yb &- ya
        if xa < xb {
            // Walk right: boundaries (col + 1)·256, numerators (boundary − xa)·dy ≥ 0.
            let dxRow = xb &- xa
            var col = xa >> 8, px = xa, py = ya
            var crossing = CrossingStepper(numerator: (((col &+ 1) << 8) &- xa) &* dyRow, step: 256 &* dyRow,
                                           divisor: dxRow)
            while true {
                let base = col << 8, boundary = base &+ 256
                if xb <= boundary {
                    let cover = sign &* (yb &- py)
                    record(col, row, cover, cover &* ((px &- base) &+ (xb &- base)))
                    return
                }
                let by = ya &+ crossing.offset
                let cover = sign &* (by &- py)
                record(col, row, cover, cover &* ((px &- base) &+ 256))
                px = boundary
                py = by
                col &+= 1
                if xb <= boundary &+ 256 { continue }  // the next piece is the last: no crossing to step to
                crossing.advance()
            }
        } else {
            // Walk left: boundaries col·256, numerators (xa − boundary)·dy ≥ 0.
            let dxRow = xa &- xb
            var col = (xa &- 1) >> 8, px = xa, py = ya
            var crossing = CrossingStepper(numerator: (xa &- (col << 8)) &* dyRow, step: 256 &* dyRow, divisor: dxRow)
            while true {
                let base = col << 8
                if xb >= base {
                    let cover = sign &* (yb &- py)
                    record(col, row, cover, cover &* ((px &- base) &+ (xb &- base)))
                    return
                }
                let by = ya &+ crossing.offset
                let cover = sign &* (by &- py)
                record(col, row, cover, cover &* (px &- base))
                px = base
                py = by
                col &-= 1
                if xb >= base &- 256 { continue }  // the next piece is the last: no crossing to step to
                crossing.advance()
            }
        }
    }
}
