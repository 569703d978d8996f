import Foundation
import Testing
@testable import Graphics

struct PathTrimTests {
    typealias S = PathTestSupport

    private let circle = Path(circleIn: Rect(x: 0, y: 0, width: 200, height: 200))

    @Test func halfACircleHasHalfTheLength() {
        let half = circle.trimmedPath(from: 0, to: 0.5)
        #expect(abs(half.length - circle.length / 2) < 1e-9 * circle.length)
    }

    @Test func halfACircleRunsFromThreeOClockThroughTheBottomToNineOClock() throws {
        let half = circle.trimmedPath(from: 0, to: 0.5)
        #expect(half.elements.first == .move(to: Point(200, 100)))
        #expect(S.near(try #require(half.currentPoint), Point(0, 100), 1e-6))
        #expect(half.bounds.maxY > 199.99)
        #expect(half.bounds.minY > 99.99)
    }

    @Test func progressRingTrimKeepsCubics() {
        let ring = circle.trimmedPath(from: 0, to: 0.62)
        // 0.62 of eight 45° cubics: four whole cubics and part of the fifth; no flattening.
        #expect(ring.elements.count == 6)
        #expect(S.cubics(ring).count == 5)
        #expect(abs(ring.length - 0.62 * circle.length) < 1e-9 * circle.length)
        #expect(S.worstRadialError(ring, center: Point(100, 100), radius: 100) < 1e-5 * 100)
    }

    @Test func trimmedRingEndsAtTheExpectedAngle() throws {
        let ring = circle.trimmedPath(from: 0.1, to: 0.62)
        let angle0 = 0.1 * 2 * Double.pi, angle1 = 0.62 * 2 * Double.pi
        guard case .move(let start) = try #require(ring.elements.first) else {
            Issue.record("trim must start with a move")
            return
        }
        // Arc length is proportional to angle on the circle, up to the cubic approximation (< 1e-5·r).
        #expect(S.near(start, Point(100 + 100 * cos(angle0), 100 + 100 * sin(angle0)), 1e-3))
        #expect(S.near(try #require(ring.currentPoint), Point(100 + 100 * cos(angle1), 100 + 100 * sin(angle1)),
                       1e-3))
    }

    @Test func fromNotBelowToGivesAnEmptyPath() {
        #expect(circle.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        #expect(circle.trimmedPath(from: 0.7, to: 0.2).isEmpty)
        #expect(circle.trimmedPath(from: .nan, to: 1).isEmpty)
    }

    @Test func fullRangeReturnsThePathUnchanged() {
        #expect(circle.trimmedPath(from: 0, to: 1) == circle)
        #expect(circle.trimmedPath(from: -2, to: 3) == circle)
    }

    @Test func trimCountsTheClosingSegment() {
        let square = Path(Rect(x: 0, y: 0, width: 10, height: 10))
        let closing = square.trimmedPath(from: 0.75, to: 1)
        #expect(closing.elements == [.move(to: Point(0, 10)), .line(to: Point(0, 0))])
    }

    @Test func trimSpansSubpathsByTotalLength() {
        var path = Path()
        path.move(to: Point(0, 0))
        path.addLine(to: Point(10, 0))
        path.move(to: Point(0, 5))
        path.addLine(to: Point(10, 5))
        let middle = path.trimmedPath(from: 0.25, to: 0.75)
        #expect(middle.elements == [
            .move(to: Point(5, 0)), .line(to: Point(10, 0)), .move(to: Point(0, 5)), .line(to: Point(5, 5)),
        ])
    }

    @Test func closedSubpathCoveredEntirelyStaysClosed() {
        var path = Path(Rect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(Rect(x: 20, y: 0, width: 10, height: 10))
        let trimmed = path.trimmedPath(from: 0, to: 0.75)
        #expect(S.subpathCount(trimmed) == 2)
        #expect(trimmed.elements[0...4] == Path(Rect(x: 0, y: 0, width: 10, height: 10)).elements[0...4])
        #expect(trimmed.elements.filter { $0 == .closeSubpath }.count == 1)
        #expect(trimmed.currentPoint == Point(30, 10))
    }

    @Test func trimOfAZeroLengthPathIsEmpty() {
        var path = Path()
        path.move(to: Point(1, 1))
        path.addLine(to: Point(1, 1))
        #expect(path.trimmedPath(from: 0.2, to: 0.8).isEmpty)
    }
}
