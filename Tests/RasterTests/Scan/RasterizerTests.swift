import Foundation
import Graphics
import Testing
@testable import Raster

/// Coverage of one device pixel in a mask (0 outside it).
func coverageAt(_ mask: CoverageMask?, _ x: Int, _ y: Int) -> Int {
    Int(mask?.coverage(x: x, y: y) ?? 0)
}

@Test func rectEdgeAtHalfPixelGivesHalfCoverage() throws {
    let mask = try #require(Rasterizer.mask(for: Path(Rect(x: 2, y: 2, width: 8.5, height: 6))))
    for y in 2..<8 {
        #expect(coverageAt(mask, 10, y) == 128)
        #expect(coverageAt(mask, 9, y) == 255)
        #expect(coverageAt(mask, 11, y) == 0)
    }
}

@Test func pixelAlignedRectHasNoPartialPixels() throws {
    let mask = try #require(Rasterizer.mask(for: Path(Rect(x: 3, y: 4, width: 7, height: 5))))
    #expect(mask.originX == 3 && mask.originY == 4 && mask.width == 7 && mask.height == 5)
    #expect(mask.coverage.allSatisfy { $0 == 255 })
}

@Test func rectsSharingAnEdgeHaveComplementaryCoverage() throws {
    // Edge at x = 10.3 (not a half pixel, where 127.5 must round one way for both shapes).
    let left = try #require(Rasterizer.mask(for: Path(Rect(x: 0, y: 0, width: 10.3, height: 4))))
    let right = try #require(Rasterizer.mask(for: Path(Rect(x: 10.3, y: 0, width: 9.7, height: 4))))
    for y in 0..<4 {
        for x in 0..<20 {
            #expect(coverageAt(left, x, y) + coverageAt(right, x, y) == 255)
        }
    }
}

@Test func diagonalSharedEdgeHasComplementaryCoverage() throws {
    // Two triangles splitting a square along a slanted line that crosses pixels at arbitrary fractions;
    // drawn with opposite windings to show direction does not matter.
    var a = Path()
    a.move(to: Point(x: 0.2, y: 0.1)); a.addLine(to: Point(x: 17.7, y: 0.1)); a.addLine(to: Point(x: 3.3, y: 12.9))
    a.addLine(to: Point(x: 0.2, y: 12.9)); a.closeSubpath()
    var b = Path()
    b.move(to: Point(x: 17.7, y: 0.1)); b.addLine(to: Point(x: 17.7, y: 12.9)); b.addLine(to: Point(x: 3.3, y: 12.9))
    b.closeSubpath()
    let ma = try #require(Rasterizer.mask(for: a)), mb = try #require(Rasterizer.mask(for: b))
    // Both shapes cut the shared edge at identical fixed-point points, so their exact areas add up to the whole
    // pixel; each rounds once, so the bytes sum to 255 unless both are an exact half (127.5 rounds up twice).
    var checked = 0
    for y in 1..<12 {
        for x in 1..<17 {
            let ca = coverageAt(ma, x, y), cb = coverageAt(mb, x, y)
            #expect(ca + cb == 255 || (ca == 128 && cb == 128), "pixel (\(x), \(y)): \(ca) + \(cb)")
            if ca > 0 && cb > 0 { checked += 1 }
        }
    }
    #expect(checked >= 12)  // the slanted edge crosses at least this many pixels
}

@Test func thinLineStaysVisible() throws {
    let mask = try #require(Rasterizer.mask(for: Path(Rect(x: 5.4, y: 1, width: 0.25, height: 10))))
    for y in 1..<11 {
        #expect(coverageAt(mask, 5, y) == 64)  // 0.25 px of a pixel = 63.75
    }
}

