import Graphics

/// Reusable buffers of one rasterization (kept by a `Canvas` between draws to avoid allocations).
struct RasterScratch {
    var lines: [FixedLine] = []
    var cellStorage: [Cell] = []
    var sweep = CellSweep()

    /// Computes the cells of `path` clipped to `clip` (or to the path's bounds) into `cellStorage`; returns their
    /// count and the box they cover, or `nil` when nothing is inside. A small box with many pieces is summed
    /// straight into `sweep`'s dense slots instead (no cells are written; the count returned is then the bound on
    /// the pieces): the next `sweep.sweep` over the box reports them, so callers sweep right after, as before.
    mutating func cells(for path: Path, transform: AffineTransform, tolerance: Double,
                        clip: PixelBox?) -> (Int, PixelBox)? {
        guard let polylines = EdgeBuilder.polylines(path, transform: transform, tolerance: tolerance, cullBox: clip),
              let box = clip ?? EdgeBuilder.bounds(of: polylines), !box.isEmpty,
              clip != nil || (box.width <= Pixmap.maximumSide && box.height <= Pixmap.maximumSide)
        else { return nil }
        var storage: [FixedLine] = []
        swap(&storage, &lines)  // the builder owns the buffer alone: emptying it keeps its capacity
        var edges = EdgeBuilder(box: box, reusing: consume storage)
        for polyline in polylines { edges.addPolyline(polyline) }
        let touched = edges.touched.intersection(box)
        lines = edges.lines
        guard !touched.isEmpty else { return nil }
        let bound = CellAccumulator.cellBound(lines)  // 0 exactly when no line makes a piece
        guard bound > 0 else { return nil }
        if CellSweep.prefersDense(box: touched, count: bound) {  // at most DenseCellSweep.maximumCellCount
            sweep.accumulateDense(lines, box: touched)
            return (bound, touched)
        }
        guard let count = CellAccumulator.accumulate(lines, into: &cellStorage, limit: Rasterizer.maximumCellCount),
              count > 0 else { return nil }
        return (count, touched)
    }
}
