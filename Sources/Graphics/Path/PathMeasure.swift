/// Arc-length measurement of a path: total and per-subpath lengths, points and tangents at a distance, and
/// extraction of the piece between two distances with its curves kept (split at the right parameter).
///
/// Method: lines are measured exactly; quadratics are raised to cubics (exactly) and measured by adaptive
/// Gauss–Legendre quadrature (`CubicArcLength.swift`). A closed subpath's closing segment counts; subpaths
/// without segments (a lone move) are skipped. Distances run over all subpaths in order, as SwiftUI's
/// `trim(from:to:)` measures them. Non-finite points give zero-length segments, never a trap.
public struct PathMeasure: Sendable {
    /// One measured segment: a line (`isLine`, `p0`→`p3`) or a cubic.
    struct Segment: Sendable {
        var curve: CubicArc
        var isLine: Bool
        /// True for the line a `closeSubpath` adds back to the subpath's start.
        var isClosing: Bool
        /// Distance from the start of the path to the start of this segment.
        var start: Double
        /// The segment's arc length.
        var length: Double
        /// The segment's rows in `pieces` (empty for lines).
        var pieces: Range<Int>

        var end: Double { start + length }
    }

    /// One subpath: its segments and where it lies along the path.
    struct Contour: Sendable {
        var segments: Range<Int>
        var start: Double
        var end: Double
        var isClosed: Bool

        var length: Double { end - start }
    }

    private(set) var segments: [Segment] = []
    private(set) var contours: [Contour] = []
    private var pieces: [ArcLengthPiece] = []

    /// The total arc length of every subpath.
    public private(set) var length: Double = 0

    /// Measures `path`.
    public init(_ path: Path) {
        var pen = Point.zero, start = Point.zero
        var contourStart: Int?  // index into segments where the open contour began
        var contourDistance = 0.0

        func finish(closed: Bool) {
            if let first = contourStart, first < segments.count {
                contours.append(Contour(segments: first..<segments.count, start: contourDistance, end: length,
                                        isClosed: closed))
            }
            contourStart = nil
        }
        func begin() {
            if contourStart == nil {
                contourStart = segments.count
                contourDistance = length
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
                appendLine(pen, p)
                pen = p
            case .quadCurve(let p, let c):
                begin()
                appendCubic(CubicArc(p0: pen, p1: pen + (c - pen) * (2.0 / 3.0), p2: p + (c - p) * (2.0 / 3.0), p3: p))
                pen = p
            case .curve(let p, let c1, let c2):
                begin()
                appendCubic(CubicArc(p0: pen, p1: c1, p2: c2, p3: p))
                pen = p
            case .closeSubpath:
                if contourStart != nil, pen != start { appendLine(pen, start, isClosing: true) }
                finish(closed: true)
                pen = start
            }
        }
        finish(closed: false)
    }

    private mutating func appendLine(_ a: Point, _ b: Point, isClosing: Bool = false) {
        let d = a.distance(to: b)
        let length = d.isFinite ? d : 0
        segments.append(Segment(curve: CubicArc(p0: a, p1: a, p2: b, p3: b), isLine: true, isClosing: isClosing,
                                start: self.length, length: length, pieces: pieces.count..<pieces.count))
        self.length += length
    }

    private mutating func appendCubic(_ curve: CubicArc) {
        let table = curve.pieces()
        let length = table.last.map { $0.length.isFinite ? $0.length : 0 } ?? 0
        let first = pieces.count
        pieces.append(contentsOf: table)
        segments.append(Segment(curve: curve, isLine: false, isClosing: false, start: self.length, length: length,
                                pieces: first..<pieces.count))
        self.length += length
    }

    /// The length of each subpath, in order (subpaths without segments are not listed).
    public var contourLengths: [Double] { contours.map(\.length) }

    /// The point at `distance` along the path (clamped to 0…length); nil for an empty path or NaN.
    public func point(atDistance distance: Double) -> Point? {
        guard let (index, t) = locate(distance) else { return nil }
        let c = segments[index].curve
        return segments[index].isLine ? c.p0.lerp(to: c.p3, t) : Bezier.cubicPoint(c.p0, c.p1, c.p2, c.p3, t)
    }

