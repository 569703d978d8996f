/// Set operations on the filled regions of two paths, and the parts of one path's line inside or outside another's
/// region (SwiftUI's iOS 17 `Shape.union`, `intersection`, `subtracting`, `symmetricDifference`,
/// `lineIntersection`, `lineSubtraction`, each with `eoFill:`).
///
/// Method: both paths are flattened (``flattened(tolerance:)``; every subpath closed for filling), and the plane is
/// cut into horizontal slabs at every vertex's y and at every y where two edges cross (trapezoidal decomposition,
/// as in the classic scan-beam polygon clippers, e.g. Vatti 1992, "A generic solution to polygon clipping"). Inside
/// a slab no two edges cross, so ordering the edges that span it by x and summing each path's winding across them
/// gives the runs where each region is filled; the operation's truth table on the two insides gives the result's
/// runs, each written as a trapezoid between its two bounding edges. The trapezoids do not overlap and share only
/// horizontal sides, so filling the result with either rule covers exactly the combined region: the pixels are
/// the exact region's, within the flattening tolerance. The result's outline is the trapezoids' (a stroke of it
/// shows the slab seams). Work is bounded by ``Path/setOperationEdgeLimit``, ``Path/setOperationCrossingLimit`` and
/// ``Path/setOperationTrapezoidLimit`` (docs/limits.md). Lines: each segment of the first path is split where it crosses the second's edges, and
/// each piece is kept when its midpoint's winding in the second path says inside (lineIntersection) or outside
/// (lineSubtraction).

/// Which region a set operation keeps.
public enum PathSetOperation: Hashable, Sendable {
    /// Inside either path.
    case union
    /// Inside both.
    case intersection
    /// Inside the first and not the second.
    case subtraction
    /// Inside exactly one.
    case symmetricDifference

    func keeps(_ first: Bool, _ second: Bool) -> Bool {
        switch self {
        case .union: first || second
        case .intersection: first && second
        case .subtraction: first && !second
        case .symmetricDifference: first != second
        }
    }
}

extension Path {
    /// The most edges a set operation flattens its two paths into; past it the flattening tolerance doubles until
    /// they fit, so the work stays bounded (the pair test is quadratic in the edges).
    public static let setOperationEdgeLimit = 4096

    /// The most edge crossings a set operation splits its slabs at; past it the remaining crossings are not
    /// split, so slabs holding them may be drawn wrong. Bounds the slabs (and the work) for pathological shapes.
    public static let setOperationCrossingLimit = 65_536

    /// The most trapezoids a set operation's region may hold; past it the rest of the region is left out. Bounds the
    /// result (and the memory) for pathological shapes, as the path-element budget bounds drawing.
    public static let setOperationTrapezoidLimit = 200_000

    /// The flattening tolerance of set operations, in points: the rasterizer's at @4x.
    public static let setOperationTolerance = defaultFlatteningTolerance / 4

    /// The region `operation` keeps of this path's filled region and `other`'s, as non-overlapping trapezoids.
    ///
    /// ```swift
    /// let ring = Path(ellipseIn: outer).combined(with: Path(ellipseIn: inner), operation: .subtraction, fillRule: .nonZero)
    /// ```
    public func combined(with other: Path, operation: PathSetOperation, fillRule: FillRule) -> Path {
        let (edges, _) = SetOperationEdges.make(self, other)
        var ys: [Double] = []
        for edge in edges { ys.append(edge.y0); ys.append(edge.y1) }
        var crossings = 0
        crossingSearch: for i in edges.indices {
            for j in edges.indices where j > i {
                guard let y = edges[i].crossingY(edges[j]) else { continue }
                ys.append(y)
                crossings += 1
                if crossings >= Path.setOperationCrossingLimit { break crossingSearch }
            }
        }
        ys.sort()
        var result = Path()
        var trapezoids = 0
        var previous: Double?
        for y in ys where trapezoids < Path.setOperationTrapezoidLimit {
            defer { previous = y }
            guard let top = previous, y - top > 1e-9 else { continue }
            Self.addSlab(top: top, bottom: y, edges: edges, operation: operation, fillRule: fillRule, to: &result,
                         count: &trapezoids)
        }
        return result
    }

    /// The trapezoids of one slab.
    private static func addSlab(top: Double, bottom: Double, edges: [SetOperationEdges.Edge],
                                operation: PathSetOperation, fillRule: FillRule, to result: inout Path,
                                count: inout Int) {
        let middle = (top + bottom) / 2
        let spanning = edges.filter { $0.y0 < middle && $0.y1 > middle }
            .sorted { ($0.x(at: middle), $0.x(at: top)) < ($1.x(at: middle), $1.x(at: top)) }
        var winding = [0, 0]
        var inside = false
        var left: SetOperationEdges.Edge?
        for edge in spanning {
            winding[edge.source] += edge.direction
            let now = operation.keeps(fillRule.isInside(winding[0]), fillRule.isInside(winding[1]))
            guard now != inside else { continue }
            inside = now
            if now {
                left = edge
            } else if let start = left, count < Path.setOperationTrapezoidLimit {
                count += 1
                result.move(to: Point(x: start.x(at: top), y: top))
                result.addLine(to: Point(x: edge.x(at: top), y: top))
                result.addLine(to: Point(x: edge.x(at: bottom), y: bottom))
                result.addLine(to: Point(x: start.x(at: bottom), y: bottom))
                result.closeSubpath()
            }
        }
    }

