import Foundation
import Testing
@testable import Graphics

struct PathMeasureTests {
    typealias S = PathTestSupport

    /// An independent reference for a cubic's length: chords of 2·10⁵ equal parameter steps, with one
    /// Richardson step (chord sums converge as h²), accurate far below the 1e-6 asserted.
    private func referenceLength(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> Double {
        func chords(_ n: Int) -> Double {
            var total = 0.0
            var previous = p0
            for i in 1...n {
                let p = Bezier.cubicPoint(p0, p1, p2, p3, Double(i) / Double(n))
                total += previous.distance(to: p)
                previous = p
            }
            return total
        }
        return (4 * chords(200_000) - chords(100_000)) / 3
    }

    @Test func lineLengthIsExact() {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: Point(3, 4))
        #expect(path.length == 5)
    }

    @Test func closedRectLengthCountsTheClosingSegment() {
        #expect(Path(Rect(x: 0, y: 0, width: 10, height: 5)).length == 30)
        #expect(PathMeasure(Path(Rect(x: 0, y: 0, width: 10, height: 5))).contourLengths == [30])
    }

    @Test func circleLengthIsTwoPiRWithinTheArcApproximation() {
        let r = 100.0
        let length = Path(circleIn: Rect(x: 0, y: 0, width: 2 * r, height: 2 * r)).length
        // The 45° cubics lie up to 4.3e-6·r outside the circle, so the length may exceed 2πr by that ratio.
        #expect(abs(length - 2 * Double.pi * r) < 2 * Double.pi * 4.3e-6 * r)
    }

    @Test func cubicLengthMatchesAReferenceChordSum() {
        var path = Path()
        path.move(to: Point(0, 0))
        path.addCurve(to: Point(100, 0), control1: Point(10, 80), control2: Point(150, -60))
        let reference = referenceLength(Point(0, 0), Point(10, 80), Point(150, -60), Point(100, 0))
        #expect(abs(path.length - reference) < 1e-6)
    }

    @Test func cuspCubicLengthMatchesAReferenceChordSum() {
        var path = Path()
        path.move(to: Point(0, 0))
        path.addCurve(to: Point(100, 0), control1: Point(100, 100), control2: Point(0, 100))
        let reference = referenceLength(Point(0, 0), Point(100, 100), Point(0, 100), Point(100, 0))
        #expect(abs(path.length - reference) < 1e-5)
    }

    @Test func quadraticLengthMatchesTheClosedForm() {
        var path = Path()
        path.move(to: Point(0, 0))
        path.addQuadCurve(to: Point(40, 0), control: Point(20, 30))
        // Closed form: the curve is the parabola y = 1.5x − 0.0375x²,
        // of length ∫₀⁴⁰ √(1 + (1.5 − 0.075x)²) dx.
        let a = 1.5, b = -0.075
        func primitive(_ x: Double) -> Double {
            let u = a + b * x
            return (u * (1 + u * u).squareRoot() + asinh(u)) / (2 * b)
        }
        #expect(abs(path.length - (primitive(40) - primitive(0))) < 1e-9)
    }

    @Test func straightCubicWithEvenControlsMeasuresItsChord() {
        var path = Path()
        path.move(to: Point(0, 0))
        path.addCurve(to: Point(30, 0), control1: Point(10, 0), control2: Point(20, 0))
        #expect(abs(path.length - 30) < 1e-12)
    }

    @Test func pointAtAQuarterOfACircleIsTheBottom() throws {
        let measure = PathMeasure(Path(circleIn: Rect(x: 0, y: 0, width: 20, height: 20)))
        let p = try #require(measure.point(atDistance: measure.length / 4))
        #expect(S.near(p, Point(10, 20), 1e-6 * 10))
    }

    @Test func pointAtDistanceOnAPolylineInterpolates() throws {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: Point(10, 0))
        path.addLine(to: Point(10, 10))
        let measure = PathMeasure(path)
        #expect(try #require(measure.point(atDistance: 15)) == Point(10, 5))
        #expect(try #require(measure.point(atDistance: 99)) == Point(10, 10))
        #expect(try #require(measure.point(atDistance: -3)) == Point(0, 0))
    }

    @Test func tangentOfACircleAtTheStartPointsDown() throws {
        let measure = PathMeasure(Path(circleIn: Rect(x: 0, y: 0, width: 20, height: 20)))
        let t = try #require(measure.tangent(atDistance: 0))
        #expect(S.near(t, Point(0, 1), 1e-12))
    }

    @Test func emptyPathHasNoPointsAndZeroLength() {
        let measure = PathMeasure(Path())
        #expect(measure.length == 0)
        #expect(measure.point(atDistance: 0) == nil)
        #expect(measure.tangent(atDistance: 0) == nil)
    }

    @Test func loneMoveHasNoContour() {
        var path = Path()
        path.move(to: Point(1, 1))
        #expect(PathMeasure(path).contourLengths.isEmpty)
    }

    @Test func nonFinitePointsMeasureAsZeroWithoutTrapping() {
        var path = Path()
        path.move(to: Point(.nan, 0))
        path.addLine(to: Point(1, 1))
        path.addCurve(to: Point(.infinity, 2), control1: Point(0, .nan), control2: Point(3, 3))
        path.addLine(to: Point(5, 5))
        let measure = PathMeasure(path)
        #expect(measure.length == 0)
        #expect(measure.point(atDistance: .nan) == nil)
    }
}