@Test func circleRowAreasMatchTheTrueCircleWithinFiftiethOfAPixel() throws {
    // The coverage summed along a pixel row is the area of the disc inside that strip. Solving the exact
    // strip-area formula for the radius that gives the measured area tells how far the rendered edge sits from
    // the true circle, row by row and (with columns) on rays in every direction.
    let cx = 120.0, cy = 120.0, radius = 100.0
    let mask = try #require(Rasterizer.mask(for: Path(circleIn: Rect(x: 20, y: 20, width: 200, height: 200))))
    func stripArea(_ r: Double, _ t0: Double, _ t1: Double) -> Double {
        func f(_ t: Double) -> Double {
            let u = min(max(t, -r), r)
            return u * (r * r - u * u).squareRoot() + r * r * asin(u / r)
        }
        return f(t1) - f(t0)
    }
    func effectiveRadius(_ area: Double, _ t0: Double, _ t1: Double) -> Double {
        var lo = radius - 2, hi = radius + 2
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if stripArea(mid, t0, t1) < area { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
    var worst = 0.0
    for j in 22..<218 {
        var rowSum = 0.0, columnSum = 0.0
        for i in 15..<225 {
            rowSum += Double(coverageAt(mask, i, j)) / 255
            columnSum += Double(coverageAt(mask, j, i)) / 255
        }
        let t0 = Double(j) - cy, t1 = t0 + 1
        worst = max(worst, abs(effectiveRadius(rowSum, t0, t1) - radius))
        worst = max(worst, abs(effectiveRadius(columnSum, Double(j) - cx, Double(j) - cx + 1) - radius))
    }
    #expect(worst < 0.05)
}

@Test func pentagramNonZeroFillsTheCentre() throws {
    let mask = try #require(Rasterizer.mask(for: pentagram(center: Point(x: 50, y: 50), radius: 40)))
    #expect(coverageAt(mask, 50, 52) == 255)
}

@Test func pentagramEvenOddLeavesTheCentreEmpty() throws {
    let mask = try #require(Rasterizer.mask(for: pentagram(center: Point(x: 50, y: 50), radius: 40), fillRule: .evenOdd))
    #expect(coverageAt(mask, 50, 52) == 0)
    #expect(coverageAt(mask, 50, 15) == 255)  // a point of the star is still filled
}

@Test func donutWithOppositeWindingHasAHoleUnderNonZero() throws {
    var path = Path(circleIn: Rect(x: 10, y: 10, width: 80, height: 80))
    path.addPath(Path(circleIn: Rect(x: 30, y: 30, width: 40, height: 40)).reversedForTest())
    let mask = try #require(Rasterizer.mask(for: path))
    #expect(coverageAt(mask, 50, 50) == 0)
    #expect(coverageAt(mask, 50, 20) == 255)
}

@Test func donutWithSameWindingIsFilledUnderNonZero() throws {
    var path = Path(circleIn: Rect(x: 10, y: 10, width: 80, height: 80))
    path.addPath(Path(circleIn: Rect(x: 30, y: 30, width: 40, height: 40)))
    let mask = try #require(Rasterizer.mask(for: path))
    #expect(coverageAt(mask, 50, 50) == 255)
}

@Test func donutWithSameWindingHasAHoleUnderEvenOdd() throws {
    var path = Path(circleIn: Rect(x: 10, y: 10, width: 80, height: 80))
    path.addPath(Path(circleIn: Rect(x: 30, y: 30, width: 40, height: 40)))
    let mask = try #require(Rasterizer.mask(for: path, fillRule: .evenOdd))
    #expect(coverageAt(mask, 50, 50) == 0)
    #expect(coverageAt(mask, 50, 20) == 255)
}

@Test func emptyPathGivesNoMask() {
    #expect(Rasterizer.mask(for: Path()) == nil)
    #expect(Rasterizer.mask(for: Path(Rect(x: 5, y: 5, width: 0, height: 10))) == nil)
}

@Test func clipLimitsTheMaskToTheClipArea() throws {
    let mask = try #require(Rasterizer.mask(for: Path(Rect(x: -10, y: -10, width: 100, height: 100)),
                                            clip: (width: 8, height: 6)))
    #expect(mask.originX == 0 && mask.originY == 0 && mask.width == 8 && mask.height == 6)
    #expect(mask.coverage.allSatisfy { $0 == 255 })
}

