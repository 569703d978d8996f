/// Flattening for the stroker: like `Path.flattened`, but every vertex remembers whether it is a corner
/// (a boundary between path segments, which gets the style's join) or is smooth: inside a flattened curve, or
/// where two segments meet with the same tangent (the eight cubics of a circle). Smooth vertices get a round
/// join within tolerance, so a curve's stroke stays smooth whatever the join style; a miter there would stick
/// out by h·tol/R, more than the tolerance once the half width h exceeds the curve's radius R.
///
/// Method: the same uniform subdivision and segment-count bound as `Path+Flattening.swift`. Consecutive
/// equal points are merged (zero-length segments have no direction); a subpath holding a non-finite point is
/// dropped, since it has no meaningful outline.

/// One flattened subpath with corner flags.
struct StrokeContour: Sendable {
    /// The vertices, without consecutive duplicates (and, when closed, without a repeated start point).
    var points: [Point] = []
    /// `corners[i]` is true when `points[i]` is a segment boundary of the original path.
    var corners: [Bool] = []
    /// True when the subpath was closed.
    var isClosed = false
    /// False once a non-finite point was added.
    var isFinite = true

    /// Adds a vertex, merging it into the previous one when equal.
    mutating func append(_ p: Point, corner: Bool) {
        if !p.isFinite { isFinite = false }
        if let last = points.last, last == p {
            if corner { corners[corners.count - 1] = true }
            return
        }
        points.append(p)
        corners.append(corner)
    }

    /// Marks the last vertex smooth when the segment ending there and the one starting there share a tangent
    /// (within about 0.06°).
    mutating func markJoint(incoming: Point?, outgoing: Point) {
        guard let incoming, points.count > 1 else { return }
        if StrokeContour.isSameDirection(incoming, outgoing) { corners[corners.count - 1] = false }
    }

    /// True when two non-zero vectors point the same way within about 1e-3 radians.
    static func isSameDirection(_ a: Point, _ b: Point) -> Bool {
        let scale = a.length * b.length
        return scale > 0 && a.dot(b) > 0 && abs(a.cross(b)) <= 1e-3 * scale
    }

    /// The first non-zero vector among `candidates`, or nil.
    static func firstDirection(_ candidates: Point...) -> Point? {
        candidates.first { $0.x != 0 || $0.y != 0 }
    }

    /// The stroke contours of `path`, curves flattened within `tolerance`.
    static func contours(of path: Path, tolerance: Double) -> [StrokeContour] {
        var result: [StrokeContour] = []
        var current: StrokeContour?
        var pen = Point.zero, start = Point.zero
        // Tangents for smooth-joint detection: the end tangent of the last segment with a direction, and the
        // start tangent of the subpath's first such segment.
        var endTangent: Point?
        var startTangent: Point?

        func finish(closed: Bool) {
            guard var contour = current else { return }
            current = nil
            guard contour.isFinite, !contour.points.isEmpty else { return }
            contour.isClosed = closed
            if closed, contour.points.count > 1, let first = contour.points.first, contour.points.last == first {
                contour.points.removeLast()
                contour.corners.removeLast()
            }
            if closed, contour.points.count > 1 {
                // The start vertex joins the last segment to the first: smooth when their tangents agree.
                let smooth = endTangent.flatMap { a in startTangent.map { b in StrokeContour.isSameDirection(a, b) } }
                contour.corners[0] = smooth != true
            }
            result.append(contour)
        }
        /// Records a segment's tangents and marks the vertex it starts from.
        func enter(start tangentIn: Point?, end tangentOut: Point?) {
            guard let tangentIn, let tangentOut else { return }  // a zero-length segment changes nothing
            current?.markJoint(incoming: endTangent, outgoing: tangentIn)
            if startTangent == nil { startTangent = tangentIn }
            endTangent = tangentOut
        }
        func begin() {
            if current == nil {
                var contour = StrokeContour()
                contour.append(pen, corner: true)
                current = contour
                endTangent = nil
                startTangent = nil
            }
        }

        for element in path.elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                pen = p
                start = p
            case .line(let p):
                begin()
                let d = StrokeContour.firstDirection(p - pen)
                enter(start: d, end: d)
                current?.append(p, corner: true)
                pen = p
            case .quadCurve(let p, let c):
                begin()
                enter(start: StrokeContour.firstDirection(c - pen, p - pen),
                      end: StrokeContour.firstDirection(p - c, p - pen))
                let n = Path.segmentCount((pen - c * 2 + p).length / (4 * tolerance))
                if n > 1 {
                    for i in 1..<n {
                        current?.append(Bezier.quadPoint(pen, c, p, Double(i) / Double(n)), corner: false)
                    }
                }
                current?.append(p, corner: true)
                pen = p
            case .curve(let p, let c1, let c2):
                begin()
                enter(start: StrokeContour.firstDirection(c1 - pen, c2 - pen, p - pen),
                      end: StrokeContour.firstDirection(p - c2, p - c1, p - pen))
                let dd = Swift.max((pen - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length)
                let n = Path.segmentCount(3 * dd / (4 * tolerance))
                if n > 1 {
                    for i in 1..<n {
                        current?.append(Bezier.cubicPoint(pen, c1, c2, p, Double(i) / Double(n)), corner: false)
                    }
                }
                current?.append(p, corner: true)
                pen = p
            case .closeSubpath:
                begin()
                let d = StrokeContour.firstDirection(start - pen)
                enter(start: d, end: d)
                finish(closed: true)
                pen = start
            }
        }
        finish(closed: false)
        return result
    }
}
