import Graphics
import Testing
import TestSupport
@testable import Raster

/// A sink that records every call, to compare the dense and sparse sweeps call for call.
private struct RecordingSink: CoverageSink {
    enum Call: Equatable {
        case span(y: Int, x: Int, length: Int, coverage: UInt8)
        case pixels(y: Int, x: Int, coverage: [UInt8])
    }

    var calls: [Call] = []

    mutating func span(y: Int, x: Int, length: Int, coverage: UInt8) {
        calls.append(.span(y: y, x: x, length: length, coverage: coverage))
    }

    mutating func pixels(y: Int, x: Int, coverage: SpanPointer<UInt8>) {
        calls.append(.pixels(y: y, x: x, coverage: (0..<coverage.count).map { coverage[$0] }))
    }
}

/// The sink calls of sweeping `cells` over `box` with `strategy` (a fresh sweep each time).
private func sweepCalls(_ cells: [Cell], count: Int, box: PixelBox, fillRule: FillRule,
                        strategy: CellSweep.Strategy, reusing sweep: inout CellSweep) -> [RecordingSink.Call] {
    var sink = RecordingSink()
    sweep.sweep(cells, count: count, box: box, fillRule: fillRule, strategy: strategy, into: &sink)
    return sink.calls
}

/// The lines of `path` clipped to `clip` (or its bounds) and the box they touch, as `RasterScratch` makes them.
private func pathLines(of path: Path, clip: PixelBox?) -> ([FixedLine], PixelBox)? {
    guard let polylines = EdgeBuilder.polylines(path, transform: .identity, tolerance: 0.1, cullBox: clip),
          let box = clip ?? EdgeBuilder.bounds(of: polylines) else { return nil }
    var edges = EdgeBuilder(box: box)
    for polyline in polylines { edges.addPolyline(polyline) }
    let touched = edges.touched.intersection(box)
    return touched.isEmpty ? nil : (edges.lines, touched)
}

/// The cells of `path` (clipped to `clip` when given) in an array, whatever the box's size.
private func pathCells(of path: Path, clip: PixelBox?) -> ([Cell], Int, PixelBox)? {
    guard let (lines, box) = pathLines(of: path, clip: clip) else { return nil }
    var storage: [Cell] = []
    guard let count = CellAccumulator.accumulate(lines, into: &storage, limit: Rasterizer.maximumCellCount),
          count > 0 else { return nil }
    return (storage, count, box)
}

/// A random polygon of `sides` vertices inside `0…extent` (self-intersecting in general).
private func randomPolygon(_ rng: inout SplitMix64, sides: Int, origin: Double, extent: Double) -> Path {
    var path = Path()
    for i in 0..<sides {
        let p = Point(x: origin + Double.random(in: 0...extent, using: &rng),
                      y: origin + Double.random(in: 0...extent, using: &rng))
        if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
    }
    path.closeSubpath()
    return path
}

@Test func denseAndSparseSweepsMakeTheSameCallsOnRandomPolygons() throws {
    var rng = SplitMix64(state: 16)
    var dense = CellSweep(), sparse = CellSweep()
    var compared = 0, drawn = 0
    for round in 0..<300 {
        let extent = [3.0, 12, 40, 90][round % 4]
        var path = randomPolygon(&rng, sides: 3 + round % 9, origin: Double.random(in: -20...30, using: &rng),
                                 extent: extent)
        if round % 5 == 0 { path.addEllipse(in: Rect(x: 4.3, y: 7.1, width: extent / 2, height: extent / 3)) }
        let clip: PixelBox? = round % 3 == 0 ? PixelBox(x0: 5, y0: 3, x1: 37, y1: 29) : nil
        guard let (cells, count, box) = pathCells(of: path, clip: clip) else { continue }
        for rule in [FillRule.nonZero, .evenOdd] {
            let a = sweepCalls(cells, count: count, box: box, fillRule: rule, strategy: .dense, reusing: &dense)
            let b = sweepCalls(cells, count: count, box: box, fillRule: rule, strategy: .sparse, reusing: &sparse)
            #expect(a == b, "round \(round), \(rule)")
            compared += 1
            if !a.isEmpty { drawn += 1 }
        }
    }
    #expect(compared > 400 && drawn > 400)
}

