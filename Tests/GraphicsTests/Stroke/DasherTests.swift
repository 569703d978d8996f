import Testing
@testable import Graphics

struct DasherTests {
    typealias S = PathTestSupport

    private let line = S.polyline([Point(0, 0), Point(100, 0)])

    /// The (start x, end x) of every dash of a horizontal dashed line.
    private func spans(_ path: Path) -> [ClosedRange<Double>] {
        S.subpaths(path).compactMap { sub in
            let xs = S.vertices(sub).map(\.x)
            guard let lo = xs.first, let hi = xs.last else { return nil }
            // Interpolated ends may be off by an ulp (55.00000000000001): compare at 1e-9.
            return (lo * 1e9).rounded() / 1e9...(hi * 1e9).rounded() / 1e9
        }
    }

    @Test func dashesALineIntoTheOnIntervals() {
        let dashed = line.dashedPath(pattern: [10, 5])
        #expect(spans(dashed) == [0...10, 15...25, 30...40, 45...55, 60...70, 75...85, 90...100])
    }

    @Test func phaseShiftsWhereThePatternStarts() {
        let dashed = line.dashedPath(pattern: [10, 5], phase: 5)
        #expect(spans(dashed).prefix(3) == [0...5, 10...20, 25...35])
    }

    @Test func negativePhaseWrapsAroundThePattern() {
        // −5 ≡ 10 (mod 15): the pattern starts at the gap.
        let dashed = line.dashedPath(pattern: [10, 5], phase: -5)
        #expect(spans(dashed).prefix(2) == [5...15, 20...30])
    }

    @Test func oddCountPatternRepeatsWithRolesSwapped() {
        // [10, 5, 5] acts as [10, 5, 5, 10, 5, 5]: dash 10, gap 5, dash 5, gap 10, dash 5, gap 5.
        let dashed = line.dashedPath(pattern: [10, 5, 5])
        #expect(spans(dashed).prefix(4) == [0...10, 15...20, 30...35, 40...50])
    }

    @Test func patternsThatMeanNoDashLeaveThePathSolid() {
        #expect(line.dashedPath(pattern: []) == line)
        #expect(line.dashedPath(pattern: [0, 0]) == line)
        #expect(line.dashedPath(pattern: [10, -5]) == line)
        #expect(line.dashedPath(pattern: [10, .nan]) == line)
        #expect(line.dashedPath(pattern: [.infinity, 5]) == line)
    }

    @Test func nonFinitePhaseCountsAsZero() {
        #expect(line.dashedPath(pattern: [10, 5], phase: .nan) == line.dashedPath(pattern: [10, 5]))
    }

    @Test func zeroLengthDashesBecomeDotsWithRoundCaps() {
        let short = S.polyline([Point(0, 0), Point(20, 0)])
        let dashed = short.dashedPath(pattern: [0, 10])
        #expect(spans(dashed) == [0...0, 10...10, 20...20])
        let dots = short.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round, dash: [0, 10]))
        #expect(S.subpathCount(dots) == 3)
        #expect(dots.bounds == Rect(x: -2, y: -2, width: 24, height: 4))
    }

    @Test func noSpuriousDotWhereAGapEndsExactlyAtTheEnd() {
        let dashed = S.polyline([Point(0, 0), Point(30, 0)]).dashedPath(pattern: [10, 5])
        #expect(spans(dashed) == [0...10, 15...25])
    }

    @Test func roundingNoiseAtTheEndGivesNoExtraDash() {
        // Five times 0.7 + 0.1 sums to 3.9999999999999996 in binary, an ulp short of the length 4.
        let line = S.polyline([Point(0, 0), Point(4, 0)])
        #expect(S.subpathCount(line.dashedPath(pattern: [0.7, 0.1])) == 5)
    }

    @Test func patternRestartsAtEverySubpath() {
        var two = line
        two.move(to: Point(0, 10))
        two.addLine(to: Point(12, 10))
        let dashed = two.dashedPath(pattern: [10, 5], phase: 0)
        #expect(spans(dashed).suffix(1) == [0...10])
        #expect(S.subpathCount(dashed) == 8)
    }

    @Test func closedSubpathJoinsItsLastDashIntoItsFirst() {
        let square = Path(Rect(x: 0, y: 0, width: 10, height: 10))
        let dashed = square.dashedPath(pattern: [30, 5])
        #expect(dashed.elements == [
            .move(to: Point(0, 5)), .line(to: Point(0, 0)), .line(to: Point(10, 0)), .line(to: Point(10, 10)),
            .line(to: Point(0, 10)),
        ])
    }

    @Test func dashLongerThanAClosedSubpathKeepsItClosed() {
        let square = Path(Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.dashedPath(pattern: [100, 5]) == square)
    }

    @Test func dashesOfACurveStayCurves() {
        let circle = Path(circleIn: Rect(x: 0, y: 0, width: 100, height: 100))
        let quarter = circle.length / 40
        let dashed = circle.dashedPath(pattern: [quarter, quarter])
        #expect(S.cubics(dashed).count >= S.subpathCount(dashed))
        #expect(dashed.elements.allSatisfy { element in
            if case .line = element { return false }
            return true
        })
        #expect(S.subpathCount(dashed) == 20)
        #expect(abs(dashed.length - circle.length / 2) < 1e-6)
    }

    @Test func nonFinitePointsDashWithoutTrapping() {
        var path = S.polyline([Point(0, 0), Point(.nan, 0), Point(10, .infinity)])
        path.addLines([Point(0, 20), Point(30, 20)])
        let dashed = path.dashedPath(pattern: [10, 5])
        // The broken subpath measures zero; the good one still gets its two dashes.
        #expect(spans(dashed).suffix(2) == [0...10, 15...25])
        #expect(path.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 5])).elements.allSatisfy { element in
            if case .line(let p) = element { return p.isFinite }
            return true
        })
    }

    @Test func patternTooFineForTheLimitLeavesThePathSolid() {
        let long = S.polyline([Point(0, 0), Point(1e6, 0)])
        #expect(long.dashedPath(pattern: [1e-3, 1e-3]) == long)
        let dasher = Dasher(pattern: [1e-3, 1e-3], phase: 0)
        #expect(dasher?.dash(long) == long)
    }

    @Test func estimatedDashCountIsAtLeastTheDashesCut() throws {
        let dasher = try #require(Dasher(pattern: [0.5, 0.5], phase: 0))
        let long = S.polyline([Point(0, 0), Point(1000, 0)])
        let estimate = dasher.estimatedDashCount(of: long)
        #expect(estimate >= 1000 && estimate <= 1010)
        let fine = try #require(Dasher(pattern: [1e-3, 1e-3], phase: 0))
        #expect(fine.estimatedDashCount(of: S.polyline([Point(0, 0), Point(1e6, 0)])) > Double(Dasher.maximumDashCount))
    }

    @Test func dashCountJustUnderTheLimitIsCut() {
        let long = S.polyline([Point(0, 0), Point(1000, 0)])
        #expect(S.subpathCount(long.dashedPath(pattern: [0.5, 0.5])) == 1000)
    }
}
