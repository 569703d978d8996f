import Testing
@testable import Raster

/// Per-pixel sums of cover and area, the only thing the sweeps read from cells.
private struct PixelSums: Equatable {
    var sums: [Int64: (cover: Int, area: Int)] = [:]

    mutating func add(x: Int, y: Int, cover: Int, area: Int) {
        let key = Int64(y) << 32 | Int64(UInt32(truncatingIfNeeded: x))
        let old = sums[key] ?? (0, 0)
        sums[key] = (old.cover + cover, old.area + area)
    }

    static func == (a: PixelSums, b: PixelSums) -> Bool {
        a.sums.count == b.sums.count && a.sums.allSatisfy { key, value in
            b.sums[key].map { $0.cover == value.cover && $0.area == value.area } ?? false
        }
    }
}

/// The textbook form of the accumulation (one floor division per row and per column crossing), kept here as the
/// reference the stepped `CellWriter` must match sum for sum.
private func referenceSums(_ lines: [FixedLine]) -> PixelSums {
    var out = PixelSums()
    func floorDiv(_ a: Int, _ b: Int) -> Int { (a - ((a % b) + b) % b) / b }
    for line in lines {
        var x0 = Int(line.x0), y0 = Int(line.y0), x1 = Int(line.x1), y1 = Int(line.y1)
        if y0 == y1 { continue }
        var sign = 1
        if y0 > y1 { swap(&x0, &x1); swap(&y0, &y1); sign = -1 }
        var ya = y0, xa = x0
        while ya < y1 {
            let row = ya >> 8
            let yb = min(y1, (row + 1) << 8)
            let xb = x0 + floorDiv((yb - y0) * (x1 - x0), y1 - y0)
            // Cut the row piece (xa, ya) → (xb, yb) at column boundaries.
            var px = xa, py = ya
            while true {
                let col = xb >= px ? px >> 8 : (px - 1) >> 8
                let base = col << 8
                let next = xb >= px ? min(xb, base + 256) : max(xb, base)
                let ny = next == xb ? yb : ya + floorDiv((next - xa) * (yb - ya), xb - xa)
                let cover = sign * (ny - py)
                out.add(x: col, y: row, cover: cover, area: cover * ((px - base) + (next - base)))
                if next == xb { break }
                px = next
                py = ny
            }
            xa = xb
            ya = yb
        }
    }
    return out
}

/// The sums `CellAccumulator` writes for `lines`.
private func writerSums(_ lines: [FixedLine]) -> PixelSums {
    var storage: [Cell] = []
    let count = CellAccumulator.accumulate(lines, into: &storage, limit: 1 << 20) ?? -1
    var out = PixelSums()
    for cell in storage.prefix(max(count, 0)) {
        out.add(x: Int(cell.x), y: Int(cell.y), cover: Int(cell.cover), area: Int(cell.area))
    }
    return out
}

@Test func steppedCrossingsMatchDividingAtEachCrossing() {
    // Random lines of every slope and direction, short and long (many row and column crossings), on both sides
    // of zero: the quotient-and-remainder stepping gives the same per-pixel sums as a division per crossing.
    var state: UInt64 = 0x5EED
    func next(_ range: ClosedRange<Int32>) -> Int32 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return range.lowerBound + Int32(truncatingIfNeeded: (state >> 33) % UInt64(range.upperBound - range.lowerBound + 1))
    }
    for round in 0..<400 {
        let reach: Int32 = [300, 3_000, 40_000][round % 3]
        var lines: [FixedLine] = []
        for _ in 0..<20 {
            let x0 = next(-reach...reach), y0 = next(-reach...reach)
            let shallow = round % 2 == 0
            let x1 = x0 + next(-reach...reach), y1 = y0 + (shallow ? next(-300...300) : next(-reach...reach))
            lines.append(FixedLine(x0: x0, y0: y0, x1: x1, y1: y1))
        }
        #expect(writerSums(lines) == referenceSums(lines), "round \(round)")
    }
}

@Test func linesOnPixelBoundariesMatchTheReference() {
    // Vertices exactly on row and column boundaries, vertical and 45° lines, one-pixel steps.
    let lines = [
        FixedLine(x0: 256, y0: 0, x1: 1024, y1: 768), FixedLine(x0: 1024, y0: 768, x1: 256, y1: 1536),
        FixedLine(x0: 512, y0: 256, x1: 512, y1: 1280), FixedLine(x0: 0, y0: 0, x1: 2560, y1: 256),
        FixedLine(x0: 2560, y0: 512, x1: 0, y1: 256), FixedLine(x0: -300, y0: -10, x1: 700, y1: 10),
        FixedLine(x0: 5, y0: 5, x1: 6, y1: 250), FixedLine(x0: 255, y0: 255, x1: 257, y1: 257),
    ]
    #expect(writerSums(lines) == referenceSums(lines))
}