    /// The unit direction of travel at `distance`; nil for an empty path, NaN, or a point-sized path.
    public func tangent(atDistance distance: Double) -> Point? {
        guard let (index, t) = locate(distance) else { return nil }
        let c = segments[index].curve
        if segments[index].isLine { return (c.p3 - c.p0).normalized }
        return Bezier.cubicDerivative(c.p0, c.p1, c.p2, c.p3, t).normalized
            ?? (t < 0.5 ? (c.p2 - c.p0) : (c.p3 - c.p1)).normalized
            ?? (c.p3 - c.p0).normalized
    }

    /// The piece of the path between two distances (clamped to 0…length), with curves kept.
    ///
    /// Each subpath the range touches gives one open subpath; a closed subpath covered entirely stays closed.
    /// `from ≥ to` gives an empty path.
    public func path(fromDistance from: Double, toDistance to: Double) -> Path {
        var out = Path()
        guard from < to else { return out }
        for index in contours.indices {
            let contour = contours[index]
            let lo = Swift.max(from, contour.start), hi = Swift.min(to, contour.end)
            guard hi > lo else { continue }
            appendRange(of: index, from: lo, to: hi, into: &out)
        }
        return out
    }

    /// The segment index and parameter at a distance along the whole path.
    private func locate(_ distance: Double) -> (Int, Double)? {
        guard !segments.isEmpty, !distance.isNaN else { return nil }
        let d = Swift.min(Swift.max(distance, 0), length)
        var lo = 0, hi = segments.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if segments[mid].end < d { lo = mid + 1 } else { hi = mid }
        }
        return (lo, parameter(in: lo, at: d - segments[lo].start))
    }

    /// The parameter within segment `index` at `local` length from its start.
    func parameter(in index: Int, at local: Double) -> Double {
        let segment = segments[index]
        guard segment.length > 0 else { return local > 0 ? 1 : 0 }
        if segment.isLine { return Swift.min(Swift.max(local / segment.length, 0), 1) }
        return segment.curve.parameter(atLength: local, pieces: pieces[segment.pieces])
    }

    /// Appends the part of contour `index` between global distances `from` and `to` as one subpath.
    ///
    /// A zero-length range gives a move and a zero-length line at that point (a dot once stroked with round or
    /// square caps, as CoreGraphics draws zero-length dashes). A range covering a closed contour is closed.
    /// With `continuing`, the piece extends the current subpath instead of starting one (its start must be the
    /// pen position).
    func appendRange(of index: Int, from: Double, to: Double, into out: inout Path, continuing: Bool = false) {
        let contour = contours[index]
        let whole = from <= contour.start && to >= contour.end && !continuing
        var started = continuing
        for s in contour.segments {
            let segment = segments[s]
            if whole && contour.isClosed && segment.isClosing { continue }  // `closeSubpath` draws it
            // Segments the range overlaps; a zero-length range uses the first segment reaching it.
            if to > from {
                guard segment.end > from, segment.start < to else { continue }
            } else {
                guard segment.end >= from, !started else { continue }
            }
            let t0 = from > segment.start ? parameter(in: s, at: from - segment.start) : 0
            let t1 = to < segment.end ? parameter(in: s, at: to - segment.start) : 1
            let c = segment.curve
            if segment.isLine {
                if !started { out.move(to: c.p0.lerp(to: c.p3, t0)) }
                out.addLine(to: t1 >= 1 ? c.p3 : c.p0.lerp(to: c.p3, t1))
            } else {
                let piece = Bezier.subCubic(c.p0, c.p1, c.p2, c.p3, from: t0, to: t1)
                if !started { out.move(to: piece.0) }
                out.addCurve(to: piece.3, control1: piece.1, control2: piece.2)
            }
            started = true
        }
        if whole && contour.isClosed && started { out.closeSubpath() }
    }
}
