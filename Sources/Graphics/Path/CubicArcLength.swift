/// Arc length of a cubic Bézier curve and its inverse (the parameter at a given length).
///
/// Method: adaptive Gauss–Legendre quadrature of the speed |B′(t)| (5 nodes per interval), starting from four
/// equal parameter intervals and halving an interval while the halves disagree with the whole by more than a
/// tolerance proportional to the interval (about 1e-10 of the control polygon's length overall).
/// Gauss–Legendre quadrature of the speed is the usual way to measure Bézier curves (kurbo's `arclen` uses it
/// too; Skia's contour measure subdivides into lines instead). The accepted intervals form a table of
/// (t, cumulative length) that the inverse searches, finishing with safeguarded Newton steps. Depth is
/// limited, so the work is bounded even at cusps, where the speed vanishes. Deterministic: the same curve always gives the same table.
#if canImport(Glibc)
import Glibc  // sin, cos, pow … without Foundation's start-up cost (docs/performance.md)
#else
import Foundation
#endif

/// The cumulative arc length of a cubic at the end of one quadrature interval.
struct ArcLengthPiece: Hashable, Sendable {
    /// The parameter at the end of the interval.
    var t: Double
    /// The length from t = 0 to `t`.
    var length: Double
}

/// The four control points of a cubic, with arc-length helpers.
struct CubicArc: Hashable, Sendable {
    var p0: Point, p1: Point, p2: Point, p3: Point

    /// The most times an interval is halved below the four starting intervals.
    static let maximumDepth = 8

    /// Gauss–Legendre nodes on [−1, 1] and their weights (5 points: exact for polynomials of degree 9).
    private static let nodes: [Double] = [
        -0.906_179_845_938_664_0, -0.538_469_310_105_683_1, 0, 0.538_469_310_105_683_1, 0.906_179_845_938_664_0,
    ]
    private static let weights: [Double] = [
        0.236_926_885_056_189_1, 0.478_628_670_499_366_5, 0.568_888_888_888_888_9,
        0.478_628_670_499_366_5, 0.236_926_885_056_189_1,
    ]

    /// The length of the control polygon, an upper bound of the arc length.
    var controlPolygonLength: Double {
        p0.distance(to: p1) + p1.distance(to: p2) + p2.distance(to: p3)
    }

    /// |B′(t)|.
    func speed(_ t: Double) -> Double {
        Bezier.cubicDerivative(p0, p1, p2, p3, t).length
    }

    /// The arc length between parameters `a` and `b` by one 5-point Gauss–Legendre rule.
    func length(from a: Double, to b: Double) -> Double {
        let half = (b - a) / 2, mid = (a + b) / 2
        var sum = 0.0
        for i in 0..<5 {
            sum += CubicArc.weights[i] * speed(mid + half * CubicArc.nodes[i])
        }
        return sum * half
    }

    /// The table of cumulative lengths; the last piece has t = 1 and the total length.
    func pieces() -> [ArcLengthPiece] {
        let polygon = controlPolygonLength
        guard polygon > 0, polygon.isFinite else { return [ArcLengthPiece(t: 1, length: 0)] }
        let tolerance = polygon * 1e-10
        var result: [ArcLengthPiece] = []
        var total = 0.0
        func refine(_ a: Double, _ b: Double, _ whole: Double, _ depth: Int) {
            let m = (a + b) / 2
            let left = length(from: a, to: m), right = length(from: m, to: b)
            if depth >= CubicArc.maximumDepth || abs(left + right - whole) <= tolerance * (b - a) {
                total += left
                result.append(ArcLengthPiece(t: m, length: total))
                total += right
                result.append(ArcLengthPiece(t: b, length: total))
            } else {
                refine(a, m, left, depth + 1)
                refine(m, b, right, depth + 1)
            }
        }
        for i in 0..<4 {
            let a = Double(i) / 4, b = Double(i + 1) / 4
            refine(a, b, length(from: a, to: b), 0)
        }
        result[result.count - 1].t = 1
        return result
    }

    /// The parameter where the arc length from t = 0 reaches `distance`, given this curve's `pieces`.
    func parameter(atLength distance: Double, pieces: ArraySlice<ArcLengthPiece>) -> Double {
        guard let last = pieces.last, last.length > 0 else { return distance > 0 ? 1 : 0 }
        if distance <= 0 { return 0 }
        if distance >= last.length { return 1 }
        // 1. Find the piece holding the distance (binary search over cumulative lengths).
        var lo = pieces.startIndex, hi = pieces.endIndex - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if pieces[mid].length < distance { lo = mid + 1 } else { hi = mid }
        }
        let t0 = lo == pieces.startIndex ? 0 : pieces[lo - 1].t
        let l0 = lo == pieces.startIndex ? 0 : pieces[lo - 1].length
        let t1 = pieces[lo].t, l1 = pieces[lo].length
        let target = distance - l0
        guard l1 > l0 else { return t0 }
        // 2. Safeguarded Newton on f(t) = length(t0, t) − target, bracketed by [low, high].
        var low = t0, high = t1
        var t = t0 + (t1 - t0) * target / (l1 - l0)
        for _ in 0..<12 {
            let f = length(from: t0, to: t) - target
            if abs(f) <= 1e-12 * (l1 - l0) { break }
            if f > 0 { high = t } else { low = t }
            let d = speed(t)
            var next = d > 0 ? t - f / d : (low + high) / 2
            if !(next > low && next < high) { next = (low + high) / 2 }
            t = next
        }
        return t
    }
}
