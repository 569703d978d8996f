import Foundation
import Testing
@testable import Graphics

struct PathShapesTests {
    typealias S = PathTestSupport

    @Test func rectStartsTopLeftAndWindsClockwiseOnScreen() {
        let path = Path(Rect(x: 1, y: 2, width: 10, height: 5))
        #expect(path.elements == [
            .move(to: Point(1, 2)), .line(to: Point(11, 2)), .line(to: Point(11, 7)), .line(to: Point(1, 7)),
            .closeSubpath,
        ])
        #expect(S.signedArea(path) == 50)
    }

    @Test func rectWithNegativeSizeIsStandardized() {
        let path = Path(Rect(x: 10, y: 10, width: -4, height: -2))
        #expect(path.elements.first == .move(to: Point(6, 8)))
        #expect(path.bounds == Rect(x: 6, y: 8, width: 4, height: 2))
    }

    @Test func nonFiniteRectAddsNothing() {
        var path = Path()
        path.addRect(Rect(x: .nan, y: 0, width: 1, height: 1))
        path.addEllipse(in: Rect(x: 0, y: 0, width: .infinity, height: 1))
        path.addRoundedRect(in: Rect(x: 0, y: .nan, width: 1, height: 1), cornerRadius: 1)
        #expect(path.isEmpty)
    }

    @Test func addLinesStartsWithAMoveAndStaysOpen() {
        var path = Path()
        path.addLines([Point(0, 0), Point(5, 0), Point(5, 5)])
        path.addLines([])
        #expect(path.elements == [.move(to: Point(0, 0)), .line(to: Point(5, 0)), .line(to: Point(5, 5))])
    }

    @Test func circularRoundedRectHasRectBoundsAndStartsAfterTopLeftCorner() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 60)
        let path = Path(roundedRect: rect, cornerRadius: 10, style: .circular)
        #expect(path.elements.first == .move(to: Point(10, 0)))
        #expect(S.near(path.bounds, rect, 1e-12))
        #expect(S.cubics(path).count == 8)
    }

    @Test func circularRoundedRectCornerPassesThroughArcMidpoint() {
        let path = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 10, style: .circular)
        // The top-right corner's first cubic ends at 45° on the circle centred at (90, 10).
        let s = 0.5.squareRoot()
        #expect(S.near(S.cubics(path)[0].3, Point(90 + 10 * s, 10 - 10 * s), 1e-12))
    }

    @Test func roundedRectWindsClockwiseOnScreen() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 60)
        for style in [RoundedCornerStyle.circular, .continuous] {
            #expect(S.signedArea(Path(roundedRect: rect, cornerRadius: 10, style: style)) > 0)
        }
    }

    @Test func circularCornerRadiusIsClampedToHalfTheShorterSide() {
        let path = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 50, style: .circular)
        #expect(path.elements.first == .move(to: Point(20, 0)))
        #expect(S.near(path.bounds, Rect(x: 0, y: 0, width: 100, height: 40), 1e-12))
    }

    @Test func zeroCornerRadiusGivesPlainRect() {
        let rect = Rect(x: 0, y: 0, width: 8, height: 4)
        #expect(Path(roundedRect: rect, cornerRadius: 0) == Path(rect))
        #expect(Path(roundedRect: rect, cornerRadius: -3) == Path(rect))
        #expect(Path(roundedRect: rect, cornerRadius: .nan) == Path(rect))
    }

    @Test func continuousCornerStartsAt1Point52866483RadiiFromTheCorner() {
        let r = 10.0
        let path = Path(roundedRect: Rect(x: 5, y: 7, width: 100, height: 60), cornerRadius: r, style: .continuous)
        #expect(path.elements.first == .move(to: Point(5 + 1.52866483 * r, 7)))
        // Top edge runs to 1.52866483·r before the top-right corner.
        #expect(path.elements[1] == .line(to: Point(105 - 1.52866483 * r, 7)))
    }

    @Test func continuousCornerFollowsPaintCodeControlPoints() {
        let r = 10.0
        let path = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 60), cornerRadius: r, style: .continuous)
        let expected: [PathElement] = [
            .curve(to: Point(100 - 0.66993427 * r, 0.065496 * r),
                   control1: Point(100 - 1.08849323 * r, 0), control2: Point(100 - 0.86840689 * r, 0)),
            .line(to: Point(100 - 0.63149399 * r, 0.074911 * r)),
            .curve(to: Point(100 - 0.074911 * r, 0.63149399 * r),
                   control1: Point(100 - 0.37282392 * r, 0.16905899 * r),
                   control2: Point(100 - 0.16905899 * r, 0.37282392 * r)),
            .line(to: Point(100 - 0.065496 * r, 0.66993427 * r)),
            .curve(to: Point(100, 1.52866483 * r),
                   control1: Point(100, 0.86840689 * r), control2: Point(100, 1.08849323 * r)),
        ]
        #expect(Array(path.elements[2...6]) == expected)
        #expect(S.near(path.bounds, Rect(x: 0, y: 0, width: 100, height: 60), 1e-12))
    }

    @Test func continuousCornerAtTheClampLimitIsStillASquircle() {
        let limit = 40.0 / 2 / 1.52866483
        let path = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: limit)
        #expect(path.elements.first == .move(to: Point(1.52866483 * limit, 0)))
        #expect(S.cubics(path).count == 12)
    }

    @Test func continuousCornerPastTheClampFallsBackToCircularArcs() {
        let path = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 14, style: .continuous)
        #expect(path == Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 14, style: .circular))
        #expect(path.elements.first == .move(to: Point(14, 0)))
    }

    @Test func infiniteContinuousRadiusGivesCapsule() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 40)
        #expect(Path(roundedRect: rect, cornerRadius: .infinity) == Path(capsuleIn: rect))
    }

    @Test func capsuleHasSemicircularEnds() {
        let path = Path(capsuleIn: Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(path.elements.first == .move(to: Point(20, 0)))
        #expect(S.near(path.bounds, Rect(x: 0, y: 0, width: 100, height: 40), 1e-12))
        #expect(S.worstRadialError(Path(capsuleIn: Rect(x: 0, y: 0, width: 40, height: 40)),
                                   center: Point(20, 20), radius: 20) < 1e-5 * 20)
    }

    @Test func ellipseStartsAtRightmostPointWithEight45DegreeCubics() {
        let path = Path(ellipseIn: Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(path.elements.first == .move(to: Point(40, 10)))
        #expect(S.cubics(path).count == 8)
        #expect(path.elements.last == .closeSubpath)
        #expect(path.bounds == Rect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test func ellipseWindsClockwiseOnScreenThroughTheBottom() {
        let path = Path(ellipseIn: Rect(x: 0, y: 0, width: 40, height: 20))
        // Two octants in: the bottom point (20, 20).
        #expect(S.cubics(path)[1].3 == Point(20, 20))
        #expect(S.signedArea(path) > 0)
    }

    @Test func circlePointsAt45DegreeStepsLieOnTheCircle() {
        let r = 100.0
        let path = Path(circleIn: Rect(x: 0, y: 0, width: 200, height: 300))
        let center = Point(100, 150)
        let cubics = S.cubics(path)
        for (i, cubic) in cubics.enumerated() {
            let angle = Double(i + 1) * Double.pi / 4
            let expected = Point(center.x + r * cos(angle), center.y + r * sin(angle))
            #expect(cubic.3.distance(to: expected) <= 1e-6 * r)
        }
    }

    @Test func circleStaysWithin1e5RadiiAlongEveryArc() {
        let r = 100.0
        let path = Path(circleIn: Rect(x: -r, y: -r, width: 2 * r, height: 2 * r))
        #expect(S.worstRadialError(path, center: .zero, radius: r) < 1e-5 * r)
    }

    @Test func flattenedCircleOfRadius100StaysWithin005Pixels() {
        let r = 100.0
        let path = Path(circleIn: Rect(x: 0, y: 0, width: 2 * r, height: 2 * r))
        let center = Point(r, r)
        for polyline in path.flattened() {
            let pts = polyline.points
            for i in 0..<pts.count {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                #expect(abs(a.distance(to: center) - r) < 0.05)
                #expect(abs(((a + b) / 2).distance(to: center) - r) < 0.05)
            }
        }
    }
}
