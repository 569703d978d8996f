/// Flattening: curves become polylines whose distance from the true curve stays within a tolerance.
///
/// Method: uniform parameter subdivision with the segment count taken from the curve's second-derivative
/// bound (the classic chord-error bound |B''|·h²/8, as in Skia's and tiny-skia's edge builders).
/// For a quadratic, B'' = 2(p0 − 2p1 + p2) is constant, so n = ⌈√(|p0 − 2p1 + p2| / (4·tol))⌉.
/// For a cubic, |B''| ≤ 6·max(|p0 − 2p1 + p2|, |p1 − 2p2 + p3|), so n = ⌈√(3·dd / (4·tol))⌉.
/// Deterministic: the same path and tolerance always give the same points.

/// One flattened subpath: a list of points, closed or open.
public struct Polyline: Hashable, Sendable {
    /// The vertices in order.
    public var points: [Point]
    /// True when the subpath was closed with `closeSubpath` (the last point joins the first).
    public var isClosed: Bool

    /// Creates a polyline.
    public init(points: [Point], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}

extension Path {
    /// The tolerance, in device pixels, that the rasterizer flattens with: 1/50 px keeps a circle of radius
    /// 100 px within 0.05 px of the true circle together with the cubic arc approximation error.
    public static let defaultFlatteningTolerance: Double = 0.02

    /// The most segments one curve may be split into; bounds the work for hostile input.
    public static let maximumSegmentsPerCurve = 4096

    /// The tolerance to flatten with when a path drawn in points is shown at `deviceScale` pixels per point.
    public static func flatteningTolerance(deviceScale: Double) -> Double {
        guard deviceScale.isFinite, deviceScale > 0 else { return defaultFlatteningTolerance }
        return defaultFlatteningTolerance / deviceScale
    }

    /// The path as polylines, each within `tolerance` of the true outline.
    public func flattened(tolerance: Double = Path.defaultFlatteningTolerance) -> [Polyline] {
        let tol = tolerance > 0 && tolerance.isFinite ? tolerance : Path.defaultFlatteningTolerance
        var result: [Polyline] = []
        var current: [Point] = []
        var pen = Point.zero
        var start = Point.zero

        func finish(closed: Bool) {
            if current.count > 1 || (current.count == 1 && closed) {
                result.append(Polyline(points: current, isClosed: closed))
            }
            current = []
        }
        // A subpath starts with room for 64 points (a small circle or rounded rectangle flattens to 40–60), so
        // its points are not copied through 1, 2, 4, … element buffers as they are appended.
        func begin(_ p: Point) {
            current.reserveCapacity(64)
            current.append(p)
        }

        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                begin(p)
                pen = p
                start = p
            case .line(let p):
                if current.isEmpty { begin(pen) }
                current.append(p)
                pen = p
            case .quadCurve(let p, let c):
                if current.isEmpty { begin(pen) }
                let dd = (pen - c * 2 + p).length
                let n = Path.segmentCount(dd / (4 * tol))
                if n > 1 {
                    for i in 1..<n {
                        current.append(Bezier.quadPoint(pen, c, p, Double(i) / Double(n)))
                    }
                }
                current.append(p)
                pen = p
            case .curve(let p, let c1, let c2):
                if current.isEmpty { begin(pen) }
                let dd = Swift.max((pen - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length)
                let n = Path.segmentCount(3 * dd / (4 * tol))
                if n > 1 {
                    for i in 1..<n {
                        current.append(Bezier.cubicPoint(pen, c1, c2, p, Double(i) / Double(n)))
                    }
                }
                current.append(p)
                pen = p
            case .closeSubpath:
                finish(closed: true)
                pen = start
            }
        }
        finish(closed: false)
        return result
    }

    /// ⌈√x⌉ clamped to 1…maximumSegmentsPerCurve (NaN and ∞ give the maximum).
    static func segmentCount(_ x: Double) -> Int {
        guard x.isFinite else { return maximumSegmentsPerCurve }
        let n = x.squareRoot().rounded(.up)
        if n < 1 { return 1 }
        if n > Double(maximumSegmentsPerCurve) { return maximumSegmentsPerCurve }
        return Int(n)
    }
}
