/// Stroking: turns a path and a `StrokeStyle` into a fill outline for the non-zero rule.
///
/// Method: after tiny-skia's `stroker.rs` (itself Skia's SkStroke), on flattened contours:
/// 1. Flatten the path within the tolerance, remembering which vertices are real corners (`StrokeContour`).
/// 2. Offset every segment by ±w/2 along its normal: the left side (+n, n = (−dy, dx)) forwards and the right
///    side backwards.
/// 3. At each vertex, join on the outer side (miter / round / bevel; inside a flattened curve always round
///    within tolerance) and pass through the vertex itself on the inner side (or through the inner offsets'
///    intersection when it lies well inside both segments).
/// 4. Open subpaths: left side, end cap, right side reversed, start cap, as one closed outline.
///    Closed subpaths: the left side and the reversed right side as two closed outlines, joined at the start.
/// 5. A subpath of zero length draws a dot for round (disc) and square (axis-aligned square) caps, as CoreGraphics.
/// Every piece (segment quad, join wedge, cap) winds the same way, so their union fills exactly under the
/// non-zero rule, however the outline overlaps itself. Round joins and caps are polygons inscribed in the
/// true circle within the tolerance.
#if canImport(Glibc)
import Glibc  // sin, cos, pow … without Foundation's start-up cost (docs/performance.md)
#else
import Foundation
#endif

struct Stroker: Sendable {
    /// Half the line width.
    let halfWidth: Double
    let cap: LineCap
    let join: LineJoin
    /// The miter limit, NaN replaced by SwiftUI's default 10.
    let miterLimit: Double
    /// The largest angle one chord of a round join or cap may span to stay within the tolerance.
    let roundStep: Double
    /// cos(roundStep): a round join turning less than `roundStep` (dot product above this) needs no points.
    let roundStepCosine: Double

    /// The smallest chord angle of round joins and caps (π/512, at most 1024 chords per full turn), so a huge
    /// width cannot make every join explode into thousands of points. The chord error h·(1 − cos(π/1024))
    /// stays under 0.02 px for half widths up to 4000 px, far beyond any widget.
    static let minimumRoundStep = Double.pi / 512

    /// A stroker for `style`; the width must be positive and finite (checked by `Path.strokedPath`).
    init(style: StrokeStyle, tolerance: Double) {
        halfWidth = style.lineWidth / 2
        cap = style.lineCap
        join = style.lineJoin
        miterLimit = style.miterLimit.isNaN ? 10 : style.miterLimit
        // A chord spanning angle φ of a circle of radius h lies h·(1 − cos(φ/2)) inside it; solving for the
        // tolerance gives φ = 4·asin(√(tol / 2h)) (this form keeps precision when tol ≪ h).
        let ratio = tolerance / (2 * halfWidth)
        let step = ratio >= 0.5 ? Double.pi / 2 : 4 * asin(ratio.squareRoot())
        roundStep = Swift.min(Swift.max(step, Stroker.minimumRoundStep), Double.pi / 2)
        roundStepCosine = cos(roundStep)
    }

    /// The fill outline of the stroke of `path`, curves flattened within `tolerance`.
    func stroke(_ path: Path, tolerance: Double) -> Path {
        var out = Path()
        for contour in StrokeContour.contours(of: path, tolerance: tolerance) {
            if contour.points.count == 1 {
                appendDot(at: contour.points[0], to: &out)
            } else if contour.isClosed {
                strokeClosed(contour, into: &out)
            } else {
                strokeOpen(contour, into: &out)
            }
        }
        return out
    }

    /// Unit directions and lengths of the segments of a contour (closed contours include the closing one).
    private func segments(of contour: StrokeContour) -> (directions: [Point], lengths: [Double]) {
        let points = contour.points
        let count = contour.isClosed ? points.count : points.count - 1
        var directions: [Point] = []
        var lengths: [Double] = []
        directions.reserveCapacity(count)
        lengths.reserveCapacity(count)
        for i in 0..<count {
            let delta = points[(i + 1) % points.count] - points[i]
            let length = delta.length
            lengths.append(length)
            directions.append(length > 0 ? delta / length : Point(x: 1, y: 0))
        }
        return (directions, lengths)
    }

    /// Steps 2–4 for an open contour: one closed outline.
    private func strokeOpen(_ contour: StrokeContour, into out: inout Path) {
        let points = contour.points
        let (directions, lengths) = segments(of: contour)
        let h = halfWidth
        let firstNormal = Stroker.leftNormal(directions[0])
        var left: [Point] = [points[0] + firstNormal * h]
        var right: [Point] = [points[0] - firstNormal * h]
        left.reserveCapacity(points.count * 2 + 8)
        right.reserveCapacity(points.count * 2 + 8)
        for k in 1..<(points.count - 1) {
            appendJoin(at: points[k], incoming: directions[k - 1], outgoing: directions[k],
                       incomingLength: lengths[k - 1], outgoingLength: lengths[k], smooth: !contour.corners[k],
                       left: &left, right: &right)
        }
        let lastDirection = directions[directions.count - 1]
        let lastPoint = points[points.count - 1]
        let lastNormal = Stroker.leftNormal(lastDirection)
        left.append(lastPoint + lastNormal * h)
        right.append(lastPoint - lastNormal * h)

        var outline = left
        appendCap(at: lastPoint, direction: lastDirection, to: &outline)
        outline.append(contentsOf: right.reversed())
        appendCap(at: points[0], direction: -directions[0], to: &outline)
        Stroker.appendPolygon(outline, to: &out)
    }

    /// Steps 2–4 for a closed contour: the left side and the reversed right side.
    private func strokeClosed(_ contour: StrokeContour, into out: inout Path) {
        let points = contour.points
        let (directions, lengths) = segments(of: contour)
        let n = points.count
        var left: [Point] = []
        var right: [Point] = []
        left.reserveCapacity(n * 2 + 8)
        right.reserveCapacity(n * 2 + 8)
        for k in 0..<n {
            let previous = (k + n - 1) % n
            appendJoin(at: points[k], incoming: directions[previous], outgoing: directions[k],
                       incomingLength: lengths[previous], outgoingLength: lengths[k], smooth: !contour.corners[k],
                       left: &left, right: &right)
        }
        Stroker.appendPolygon(left, to: &out)
        Stroker.appendPolygon(right.reversed(), to: &out)
    }

    /// The left normal (−dy, dx) of a unit direction: the side the outline walks forwards.
    @inline(__always) static func leftNormal(_ d: Point) -> Point { Point(x: -d.y, y: d.x) }

    /// Appends one closed polygon, or nothing when a vertex is not finite.
    static func appendPolygon<C: Collection>(_ polygon: C, to out: inout Path) where C.Element == Point {
        guard polygon.count > 1, polygon.allSatisfy(\.isFinite) else { return }
        out.appendClosedPolygon(polygon)
    }
}