@Test func linesSummedStraightIntoTheDenseSlotsSweepAsTheirCells() {
    // RasterScratch sums a small box's pieces straight into the dense slots (no cells); the sweep that follows
    // must make the calls the sparse sweep makes from the cells of the same lines.
    var rng = SplitMix64(state: 23)
    var scratch = RasterScratch(), sparse = CellSweep()
    var direct = 0
    for round in 0..<300 {
        let extent = [4.0, 15, 35, 70][round % 4]
        let path = randomPolygon(&rng, sides: 3 + round % 11, origin: Double.random(in: -10...20, using: &rng),
                                 extent: extent)
        let clip: PixelBox? = round % 3 == 0 ? PixelBox(x0: 2, y0: 4, x1: 33, y1: 27) : nil
        guard let (lines, box) = pathLines(of: path, clip: clip),
              let (cells, count, _) = pathCells(of: path, clip: clip) else { continue }
        if CellSweep.prefersDense(box: box, count: CellAccumulator.cellBound(lines)) { direct += 1 }
        for rule in [FillRule.nonZero, .evenOdd] {
            guard let (n, scratchBox) = scratch.cells(for: path, transform: .identity, tolerance: 0.1, clip: clip) else {
                Issue.record("round \(round): no cells")
                continue
            }
            #expect(scratchBox == box)
            var sink = RecordingSink()
            scratch.sweep.sweep(scratch.cellStorage, count: n, box: scratchBox, fillRule: rule, into: &sink)
            let b = sweepCalls(cells, count: count, box: box, fillRule: rule, strategy: .sparse, reusing: &sparse)
            #expect(sink.calls == b, "round \(round), \(rule)")
        }
    }
    #expect(direct > 100)
}

@Test func piecesSummedButNeverSweptAreDiscarded() throws {
    // A second path summed before the first was swept (a caller that gave up) leaves no trace of the first.
    var scratch = RasterScratch()
    let first = Path(ellipseIn: Rect(x: 1.5, y: 2.25, width: 12, height: 9))
    let second = Path(ellipseIn: Rect(x: 4.75, y: 1.5, width: 10, height: 13))
    let summed = scratch.cells(for: first, transform: .identity, tolerance: 0.1, clip: nil)
    try #require(summed != nil)
    let again = scratch.cells(for: second, transform: .identity, tolerance: 0.1, clip: nil)
    let (n, box) = try #require(again)
    var sink = RecordingSink()
    scratch.sweep.sweep(scratch.cellStorage, count: n, box: box, fillRule: .nonZero, into: &sink)
    let (cells, count, cellBox) = try #require(pathCells(of: second, clip: nil))
    var sparse = CellSweep()
    #expect(cellBox == box)
    #expect(sink.calls == sweepCalls(cells, count: count, box: box, fillRule: .nonZero, strategy: .sparse,
                                     reusing: &sparse))
    #expect(!sink.calls.isEmpty)
}

@Test func denseSweepMatchesSparseOnCellsOutsideTheBox() {
    // Hand-made cells beyond every side of the box, repeated columns and cells summing to zero: the dense
    // sweep's carry (cells left of the box), drops and marks must reproduce the sparse sweep exactly.
    var rng = SplitMix64(state: 7)
    var dense = CellSweep(), sparse = CellSweep()
    let box = PixelBox(x0: 10, y0: 20, x1: 29, y1: 31)
    for round in 0..<200 {
        var cells: [Cell] = []
        for _ in 0..<(1 + round % 60) {
            let cover = Int32.random(in: -256...256, using: &rng)
            let cell = Cell(x: Int32.random(in: 4...33, using: &rng), y: Int32.random(in: 18...32, using: &rng),
                            cover: cover, area: cover * Int32.random(in: 0...512, using: &rng))
            cells.append(cell)
            if round % 4 == 0 {
                cells.append(Cell(x: cell.x, y: cell.y, cover: -cell.cover, area: -cell.area))  // sums to zero
            }
        }
        for rule in [FillRule.nonZero, .evenOdd] {
            let a = sweepCalls(cells, count: cells.count, box: box, fillRule: rule, strategy: .dense, reusing: &dense)
            let b = sweepCalls(cells, count: cells.count, box: box, fillRule: rule, strategy: .sparse, reusing: &sparse)
            #expect(a == b, "round \(round), \(rule)")
        }
    }
}

