import Foundation
import Testing
@testable import Graphics

struct StrokerTests {
    typealias S = PathTestSupport

    private let line = S.polyline([Point(0, 0), Point(100, 0)])
    private let corner = S.polyline([Point(0, 0), Point(50, 0), Point(50, 50)])

    @Test func zeroNegativeOrNonFiniteWidthGivesAnEmptyPath() {
        #expect(line.strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
        #expect(line.strokedPath(StrokeStyle(lineWidth: -2)).isEmpty)
        #expect(line.strokedPath(StrokeStyle(lineWidth: .nan)).isEmpty)
        #expect(line.strokedPath(StrokeStyle(lineWidth: .infinity)).isEmpty)
    }

    @Test func buttCapEndsAtTheEndpoints() {
        let outline = line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .butt))
        #expect(outline.bounds == Rect(x: 0, y: -5, width: 100, height: 10))
        #expect(abs(S.signedArea(outline)) == 1000)
    }

    @Test func squareCapExtendsHalfTheWidthPastTheEndpoints() {
        let outline = line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square))
        #expect(outline.bounds == Rect(x: -5, y: -5, width: 110, height: 10))
        #expect(abs(S.signedArea(outline)) == 1100)
    }

    @Test func roundCapExtendsHalfTheWidthWithASemicircle() {
        let tolerance = 0.02
        let outline = line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round), tolerance: tolerance)
        #expect(outline.bounds == Rect(x: -5, y: -5, width: 110, height: 10))
        // Inscribed polygon: the area lies between the true one and the true one less perimeter × tolerance.
        let exact = 1000 + Double.pi * 25
        let area = abs(S.signedArea(outline))
        #expect(area <= exact && area >= exact - 2 * Double.pi * 5 * tolerance)
    }

    @Test func roundCapVerticesLieOnTheCircle() {
        let outline = line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round))
        let capPoints = S.vertices(outline).filter { $0.x > 100 }
        #expect(!capPoints.isEmpty)
        for p in capPoints { #expect(abs(p.distance(to: Point(100, 0)) - 5) < 1e-12) }
    }

    @Test func miterJoinReachesTheMiterPoint() {
        let outline = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter))
        #expect(S.vertices(outline).contains(Point(55, -5)))
        #expect(outline.bounds == Rect(x: 0, y: -5, width: 55, height: 55))
    }

    @Test func miterWithinTheLimitIsKeptAndPastItBecomesABevel() {
        // A right angle has miter ratio √2 ≈ 1.4142.
        let kept = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter, miterLimit: 1.5))
        let bevelled = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter, miterLimit: 1.4))
        #expect(S.vertices(kept).contains(Point(55, -5)))
        #expect(!S.vertices(bevelled).contains(Point(55, -5)))
        #expect(S.vertices(bevelled).contains(Point(50, -5)) && S.vertices(bevelled).contains(Point(55, 0)))
    }

    @Test func sharpAngleFallsBackToBevelPastTheDefaultLimit() {
        let sharp = S.polyline([Point(0, 0), Point(100, 0), Point(0, 10)])
        let bevel = sharp.strokedPath(StrokeStyle(lineWidth: 10, miterLimit: 10))
        #expect(bevel.bounds.maxX < 101)
        // With a generous limit the miter point is far out: pivot + (n1 + n2)·h / (1 + d1·d2).
        let mitered = sharp.strokedPath(StrokeStyle(lineWidth: 10, miterLimit: 100))
        let d2 = (Point(0, 10) - Point(100, 0)).normalized ?? .zero
        let n1 = Point(0, 1), n2 = Point(-d2.y, d2.x)
        let miter = Point(100, 0) - (n1 + n2) * (5 / (1 + d2.x))
        #expect(abs(mitered.bounds.maxX - miter.x) < 1e-9)
    }

    @Test func bevelJoinCutsTheCorner() {
        let outline = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel))
        let vertices = S.vertices(outline)
        #expect(!vertices.contains(Point(55, -5)))
        #expect(vertices.contains(Point(50, -5)) && vertices.contains(Point(55, 0)))
    }

    @Test func roundJoinStaysWithinToleranceOfTheCircle() {
        let tolerance = 0.02
        let outline = corner.strokedPath(StrokeStyle(lineWidth: 20, lineJoin: .round), tolerance: tolerance)
        let pivot = Point(50, 0)
        // Outer quadrant of the join: x > 50 and y < 0.
        let arc = S.vertices(outline).filter { $0.x > 50 && $0.y < 0 }
            .sorted { atan2($0.y, $0.x - 50) < atan2($1.y, $1.x - 50) }
        #expect(arc.count >= 3)
        for p in arc { #expect(abs(p.distance(to: pivot) - 10) < 1e-12) }
        let ordered = [Point(50, -10)] + arc + [Point(60, 0)]
        for i in 1..<ordered.count {
            let mid = (ordered[i - 1] + ordered[i]) / 2
            #expect(mid.distance(to: pivot) >= 10 - tolerance)
        }
    }

    @Test func closedRectStrokeHasAnOuterAndAnInnerContour() throws {
        let outline = Path(Rect(x: 0, y: 0, width: 100, height: 50)).strokedPath(StrokeStyle(lineWidth: 10))
        let contours = S.subpaths(outline)
        #expect(contours.count == 2)
        let bounds = contours.map(\.bounds).sorted { $0.width > $1.width }
        #expect(bounds == [Rect(x: -5, y: -5, width: 110, height: 60), Rect(x: 5, y: 5, width: 90, height: 40)])
        let areas = contours.map { S.signedArea($0) }.sorted { abs($0) > abs($1) }
        #expect(abs(areas[0]) == 6600 && abs(areas[1]) == 3600)
        #expect(areas[0] * areas[1] < 0)
        #expect(S.winding(outline, at: Point(50, 25)) == 0)
        #expect(S.winding(outline, at: Point(0, 25)) != 0)
    }

    @Test func thinLineOutlineHasAreaWidthTimesLength() {
        let diagonal = S.polyline([Point(0, 0), Point(60, 80)])
        let outline = diagonal.strokedPath(StrokeStyle(lineWidth: 0.25))
        #expect(S.subpathCount(outline) == 1)
        #expect(abs(abs(S.signedArea(outline)) - 0.25 * 100) < 1e-9)
    }

    @Test func everyPieceOfAnOpenStrokeWindsTheSameWay() {
        // A zigzag whose segments are shorter than the width: the outline overlaps itself heavily, yet every
        // point near the centre line must be inside under the non-zero rule.
        var points: [Point] = []
        for i in 0...10 { points.append(Point(Double(i) * 6, i % 2 == 0 ? 0 : 8)) }
        let zigzag = S.polyline(points)
        for join in [LineJoin.miter, .round, .bevel] {
            let outline = zigzag.strokedPath(StrokeStyle(lineWidth: 20, lineJoin: join))
            for i in 0..<10 {
                let mid = (points[i] + points[i + 1]) / 2
                #expect(S.winding(outline, at: mid + Point(0.01, 0.003)) != 0)
            }
        }
    }

    @Test func thickClosedTriangleCoversItsCentre() {
        var triangle = S.polyline([Point(0, 0), Point(90, 0), Point(45, 70)])
        triangle.closeSubpath()
        let outline = triangle.strokedPath(StrokeStyle(lineWidth: 70))
        #expect(S.winding(outline, at: Point(45, 25)) != 0)
    }

    @Test func loopKeepsItsHoleWithAThinStroke() {
        var loop = Path()
        loop.move(to: Point(10, 100))
        loop.addCurve(to: Point(130, 100), control1: Point(220, -40), control2: Point(-80, -40))
        let outline = loop.strokedPath(StrokeStyle(lineWidth: 4))
        #expect(S.winding(outline, at: Point(70, 30)) == 0)
        #expect(S.winding(outline, at: Point(70, 100)) == 0)
    }

    @Test func reversalWithRoundJoinDrawsAHalfDiscAtTheTurn() {
        let back = S.polyline([Point(0, 0), Point(50, 0), Point(10, 0)])
        let tolerance = 0.02
        let outline = back.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .round), tolerance: tolerance)
        #expect(outline.bounds.maxX <= 55 && outline.bounds.maxX >= 55 - tolerance)
        let bevelled = back.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter))
        #expect(bevelled.bounds.maxX == 50)
    }

    @Test func circleStrokeStaysWithinToleranceOfBothOffsets() {
        let tolerance = 0.02
        let circle = Path(circleIn: Rect(x: 0, y: 0, width: 100, height: 100))
        let outline = circle.strokedPath(StrokeStyle(lineWidth: 10), tolerance: tolerance)
        let center = Point(50, 50)
        let contours = S.subpaths(outline)
        #expect(contours.count == 2)
        for p in S.vertices(outline) {
            let r = p.distance(to: center)
            // Outer vertices sit on the offset of the cubics, which lie up to 4.3e-6·R outside the circle;
            // inner ones are offset-line intersections, which the flattening puts at most h/R·tolerance inside.
            #expect(r >= 45 - tolerance && r <= 55 + 4.3e-6 * 50 + 1e-9)
        }
        // The outer offset: every chord midpoint within the flattening tolerance plus the arc error.
        let outer = contours.max { $0.bounds.width < $1.bounds.width } ?? Path()
        let ring = S.vertices(outer)
        #expect(ring.count > 8)
        for i in 0..<ring.count {
            let mid = (ring[i] + ring[(i + 1) % ring.count]) / 2
            #expect(mid.distance(to: center) >= 55 - 2 * tolerance)
        }
    }

    @Test func thickStrokeOnASmallCircleFillsTheWholeDisc() {
        let circle = Path(circleIn: Rect(x: -5, y: -5, width: 10, height: 10))
        let outline = circle.strokedPath(StrokeStyle(lineWidth: 30))
        for p in S.vertices(outline) { #expect(p.length <= 20 + 1e-3) }
        #expect(S.winding(outline, at: Point(0.1, 0.05)) != 0)
        #expect(S.winding(outline, at: Point(19.9, 0.05)) != 0)
        #expect(S.winding(outline, at: Point(20.1, 0.05)) == 0)
    }

    @Test func progressRingOutlineCoversTheArcAndItsRoundCaps() {
        let ring = Path(circleIn: Rect(x: 0, y: 0, width: 100, height: 100)).trimmedPath(from: 0, to: 0.62)
        let outline = ring.strokedPath(StrokeStyle(lineWidth: 8, lineCap: .round))
        #expect(S.subpathCount(outline) == 1)
        // Inside: on the centre line at the bottom (25 % of the way); outside: the untrimmed part (80 %).
        #expect(S.winding(outline, at: Point(50, 99)) != 0)
        let angle = 0.8 * 2 * Double.pi
        #expect(S.winding(outline, at: Point(50 + 50 * cos(angle), 50 + 50 * sin(angle))) == 0)
        // The start cap bulges up to 4 px above the 3 o'clock start point.
        #expect(S.winding(outline, at: Point(100, 46.5)) != 0)
    }

    @Test func zeroLengthSubpathDrawsADotWithRoundAndSquareCaps() {
        var dot = Path()
        dot.move(to: Point(10, 10))
        dot.addLine(to: Point(10, 10))
        let disc = dot.strokedPath(StrokeStyle(lineWidth: 6, lineCap: .round))
        #expect(disc.bounds == Rect(x: 7, y: 7, width: 6, height: 6))
        #expect(abs(S.signedArea(disc)) <= Double.pi * 9 && abs(S.signedArea(disc)) > Double.pi * 9 - 0.5)
        let square = dot.strokedPath(StrokeStyle(lineWidth: 6, lineCap: .square))
        #expect(square.bounds == Rect(x: 7, y: 7, width: 6, height: 6))
        #expect(abs(S.signedArea(square)) == 36)
        #expect(dot.strokedPath(StrokeStyle(lineWidth: 6, lineCap: .butt)).isEmpty)
    }

    @Test func closedPointSubpathAlsoDrawsADot() {
        var dot = Path()
        dot.move(to: Point(10, 10))
        dot.closeSubpath()
        let disc = dot.strokedPath(StrokeStyle(lineWidth: 6, lineCap: .round))
        #expect(disc.bounds == Rect(x: 7, y: 7, width: 6, height: 6))
    }

    @Test func loneMoveDrawsNothing() {
        var path = Path()
        path.move(to: Point(3, 3))
        #expect(path.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round)).isEmpty)
    }

    @Test func dotsWindLikeSegmentsSoOverlapsDoNotCancel() {
        var path = line
        path.move(to: Point(50, 0))
        path.addLine(to: Point(50, 0))
        let outline = path.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square))
        #expect(S.winding(outline, at: Point(50.5, 1)) != 0)
        let round = path.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round))
        #expect(S.winding(round, at: Point(50.5, 1)) != 0)
    }

    @Test func subpathsWithNonFinitePointsAreDropped() {
        var path = S.polyline([Point(0, 0), Point(.nan, 5), Point(10, 10)])
        path.addPath(line.offsetBy(dx: 0, dy: 50))
        let outline = path.strokedPath(StrokeStyle(lineWidth: 2))
        #expect(S.subpathCount(outline) == 1)
        #expect(outline.bounds == Rect(x: 0, y: 49, width: 100, height: 2))
    }

    @Test func hugeCoordinatesNeverProduceNonFinitePoints() {
        let huge = S.polyline([Point(0, 0), Point(1e308, 1e308), Point(-1e308, 1e308)])
        let outline = huge.strokedPath(StrokeStyle(lineWidth: 1e308, lineCap: .round, lineJoin: .round))
        #expect(S.vertices(outline).allSatisfy { $0.isFinite })
    }

    @Test func tinyToleranceOnAHugeRoundCapStaysBounded() {
        let outline = line.strokedPath(StrokeStyle(lineWidth: 1e9, lineCap: .round, lineJoin: .round),
                                       tolerance: 1e-12)
        // Chords span at least π/512, so each half-turn cap has 512 chords (511 points between its ends):
        // left side (move + line), cap, right side (two lines), cap, close.
        #expect(outline.elements.count == 2 + 511 + 2 + 511 + 1)
    }

    @Test func dashedStrokeGivesOneOutlinePerDash() {
        let outline = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 5]))
        #expect(S.subpathCount(outline) == 7)
    }
}
