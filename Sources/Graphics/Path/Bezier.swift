/// Evaluation, subdivision and extrema of quadratic and cubic Bézier curves (de Casteljau).
public enum Bezier {
    /// The point at `t` on a quadratic curve.
    @inlinable public static func quadPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ t: Double) -> Point {
        let mt = 1 - t
        return p0 * (mt * mt) + p1 * (2 * mt * t) + p2 * (t * t)
    }

    /// The point at `t` on a cubic curve.
    @inlinable public static func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let mt = 1 - t
        let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
        return p0 * a + p1 * b + p2 * c + p3 * d
    }

    /// The derivative at `t` of a cubic curve.
    @inlinable public static func cubicDerivative(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let mt = 1 - t
        return (p1 - p0) * (3 * mt * mt) + (p2 - p1) * (6 * mt * t) + (p3 - p2) * (3 * t * t)
    }

    /// Splits a cubic at `t` into two cubics (de Casteljau).
    public static func splitCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, at t: Double)
        -> ((Point, Point, Point, Point), (Point, Point, Point, Point))
    {
        let p01 = p0.lerp(to: p1, t), p12 = p1.lerp(to: p2, t), p23 = p2.lerp(to: p3, t)
        let p012 = p01.lerp(to: p12, t), p123 = p12.lerp(to: p23, t)
        let m = p012.lerp(to: p123, t)
        return ((p0, p01, p012, m), (m, p123, p23, p3))
    }

    /// The cubic segment of a cubic between parameters `t0` and `t1`.
    public static func subCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, from t0: Double, to t1: Double)
        -> (Point, Point, Point, Point)
    {
        if t0 <= 0 && t1 >= 1 { return (p0, p1, p2, p3) }
        let right = t0 > 0 ? splitCubic(p0, p1, p2, p3, at: t0).1 : (p0, p1, p2, p3)
        guard t1 < 1 else { return right }
        let local = (t1 - t0) / (1 - t0)
        return splitCubic(right.0, right.1, right.2, right.3, at: local).0
    }

    /// Parameters in (0, 1) where a quadratic has an x or y extremum.
    public static func quadExtrema(_ p0: Point, _ p1: Point, _ p2: Point) -> [Double] {
        var result: [Double] = []
        for (a, b, c) in [(p0.x, p1.x, p2.x), (p0.y, p1.y, p2.y)] {
            let denom = a - 2 * b + c
            if denom != 0 {
                let t = (a - b) / denom
                if t > 0 && t < 1 { result.append(t) }
            }
        }
        return result
    }

    /// Parameters in (0, 1) where a cubic has an x or y extremum.
    public static func cubicExtrema(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> [Double] {
        var result: [Double] = []
        for (a, b, c, d) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
            // Derivative / 3: qa t² + qb t + qc
            let qa = -a + 3 * b - 3 * c + d
            let qb = 2 * (a - 2 * b + c)
            let qc = b - a
            if abs(qa) < 1e-12 {
                if qb != 0 {
                    let t = -qc / qb
                    if t > 0 && t < 1 { result.append(t) }
                }
                continue
            }
            let disc = qb * qb - 4 * qa * qc
            guard disc >= 0 else { continue }
            let s = disc.squareRoot()
            for t in [(-qb + s) / (2 * qa), (-qb - s) / (2 * qa)] where t > 0 && t < 1 {
                result.append(t)
            }
        }
        return result
    }
}