@Test func shapeWhollyRightOfTheClipIsEmpty() {
    #expect(Rasterizer.mask(for: Path(Rect(x: 20, y: 0, width: 5, height: 5)), clip: (width: 10, height: 10)) == nil)
}

@Test func transformIsAppliedBeforeRasterizing() throws {
    let mask = try #require(Rasterizer.mask(for: Path(Rect(x: 1, y: 1, width: 2, height: 2)),
                                            transform: AffineTransform(scaleX: 3, y: 3)))
    #expect(mask.originX == 3 && mask.width == 6 && mask.height == 6)
}

/// A five-pointed star drawn as one self-overlapping pentagram (every second vertex).
func pentagram(center: Point, radius: Double) -> Path {
    var path = Path()
    for i in 0..<5 {
        let angle = -Double.pi / 2 + Double(i * 2) * 2 * Double.pi / 5
        let p = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
    }
    path.closeSubpath()
    return path
}

extension Path {
    /// The path with every subpath's direction reversed (flattened to lines; enough for winding tests).
    func reversedForTest() -> Path {
        var out = Path()
        for polyline in flattened(tolerance: 0.01) {
            let points = polyline.points.reversed()
            guard let first = points.first else { continue }
            out.move(to: first)
            for p in points.dropFirst() { out.addLine(to: p) }
            out.closeSubpath()
        }
        return out
    }
}

@Test func longRowsOfCellsSumToTheExactRowArea() throws {
    // A zigzag whose rows hold hundreds of cells in mixed order (the heapsort path): every row's coverage must
    // add up to the exact area of the polygon inside that row.
    var points = [Point(x: 0.5, y: 0.2)]
    for i in 0..<200 { points.append(Point(x: Double(i) * 1.37 + 0.5, y: i % 2 == 0 ? 3.7 : 0.2)) }
    points += [Point(x: 300, y: 5.9), Point(x: 0.5, y: 5.9)]
    var zigzag = Path()
    zigzag.move(to: points[0])
    for p in points.dropFirst() { zigzag.addLine(to: p) }
    zigzag.closeSubpath()
    let mask = try #require(Rasterizer.mask(for: zigzag))
    for row in 0..<6 {
        var sum = 0.0
        for x in -1..<302 { sum += Double(coverageAt(mask, x, row)) / 255 }
        let exact = polygonArea(points, clippedTo: Double(row), Double(row + 1))
        #expect(abs(sum - exact) < 0.6, "row \(row): \(sum) vs \(exact)")
    }
}

/// The area of a simple polygon between two horizontal lines (Sutherland–Hodgman clip, then the shoelace).
func polygonArea(_ polygon: [Point], clippedTo y0: Double, _ y1: Double) -> Double {
    func clip(_ points: [Point], keep: (Point) -> Bool, cut: (Point, Point) -> Point) -> [Point] {
        var out: [Point] = []
        for (i, p) in points.enumerated() {
            let q = points[(i + 1) % points.count]
            if keep(p) { out.append(p) }
            if keep(p) != keep(q) { out.append(cut(p, q)) }
        }
        return out
    }
    func cutAt(_ y: Double) -> (Point, Point) -> Point {
        { p, q in Point(x: p.x + (q.x - p.x) * (y - p.y) / (q.y - p.y), y: y) }
    }
    let upper = clip(polygon, keep: { $0.y >= y0 }, cut: cutAt(y0))
    let band = clip(upper, keep: { $0.y <= y1 }, cut: cutAt(y1))
    var twice = 0.0
    for (i, p) in band.enumerated() {
        let q = band[(i + 1) % band.count]
        twice += p.x * q.y - q.x * p.y
    }
    return abs(twice) / 2
}