    /// The parts of this path's line inside `other`'s filled region (`inside` true) or outside it, as open
    /// subpaths (a closed subpath kept whole stays closed).
    public func lineParts(in other: Path, inside: Bool, fillRule: FillRule) -> Path {
        let (edges, lines) = SetOperationEdges.make(self, other)
        let clip = edges.filter { $0.source == 1 }
        var result = Path()
        for line in lines {
            var pieces: [[Point]] = []
            var current: [Point] = []
            var dropped = false
            var points = line.points
            if line.isClosed, let first = points.first { points.append(first) }
            for (a, b) in zip(points, points.dropFirst()) {
                var ts = clip.compactMap { $0.crossingParameter(from: a, to: b) }
                ts.append(contentsOf: [0, 1])
                ts.sort()
                for (t0, t1) in zip(ts, ts.dropFirst()) where t1 - t0 > 1e-12 {
                    let p0 = a.lerp(b, t0), p1 = a.lerp(b, t1)
                    let winding = SetOperationEdges.winding(of: p0.lerp(p1, 0.5), in: clip)
                    if fillRule.isInside(winding) == inside {
                        if current.isEmpty { current.append(p0) }
                        current.append(p1)
                    } else {
                        dropped = true
                        if !current.isEmpty { pieces.append(current) }
                        current = []
                    }
                }
            }
            let whole = line.isClosed && !dropped
            if !current.isEmpty { pieces.append(current) }
            for piece in pieces where piece.count > 1 {
                result.move(to: piece[0])
                for point in piece.dropFirst() { result.addLine(to: point) }
                if whole { result.closeSubpath() }
            }
        }
        return result
    }
}

extension FillRule {
    /// Whether a winding number is inside under this rule.
    func isInside(_ winding: Int) -> Bool {
        switch self {
        case .nonZero: winding != 0
        case .evenOdd: winding % 2 != 0
        }
    }
}

extension Point {
    func lerp(_ other: Point, _ t: Double) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }
}

/// The flattened, non-horizontal edges of two paths, each marked with its path (0 or 1) and winding direction.
enum SetOperationEdges {
    struct Edge {
        let x0, y0, x1, y1: Double
        /// +1 for an edge going down (y increasing) in its path, −1 going up.
        let direction: Int
        let source: Int

        func x(at y: Double) -> Double {
            let clamped = Swift.min(Swift.max(y, y0), y1)
            return x0 + (clamped - y0) * (x1 - x0) / (y1 - y0)
        }

        /// The y where this edge and `other` cross strictly inside both, or nil.
        func crossingY(_ other: Edge) -> Double? {
            guard y0 < other.y1, other.y0 < y1,
                  Swift.max(x0, x1) >= Swift.min(other.x0, other.x1), Swift.max(other.x0, other.x1) >= Swift.min(x0, x1)
            else { return nil }
            let rx = x1 - x0, ry = y1 - y0, sx = other.x1 - other.x0, sy = other.y1 - other.y0
            let d = rx * sy - ry * sx
            guard abs(d) > 1e-15 else { return nil }
            let qx = other.x0 - x0, qy = other.y0 - y0
            let t = (qx * sy - qy * sx) / d, u = (qx * ry - qy * rx) / d
            guard t > 0, t < 1, u > 0, u < 1 else { return nil }
            return y0 + t * ry
        }

        /// Where the segment `a`→`b` crosses this edge, as a parameter strictly between 0 and 1 of the segment.
        func crossingParameter(from a: Point, to b: Point) -> Double? {
            let rx = b.x - a.x, ry = b.y - a.y, sx = x1 - x0, sy = y1 - y0
            let d = rx * sy - ry * sx
            guard abs(d) > 1e-15 else { return nil }
            let qx = x0 - a.x, qy = y0 - a.y
            let t = (qx * sy - qy * sx) / d, u = (qx * ry - qy * rx) / d
            guard t > 0, t < 1, u >= 0, u <= 1 else { return nil }
            return t
        }
    }

    /// The edges of both paths (within ``Path/setOperationEdgeLimit``) and the first path's polylines.
    static func make(_ first: Path, _ second: Path) -> (edges: [Edge], lines: [Polyline]) {
        var tolerance = Path.setOperationTolerance
        while true {
            let lines = first.flattened(tolerance: tolerance)
            let edges = edges(of: lines, source: 0) + edges(of: second.flattened(tolerance: tolerance), source: 1)
            if edges.count <= Path.setOperationEdgeLimit || tolerance > 1 { return (edges, lines) }
            tolerance *= 2
        }
    }

    static func edges(of lines: [Polyline], source: Int) -> [Edge] {
        var edges: [Edge] = []
        for line in lines where line.points.count > 1 && line.points.allSatisfy(\.isFinite) {
            let points = line.points
            for (a, b) in zip(points, points.dropFirst() + [points[0]]) where a.y != b.y {
                edges.append(a.y < b.y
                    ? Edge(x0: a.x, y0: a.y, x1: b.x, y1: b.y, direction: 1, source: source)
                    : Edge(x0: b.x, y0: b.y, x1: a.x, y1: a.y, direction: -1, source: source))
            }
        }
        return edges
    }

    /// The winding number of `point` in `edges` (a ray to the right; an edge counts when y0 ≤ y < y1).
    static func winding(of point: Point, in edges: [Edge]) -> Int {
        var winding = 0
        for edge in edges where edge.y0 <= point.y && point.y < edge.y1 && edge.x(at: point.y) > point.x {
            winding += edge.direction
        }
        return winding
    }
}
