import Graphics
import Testing
@testable import Raster

@Test func nonFiniteCoordinatesDrawNothing() {
    for bad in [Double.nan, .infinity, -.infinity] {
        var path = Path()
        path.move(to: Point(x: 1, y: 1)); path.addLine(to: Point(x: bad, y: 5)); path.addLine(to: Point(x: 5, y: 9))
        path.closeSubpath()
        #expect(Rasterizer.mask(for: path) == nil)
        #expect(Rasterizer.mask(for: path, clip: (width: 10, height: 10)) == nil)
    }
}

@Test func nonFiniteTransformDrawsNothing() {
    let path = Path(Rect(x: 0, y: 0, width: 5, height: 5))
    #expect(Rasterizer.mask(for: path, transform: AffineTransform(scaleX: .nan, y: 1), clip: (width: 10, height: 10)) == nil)
}

@Test func enormousCoordinatesAreClippedNotOverflowed() throws {
    let path = Path(Rect(x: -1e30, y: -1e30, width: 2e30, height: 2e30))
    let mask = try #require(Rasterizer.mask(for: path, clip: (width: 8, height: 8)))
    #expect(mask.coverage.allSatisfy { $0 == 255 } && mask.width == 8 && mask.height == 8)
    #expect(Rasterizer.mask(for: path) == nil)  // no clip: larger than any mask may be
}

@Test func enormousCurvesOutsideTheClipAreCulled() {
    // Curves whose control points all lie right of the clip become lines: no flattening, no budget used.
    var path = Path()
    for i in 0..<20_000 {
        let y = Double(i)
        path.move(to: Point(x: 1e20, y: y))
        path.addCurve(to: Point(x: 2e20, y: y + 1e19), control1: Point(x: 1e25, y: -1e21), control2: Point(x: 3e25, y: 1e21))
    }
    path.addRect(Rect(x: 1, y: 1, width: 2, height: 2))
    let mask = Rasterizer.mask(for: path, clip: (width: 16, height: 16))
    #expect(mask?.coverage(x: 2, y: 2) == 255)
}

@Test func hugePathFinishes() throws {
    var path = Path()
    path.move(to: Point(x: 0, y: 0))
    for i in 0..<200_000 { path.addLine(to: Point(x: Double(i % 500) * 0.37, y: Double(i / 500) * 0.5)) }
    path.closeSubpath()
    var canvas = try #require(makeCanvas(200, 200))
    canvas.fill(path, paint: .solid(opaqueBlack), fillRule: .evenOdd)
    #expect(canvas.pixmap.width == 200)
}

@Test func nonFiniteGradientGeometryFallsBackToTheLastStop() throws {
    let stops = try #require(GradientStops(colors: [.black, .white]))
    let square = Path(Rect(x: 0, y: 0, width: 4, height: 4))
    let paints: [Paint] = [
        .linearGradient(stops, start: Point(x: .nan, y: 0), end: Point(x: 1, y: .infinity)),
        .radialGradient(stops, center: Point(x: .nan, y: 0), startRadius: .infinity, endRadius: .nan),
    ]
    for paint in paints {
        var canvas = try #require(makeCanvas(4, 4))
        canvas.fill(square, paint: paint)
        #expect(canvas.pixmap.pixel(x: 2, y: 2) == rgba(255, 255, 255, 255))
    }
}

@Test func nonFiniteAnglesGiveAFiniteAngularGradient() throws {
    let stops = try #require(GradientStops(colors: [.black, .white]))
    var canvas = try #require(makeCanvas(4, 4))
    canvas.fill(Path(Rect(x: 0, y: 0, width: 4, height: 4)),
                paint: .angularGradient(stops, center: Point(x: 1, y: 1), startAngle: .radians(.nan), endAngle: .radians(.infinity)))
    #expect(canvas.pixmap.pixel(x: 2, y: 2).a == 255)
}

@Test func nonFiniteOpacityDrawsNothing() throws {
    var canvas = try #require(makeCanvas(4, 4))
    canvas.fill(Path(Rect(x: 0, y: 0, width: 4, height: 4)), paint: .solid(.black), opacity: .nan)
    canvas.pushLayer(opacity: .nan)
    canvas.fill(Path(Rect(x: 0, y: 0, width: 4, height: 4)), paint: .solid(.black))
    canvas.popLayer()
    #expect(canvas.pixmap.pixel(x: 1, y: 1) == .clear)
}

@Test func hugeClipSizeIsLimited() throws {
    let mask = try #require(Rasterizer.mask(for: Path(Rect(x: 0, y: 0, width: 4, height: 4)),
                                            clip: (width: Int.max, height: Int.max)))
    #expect(mask.width == 4)
}

@Test func drawMaskWithExtremeOffsetsDrawsNothing() throws {
    var canvas = try #require(makeCanvas(4, 4))
    let mask = try #require(CoverageMask(originX: 0, originY: 0, width: 1, height: 1, coverage: [255]))
    canvas.drawMask(mask, offsetX: Int.max - 1, offsetY: Int.min + 1, paint: .solid(.black))
    #expect(canvas.pixmap.pixel(x: 0, y: 0) == .clear)
}

@Test func pathWithTooManyCellsDrawsNothing() throws {
    // 200 000 segments each crossing 16 000 columns would need billions of cells.
    var path = Path()
    path.move(to: Point(x: 0, y: 0))
    for i in 0..<200_000 { path.addLine(to: Point(x: i % 2 == 0 ? 16_000 : 0, y: Double(i) * 0.001)) }
    let mask = Rasterizer.mask(for: path, clip: (width: 16_000, height: 4))
    #expect(mask == nil)
}

@Test func curvesBeyondTheSegmentBudgetDrawNothing() {
    // Curves crossing the clip with control points a billion pixels away flatten to thousands of segments each.
    var path = Path()
    for _ in 0..<2000 {
        path.move(to: Point(x: 1, y: 1))
        path.addCurve(to: Point(x: 9, y: 9), control1: Point(x: 1e9, y: -1e9), control2: Point(x: -1e9, y: 1e9))
    }
    let mask = Rasterizer.mask(for: path, clip: (width: 10, height: 10))
    #expect(mask == nil)
}

@Test func estimatedSegmentsBoundTheFlattenedSegments() {
    let shapes = [
        Path(circleIn: Rect(x: 0, y: 0, width: 300, height: 300)),
        Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 20, style: .continuous),
        pentagram(center: Point(x: 10, y: 10), radius: 8),
    ]
    for shape in shapes {
        let actual = shape.flattened(tolerance: 0.02).reduce(0) { $0 + $1.points.count }
        #expect(EdgeBuilder.estimatedSegmentCount(shape, tolerance: 0.02) >= actual)
    }
}
