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
/// Invariant: cells are written through a span over storage sized beforehand: a line crossing `r` rows and `c`
/// column boundaries makes at most `r + c` cells (`cellBound`), so no write can overrun; the span asserts each
/// write in debug builds, and the total is asserted against the bound.
enum CellAccumulator {
    /// The cells of `lines`, written to the front of `storage` (grown as needed); returns how many, or `nil` when
    /// they could exceed `limit`.
    static func accumulate(_ lines: [FixedLine], into storage: inout [Cell], limit: Int) -> Int? {
        var bound = 0
        for line in lines { bound += cellBound(line) }
        guard bound <= limit else { return nil }
        if storage.count < bound {
            storage = [Cell](repeating: .zero, count: min(max(bound, storage.count * 2), limit))
        }
        var written = 0
        storage.withMutableSpan { cells in
            var writer = CellWriter(cells: cells, count: 0)
            for line in lines { writer.add(line) }
            assert(writer.count <= bound, "CellAccumulator: \(writer.count) cells for a bound of \(bound)")
            written = writer.count
        }
        return written
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

/// Appends cells through a span (capacity guaranteed by `CellAccumulator.cellBound`, asserted per write).
struct CellWriter {
    let cells: MutableSpanPointer<Cell>
    var count: Int

    @inline(__always) mutating func emit(_ x: Int, _ y: Int, _ cover: Int, _ area: Int) {
        cells[count] = Cell(x: Int32(truncatingIfNeeded: x), y: Int32(truncatingIfNeeded: y),
                           cover: Int32(truncatingIfNeeded: cover), area: Int32(truncatingIfNeeded: area))
        count += 1
    }

    /// Adds one line (coordinates in 1/256 px).
    mutating func add(_ line: FixedLine) {
        var x0 = Int(line.x0), y0 = Int(line.y0), x1 = Int(line.x1), y1 = Int(line.y1)
        if y0 == y1 { return }
        var sign = 1
        if y0 > y1 {
            swap(&x0, &x1)
            swap(&y0, &y1)
            sign = -1
        }
        let dx = x1 - x0, dy = y1 - y0
        let firstRow = y0 >> 8, lastRow = (y1 - 1) >> 8
        if dx == 0 {
            // Vertical: one cell per row, same column.
            let column = x0 >> 8, twiceFx = 2 * (x0 & 255)
            for row in firstRow...lastRow {
                let cover = sign * (min(y1, (row + 1) << 8) - max(y0, row << 8))
                emit(column, row, cover, cover * twiceFx)
            }
            return
        }
        // x where the line leaves each row: x0 + ⌊(yb − y0)·dx / dy⌋, stepped exactly (quotient + remainder)
        // instead of dividing per row.
        var xa = x0, ya = y0
        var yb = (firstRow + 1) << 8
        let first = (yb - y0) * dx
        var q = CellAccumulator.floorDivide(first, dy), r = first - q * dy
        let stepQ = CellAccumulator.floorDivide(256 * dx, dy), stepR = 256 * dx - stepQ * dy
        for row in firstRow...lastRow {
            let xb: Int
            if row == lastRow {
                yb = y1
                xb = x1
            } else {
                xb = x0 + q
            }
            addRowPiece(row: row, xa, ya, xb, yb, sign: sign)
            xa = xb
            ya = yb
            yb += 256
            q += stepQ
            r += stepR
            if r >= dy {
                r -= dy
                q += 1
            }
        }
    }

    /// A piece of a line inside one pixel row, cut at column boundaries.
    private mutating func addRowPiece(row: Int, _ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int, sign: Int) {
        let lo = min(xa, xb), hi = max(xa, xb)
        let column = lo >> 8
        if hi <= (column + 1) << 8 {
            // Inside one cell.
            let base = column << 8
            let cover = sign * (yb - ya)
            emit(column, row, cover, cover * ((xa - base) + (xb - base)))
            return
        }
        let dxRow = xb - xa, dyRow = yb - ya
        if xa < xb {
            // Walk right.
            var col = xa >> 8, px = xa, py = ya
            while true {
                let boundary = (col + 1) << 8, base = col << 8
                if xb <= boundary {
                    let cover = sign * (yb - py)
                    emit(col, row, cover, cover * ((px - base) + (xb - base)))
                    return
                }
                let by = ya + CellAccumulator.floorDivide((boundary - xa) * dyRow, dxRow)
                let cover = sign * (by - py)
                emit(col, row, cover, cover * ((px - base) + 256))
                px = boundary
                py = by
                col += 1
            }
        } else {
            // Walk left.
            var col = (xa - 1) >> 8, px = xa, py = ya
            while true {
                let base = col << 8
                if xb >= base {
                    let cover = sign * (yb - py)
                    emit(col, row, cover, cover * ((px - base) + (xb - base)))
                    return
                }
                let by = ya + CellAccumulator.floorDivide((xa - base) * dyRow, -dxRow)
                let cover = sign * (by - py)
                emit(col, row, cover, cover * (px - base))
                px = base
                py = by
                col -= 1
            }
        }
    }
}
