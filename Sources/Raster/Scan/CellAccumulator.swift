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
struct Cell: Sendable {
    /// Pixel column.
    var x: Int32
    /// Pixel row.
    var y: Int32
    /// Signed height of the pieces in this cell, 1/256 px.
    var cover: Int32
    /// Signed twice-area term, 1/256² px.
    var area: Int32
}

struct CellAccumulator {
    /// The cells, in generation order (not sorted; one pixel may appear several times).
    var cells: [Cell]

    init(reusing storage: [Cell] = []) {
        cells = storage
        cells.removeAll(keepingCapacity: true)
    }

    /// Adds every line.
    mutating func add(_ lines: [FixedLine]) {
        for line in lines { add(line) }
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
                let ya = max(y0, row << 8), yb = min(y1, (row + 1) << 8)
                let cover = sign * (yb - ya)
                cells.append(Cell(x: Int32(column), y: Int32(row), cover: Int32(cover), area: Int32(cover * twiceFx)))
            }
            return
        }
        var xa = x0, ya = y0
        for row in firstRow...lastRow {
            let yb = min(y1, (row + 1) << 8)
            let xb = yb == y1 ? x1 : x0 + CellAccumulator.floorDivide((yb - y0) * dx, dy)
            addRowPiece(row: row, xa, ya, xb, yb, sign: sign)
            xa = xb
            ya = yb
        }
    }

    /// A piece of a line inside one pixel row, cut at column boundaries.
    private mutating func addRowPiece(row: Int, _ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int, sign: Int) {
        let y = Int32(row)
        let lo = min(xa, xb), hi = max(xa, xb)
        let column = lo >> 8
        if hi <= (column + 1) << 8 {
            // Inside one cell.
            let base = column << 8
            let cover = sign * (yb - ya)
            cells.append(Cell(x: Int32(column), y: y, cover: Int32(cover),
                              area: Int32(cover * ((xa - base) + (xb - base)))))
            return
        }
        let dxRow = xb - xa, dyRow = yb - ya
        if xa < xb {
            // Walk right.
            var col = xa >> 8, px = xa, py = ya
            while true {
                let boundary = (col + 1) << 8
                let base = col << 8
                if xb <= boundary {
                    let cover = sign * (yb - py)
                    cells.append(Cell(x: Int32(col), y: y, cover: Int32(cover),
                                      area: Int32(cover * ((px - base) + (xb - base)))))
                    return
                }
                let by = ya + CellAccumulator.floorDivide((boundary - xa) * dyRow, dxRow)
                let cover = sign * (by - py)
                cells.append(Cell(x: Int32(col), y: y, cover: Int32(cover), area: Int32(cover * ((px - base) + 256))))
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
                    cells.append(Cell(x: Int32(col), y: y, cover: Int32(cover),
                                      area: Int32(cover * ((px - base) + (xb - base)))))
                    return
                }
                let by = ya + CellAccumulator.floorDivide((xa - base) * dyRow, -dxRow)
                let cover = sign * (by - py)
                cells.append(Cell(x: Int32(col), y: y, cover: Int32(cover), area: Int32(cover * (px - base))))
                px = base
                py = by
                col -= 1
            }
        }
    }

    /// ⌊a / b⌋ for b > 0.
    @inline(__always) static func floorDivide(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0 && a < 0) ? q - 1 : q
    }
}
