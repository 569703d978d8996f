/// One pixel's share of the outline, accumulated by `CellAccumulator` and summed by `CellSweep`.
struct Cell: Sendable {
    /// Pixel column.
    var x: Int32
    /// Pixel row.
    var y: Int32
    /// Signed height of the outline pieces in this pixel, 1/256 px.
    var cover: Int32
    /// Signed twice-area term of those pieces, 1/256² px.
    var area: Int32

    /// An empty cell.
    static let zero = Cell(x: 0, y: 0, cover: 0, area: 0)
}
