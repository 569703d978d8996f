import Foundation
import Testing
@testable import Graphics

struct PathArcTests {
    typealias S = PathTestSupport

    @Test func notClockwiseSweepsWithIncreasingAngleWhichIsClockwiseOnScreen() {
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        let cubics = S.cubics(path)
        #expect(cubics.count == 2)
        #expect(S.near(cubics[0].3, Point(10 * 0.5.squareRoot(), 10 * 0.5.squareRoot()), 1e-12))
        #expect(S.near(cubics[1].3, Point(0, 10), 1e-12))
    }

    @Test func clockwiseSweepsWithDecreasingAngleTheLongWayRound() {
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        let cubics = S.cubics(path)
        #expect(cubics.count == 6)  // 270° in 45° pieces
        #expect(S.near(cubics[1].3, Point(0, -10), 1e-12))  // passes 12 o'clock first
        #expect(S.near(cubics[5].3, Point(0, 10), 1e-12))
    }

    @Test func arcStartsWithMoveOnEmptyPathAndLineOtherwise() {
        var path = Path()
        path.addArc(center: .zero, radius: 5, startAngle: .zero, endAngle: .degrees(45), clockwise: false)
        #expect(path.elements.first == .move(to: Point(5, 0)))
        var joined = Path()
        joined.move(to: Point(-20, 0))
        joined.addArc(center: .zero, radius: 5, startAngle: .zero, endAngle: .degrees(45), clockwise: false)
        #expect(joined.elements[1] == .line(to: Point(5, 0)))
    }

    @Test func sweepOfTwoPiOrMoreDrawsOneFullCircle() {
        var path = Path()
        path.addArc(center: .zero, radius: 5, startAngle: .zero, endAngle: .radians(7 * Double.pi), clockwise: false)
        #expect(S.cubics(path).count == 8)
        #expect(S.near(path.currentPoint ?? .zero, Point(5, 0), 1e-12))
    }

    @Test func negativeDifferenceWrapsIntoOneTurn() {
        var path = Path()
        path.addArc(center: .zero, radius: 5, startAngle: .zero, endAngle: .degrees(-90), clockwise: false)
        #expect(S.cubics(path).count == 6)  // 270° with increasing angle
        #expect(S.near(path.currentPoint ?? .zero, Point(0, -5), 1e-12))
    }

    @Test func equalAnglesAddOnlyThePoint() {
        var path = Path()
        path.addArc(center: .zero, radius: 5, startAngle: .degrees(30), endAngle: .degrees(30), clockwise: false)
        #expect(path.elements.count == 1)
    }

    @Test func relativeArcFollowsTheSignOfDelta() {
        var path = Path()
        path.addRelativeArc(center: .zero, radius: 10, startAngle: .degrees(-90), delta: .degrees(-90))
        #expect(path.elements.first == .move(to: Point(10 * cos(-Double.pi / 2), -10)))
        #expect(S.near(path.currentPoint ?? .zero, Point(-10, 0), 1e-12))
        #expect(S.cubics(path).count == 2)
    }

    @Test func relativeArcIsLimitedToOneTurn() {
        var path = Path()
        path.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .radians(1e9))
        #expect(S.cubics(path).count == 8)
    }

    @Test func arcSegmentsStayWithin1e5RadiiOfTheCircle() {
        var path = Path()
        path.addArc(center: Point(3, 4), radius: 50, startAngle: .degrees(10), endAngle: .degrees(300),
                    clockwise: false)
        #expect(S.cubics(path).count == 7)
        #expect(S.worstRadialError(path, center: Point(3, 4), radius: 50) < 1e-5 * 50)
    }

    @Test func transformAppliesToEveryArcPoint() {
        var path = Path()
        path.addArc(center: .zero, radius: 1, startAngle: .zero, endAngle: .degrees(90), clockwise: false,
                    transform: AffineTransform(translationX: 10, y: 0))
        #expect(path.elements.first == .move(to: Point(11, 0)))
    }

    @Test func nonFiniteOrNegativeArcInputsAddNothing() {
        var path = Path()
        path.addArc(center: Point(.nan, 0), radius: 1, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        path.addArc(center: .zero, radius: -1, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        path.addArc(center: .zero, radius: 1, startAngle: .radians(.infinity), endAngle: .zero, clockwise: false)
        path.addRelativeArc(center: .zero, radius: .nan, startAngle: .zero, delta: .degrees(90))
        #expect(path.isEmpty)
    }
}
