import Graphics
import Testing
@testable import Raster

@Test func subpathsInsideTheBoxSkipClippingWithTheSameLines() {
    // Random polygons inside the box, with vertices exactly on its left, top and bottom edges, just inside its
    // right edge and on fixed-point half steps: the unclipped path records the same lines and touched box as the
    // clipper. Subpaths reaching the right edge or beyond take the clipper either way.
    var state: UInt64 = 99
    func unit() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 11) / Double(1 << 53)
    }
    let box = PixelBox(x0: 3, y0: 5, x1: 41, y1: 30)
    let specials = [3.0, 5.0, 30.0, 40.999, 7.5 / 256 + 10, 20.001953125]
    for round in 0..<500 {
        var points: [Point] = []
        for _ in 0..<(2 + round % 12) {
            var x = 3 + unit() * 38.5, y = 5 + unit() * 25
            if unit() < 0.2 { x = specials[Int(unit() * Double(specials.count))] }
            if unit() < 0.2 { y = [5.0, 30.0, 17.0][Int(unit() * 3)] }
            points.append(Point(x: x, y: y))
        }
        var fast = EdgeBuilder(box: box), clipped = EdgeBuilder(box: box)
        fast.addPolyline(Polyline(points: points, isClosed: true))
        clipped.addPolyline(Polyline(points: points, isClosed: true), alwaysClip: true)
        #expect(fast.lines == clipped.lines, "round \(round)")
        #expect(fast.touched == clipped.touched, "round \(round)")
    }
}
