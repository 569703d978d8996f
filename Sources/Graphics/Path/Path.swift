/// A 2-D vector outline: a sequence of subpaths made of lines and Bézier curves.
///
/// Geometry only: a path never sees a pixel. Builders for common shapes live in `Path+Shapes.swift`,
/// flattening in `Path+Flattening.swift`, trimming in `Path+Trim.swift`, stroking in `Stroker.swift`.
///
/// ```swift
/// var path = Path()
/// path.move(to: Point(x: 0, y: 0))
/// path.addLine(to: Point(x: 10, y: 0))
/// path.addQuadCurve(to: Point(x: 10, y: 10), control: Point(x: 15, y: 5))
/// path.closeSubpath()
/// ```
public struct Path: Hashable, Sendable {
    /// The drawing commands, in order.
    public private(set) var elements: [PathElement] = []
    /// The start of the current subpath (where `closeSubpath` returns).
    private var subpathStart: Point = .zero
    /// The pen position.
    public private(set) var currentPoint: Point?

    /// An empty path.
    public init() {}

    /// A path built by a closure, SwiftUI style: `Path { p in p.addRect(r) }`.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// A path from a list of elements.
    public init(elements: [PathElement]) {
        for element in elements { append(element) }
    }

    /// True when the path has no segments.
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends an element, keeping the pen state consistent.
    public mutating func append(_ element: PathElement) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .closeSubpath: closeSubpath()
        }
    }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: Point) {
        if case .move = elements.last { elements.removeLast() }
        elements.append(.move(to: point))
        subpathStart = point
        currentPoint = point
    }

    /// Adds a straight segment from the pen to `point` (starting a subpath there if the path is empty).
    public mutating func addLine(to point: Point) {
        ensureSubpath(point)
        elements.append(.line(to: point))
        currentPoint = point
    }

    /// Adds a quadratic Bézier segment.
    public mutating func addQuadCurve(to point: Point, control: Point) {
        ensureSubpath(control)
        elements.append(.quadCurve(to: point, control: control))
        currentPoint = point
    }

    /// Adds a cubic Bézier segment.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        ensureSubpath(control1)
        elements.append(.curve(to: point, control1: control1, control2: control2))
        currentPoint = point
    }

    /// Closes the current subpath; the pen returns to its start.
    public mutating func closeSubpath() {
        guard let last = elements.last else { return }
        if case .closeSubpath = last { return }
        elements.append(.closeSubpath)
        currentPoint = subpathStart
    }

    /// Appends every subpath of another path.
    public mutating func addPath(_ other: Path, transform: AffineTransform = .identity) {
        let source = transform.isIdentity ? other : other.applying(transform)
        for element in source.elements {
            if case .move(let p) = element { move(to: p) } else { append(element) }
        }
    }

    /// Appends a closed polygon in one go (the stroker's output path): a move, lines, and a close.
    mutating func appendClosedPolygon<C: Collection>(_ points: C) where C.Element == Point {
        guard let first = points.first else { return }
        if case .move = elements.last { elements.removeLast() }
        // Grow geometrically: reserving exactly what this polygon needs would reallocate (and copy the
        // whole path) on every call, quadratic in the polygon count — 12 s for a 98 000-dash stroke.
        let needed = elements.count + points.count + 1
        if needed > elements.capacity { elements.reserveCapacity(Swift.max(needed, 2 * elements.capacity)) }
        elements.append(.move(to: first))
        for p in points.dropFirst() { elements.append(.line(to: p)) }
        elements.append(.closeSubpath)
        subpathStart = first
        currentPoint = first
    }

    private mutating func ensureSubpath(_ fallback: Point) {
        if currentPoint == nil { move(to: fallback) }
    }

    /// The path with every point transformed.
    public func applying(_ t: AffineTransform) -> Path {
        var out = Path()
        out.elements.reserveCapacity(elements.count)
        for element in elements {
            switch element {
            case .move(let p): out.move(to: t.apply(p))
            case .line(let p): out.addLine(to: t.apply(p))
            case .quadCurve(let p, let c): out.addQuadCurve(to: t.apply(p), control: t.apply(c))
            case .curve(let p, let c1, let c2):
                out.addCurve(to: t.apply(p), control1: t.apply(c1), control2: t.apply(c2))
            case .closeSubpath: out.closeSubpath()
            }
        }
        return out
    }

    /// The path moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Path {
        applying(AffineTransform(translationX: dx, y: dy))
    }

    /// The tight bounds of the drawn outline (curve extrema included).
    public var bounds: Rect {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) {
            minX = Swift.min(minX, p.x); minY = Swift.min(minY, p.y)
            maxX = Swift.max(maxX, p.x); maxY = Swift.max(maxY, p.y)
        }
        var pen = Point.zero
        var start = Point.zero
        for element in elements {
            switch element {
            case .move(let p): add(p); pen = p; start = p
            case .line(let p): add(p); pen = p
            case .quadCurve(let p, let c):
                add(p)
                for t in Bezier.quadExtrema(pen, c, p) { add(Bezier.quadPoint(pen, c, p, t)) }
                pen = p
            case .curve(let p, let c1, let c2):
                add(p)
                for t in Bezier.cubicExtrema(pen, c1, c2, p) { add(Bezier.cubicPoint(pen, c1, c2, p, t)) }
                pen = p
            case .closeSubpath: pen = start
            }
        }
        guard minX <= maxX else { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
