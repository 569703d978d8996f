import Foundation
import Testing
@testable import Graphics

/// The set operations' regions measured by area (shoelace over the result's subpaths) against the exact figures,
/// and their lines by length.
struct PathSetOperationsTests {
    /// The filled area of a path whose subpaths do not overlap.
    func area(_ path: Path) -> Double {
        path.flattened(tolerance: 1e-4).reduce(0) { total, line in
            let p = line.points
            var twice = 0.0
            for (a, b) in zip(p, p.dropFirst() + [p[0]]) { twice += a.x * b.y - b.x * a.y }
            return total + abs(twice) / 2
        }
    }

    let a = Path(Rect(x: 0, y: 0, width: 100, height: 100))
    let b = Path(Rect(x: 50, y: 25, width: 100, height: 50))

    @Test func rectanglesCombineExactly() {
        #expect(abs(area(a.combined(with: b, operation: .union, fillRule: .nonZero)) - 12_500) < 1e-6)
        #expect(abs(area(a.combined(with: b, operation: .intersection, fillRule: .nonZero)) - 2_500) < 1e-6)
        #expect(abs(area(a.combined(with: b, operation: .subtraction, fillRule: .nonZero)) - 7_500) < 1e-6)
        #expect(abs(area(a.combined(with: b, operation: .symmetricDifference, fillRule: .nonZero)) - 10_000) < 1e-6)
    }

    /// Two unit-radius-100 circles 100 apart: the lens is 2r²·acos(d/2r) − (d/2)·√(4r² − d²).
    @Test func circlesMeetInTheirLens() {
        let r = 100.0, d = 100.0
        let first = Path(ellipseIn: Rect(x: 0, y: 0, width: 2 * r, height: 2 * r))
        let second = Path(ellipseIn: Rect(x: d, y: 0, width: 2 * r, height: 2 * r))
        let lens = 2 * r * r * acos(d / (2 * r)) - d / 2 * (4 * r * r - d * d).squareRoot()
        let measured = area(first.combined(with: second, operation: .intersection, fillRule: .nonZero))
        #expect(abs(measured - lens) / lens < 1e-3, "\(measured) vs \(lens)")
        let union = area(first.combined(with: second, operation: .union, fillRule: .nonZero))
        #expect(abs(union - (2 * Double.pi * r * r - lens)) / union < 1e-3)
    }

    /// The even-odd rule makes a square inside a square (same direction) a hole; non-zero does not.
    @Test func evenOddDecidesTheInside() {
        var nested = Path(Rect(x: 0, y: 0, width: 100, height: 100))
        nested.addRect(Rect(x: 25, y: 25, width: 50, height: 50))
        let all = Path(Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(abs(area(nested.combined(with: all, operation: .intersection, fillRule: .evenOdd)) - 7_500) < 1e-6)
        #expect(abs(area(nested.combined(with: all, operation: .intersection, fillRule: .nonZero)) - 10_000) < 1e-6)
    }

    @Test func linesAreSplitAtTheOtherRegion() {
        var line = Path()
        line.move(to: Point(x: -50, y: 50))
        line.addLine(to: Point(x: 150, y: 50))
        #expect(abs(line.lineParts(in: a, inside: true, fillRule: .nonZero).length - 100) < 1e-9)
        #expect(abs(line.lineParts(in: a, inside: false, fillRule: .nonZero).length - 100) < 1e-9)
        // A closed outline wholly inside stays closed.
        let inner = Path(Rect(x: 10, y: 10, width: 20, height: 20))
        let kept = inner.lineParts(in: a, inside: true, fillRule: .nonZero)
        #expect(kept.elements.last == .closeSubpath)
        #expect(abs(kept.length - 80) < 1e-9)
    }
}

extension PathSetOperationsTests {
    /// The worst accepted input: two zigzags of 2048 edges each, one across the other, so that every edge of
    /// one crosses every edge of the other up to the crossing limit (docs/limits.md records the time).
    @Test func theWorstAcceptedInputIsBounded() {
        func zigzag(vertical: Bool) -> Path {
            var path = Path()
            for i in 0..<2048 {
                let along = Double(i) * 200 / 2048, across = i % 2 == 0 ? 0.0 : 200.0
                let point = vertical ? Point(x: along, y: across) : Point(x: across, y: along)
                if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.closeSubpath()
            return path
        }
        let clock = ContinuousClock()
        var result = Path()
        let elapsed = clock.measure {
            result = zigzag(vertical: true).combined(with: zigzag(vertical: false), operation: .symmetricDifference,
                                                     fillRule: .nonZero)
        }
        print("set operation, 4096 edges: \(elapsed), \(result.elements.count) elements")
        #expect(!result.isEmpty)
        #expect(result.elements.count <= 5 * Path.setOperationTrapezoidLimit)
        #expect(elapsed < .seconds(60))
    }
}