@Test func denseSweepLeavesItsBuffersClean() throws {
    // The same shape swept twice, and after a larger and a smaller box, gives the same calls: every slot, mark
    // and carry is cleared as it is read.
    var sweep = CellSweep()
    let (cells, count, box) = try #require(pathCells(of: Path(ellipseIn: Rect(x: 2.2, y: 3.7, width: 17.5, height: 9.25)),
                                                clip: nil))
    let first = sweepCalls(cells, count: count, box: box, fillRule: .nonZero, strategy: .dense, reusing: &sweep)
    let (bigCells, bigCount, bigBox) = try #require(pathCells(of: Path(ellipseIn: Rect(x: 0.5, y: 0.5, width: 60, height: 50)),
                                                         clip: nil))
    _ = sweepCalls(bigCells, count: bigCount, box: bigBox, fillRule: .evenOdd, strategy: .dense, reusing: &sweep)
    let again = sweepCalls(cells, count: count, box: box, fillRule: .nonZero, strategy: .dense, reusing: &sweep)
    var fresh = CellSweep()
    let sparse = sweepCalls(cells, count: count, box: box, fillRule: .nonZero, strategy: .sparse, reusing: &fresh)
    #expect(first == again && first == sparse && !first.isEmpty)
}

@Test func degenerateShapesSweepTheSameDenseOrSparse() {
    // Zero-area outlines (a line traced there and back, a collapsed triangle) leave cells whose sums are zero.
    var dense = CellSweep(), sparse = CellSweep()
    var there = Path()
    there.move(to: Point(x: 1.3, y: 2.7)); there.addLine(to: Point(x: 14.6, y: 9.2)); there.addLine(to: Point(x: 1.3, y: 2.7))
    var flat = Path()
    flat.move(to: Point(x: 0, y: 0)); flat.addLine(to: Point(x: 5, y: 5)); flat.addLine(to: Point(x: 10, y: 10))
    flat.closeSubpath()
    for path in [there, flat] {
        guard let (cells, count, box) = pathCells(of: path, clip: nil) else { continue }
        let a = sweepCalls(cells, count: count, box: box, fillRule: .nonZero, strategy: .dense, reusing: &dense)
        let b = sweepCalls(cells, count: count, box: box, fillRule: .nonZero, strategy: .sparse, reusing: &sparse)
        #expect(a == b)
    }
}

@Test func largeBoxesFallBackToTheSparseSweep() throws {
    // A box beyond the dense limit is swept sparsely even when dense is asked for; the result is still right.
    let (cells, count, box) = try #require(pathCells(of: Path(Rect(x: 0.5, y: 0.5, width: 400, height: 300)), clip: nil))
    #expect(box.width * box.height > DenseCellSweep.maximumPixelCount)
    #expect(!CellSweep.prefersDense(box: box, count: count))
    var a = CellSweep(), b = CellSweep()
    #expect(sweepCalls(cells, count: count, box: box, fillRule: .nonZero, strategy: .dense, reusing: &a)
            == sweepCalls(cells, count: count, box: box, fillRule: .nonZero, strategy: .sparse, reusing: &b))
}

@Test func smallBoxesWithManyCellsPreferTheDenseSweep() {
    #expect(CellSweep.prefersDense(box: PixelBox(x0: 0, y0: 0, x1: 40, y1: 40), count: 300))
    #expect(!CellSweep.prefersDense(box: PixelBox(x0: 0, y0: 0, x1: 1000, y1: 1000), count: 4000))
    #expect(!CellSweep.prefersDense(box: PixelBox(x0: 0, y0: 0, x1: 40, y1: 40),
                                    count: DenseCellSweep.maximumCellCount + 1))
}

@Test func denseSweepSumsAtItsCellLimitWithoutOverflow() {
    // maximumCellCount full-height pieces at the right of one pixel (each the largest area a piece can have):
    // the pixel's Int32 area sum reaches 16 383 · 2^17, just below 2^31, and the dense sweep agrees with the
    // sparse one (whose sums are Int). One more cell and the dense sweep is not taken.
    let box = PixelBox(x0: 0, y0: 0, x1: 8, y1: 4)
    var cells = [Cell](repeating: Cell(x: 3, y: 1, cover: 256, area: 256 * 512), count: DenseCellSweep.maximumCellCount - 1)
    cells.append(Cell(x: 5, y: 1, cover: -100, area: -100 * 37))
    var dense = CellSweep(), sparse = CellSweep()
    for rule in [FillRule.nonZero, .evenOdd] {
        let a = sweepCalls(cells, count: cells.count, box: box, fillRule: rule, strategy: .dense, reusing: &dense)
        let b = sweepCalls(cells, count: cells.count, box: box, fillRule: rule, strategy: .sparse, reusing: &sparse)
        #expect(a == b && !a.isEmpty)
    }
    #expect(CellSweep.prefersDense(box: box, count: cells.count))
    #expect(!CellSweep.prefersDense(box: box, count: cells.count + 1))
}
