// Contour orientation for composing symbols under the non-zero rule: signed area (shoelace formula over the
// flattened outline) and reversal of every subpath (segments walked backwards, Bézier controls swapped).
import Graphics

extension Path {
    /// The subpaths, each starting with its move.
    var subpaths: [Path] {
        var result: [Path] = []
        var current: [PathElement] = []
        for element in elements {
            if case .move = element, !current.isEmpty {
                result.append(Path(elements: current))
                current = []
            }
            current.append(element)
        }
        if !current.isEmpty { result.append(Path(elements: current)) }
        return result
    }

    /// The signed area enclosed (every subpath taken as closed): positive when the outline turns clockwise on
    /// screen (y down), the sum over subpaths, so holes count against their outer contour.
    func signedArea(tolerance: Double) -> Double {
        var total = 0.0
        for polyline in flattened(tolerance: tolerance) {
            let points = polyline.points
            guard points.count > 2 else { continue }
            var sum = 0.0
            var previous = points[points.count - 1]
            for p in points {
                sum += previous.x * p.y - p.x * previous.y
                previous = p
            }
            total += sum / 2
        }
        return total
    }

    /// The same outline with every subpath running the other way.
    func reversed() -> Path {
        var out = Path()
        for subpath in subpaths {
            out.addPath(subpath.reversedSubpath())
        }
        return out
    }

    /// Reverses a path holding exactly one subpath.
    private func reversedSubpath() -> Path {
        // Points P0…Pn and the segments between them.
        var points: [Point] = []
        var segments: [PathElement] = []
        var isClosed = false
        for element in elements {
            switch element {
            case .move(let p): points = [p]
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                if points.isEmpty { points = [.zero] }
                points.append(p)
                segments.append(element)
            case .closeSubpath: isClosed = true
            }
        }
        guard let first = points.first, let last = points.last else { return Path() }
        var out = Path()
        if isClosed {
            // P0 → Pn (the implicit closing line, reversed) → … → P1 → P0.
            out.move(to: first)
            if last != first { out.addLine(to: last) }
        } else {
            out.move(to: last)
        }
        for i in stride(from: segments.count - 1, through: 0, by: -1) {
            let target = points[i]
            switch segments[i] {
            case .quadCurve(_, let control): out.addQuadCurve(to: target, control: control)
            case .curve(_, let c1, let c2): out.addCurve(to: target, control1: c2, control2: c1)
            default: out.addLine(to: target)
            }
        }
        if isClosed { out.closeSubpath() }
        return out
    }

    /// The path wound so that its signed area has the sign of `positive` (true: clockwise on screen).
    func oriented(positive: Bool, tolerance: Double) -> Path {
        let area = signedArea(tolerance: tolerance)
        return (area >= 0) == positive ? self : reversed()
    }

    /// The union of the path and a band of `width` around each of its contours: every contour is stroked
    /// (round joins and caps) on its own and the band wound clockwise, so bands add under the non-zero rule
    /// whatever the contour's direction. Grows filled areas by `width / 2` on every side.
    func outlineBands(width: Double, tolerance: Double) -> Path {
        var out = Path()
        let style = StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round)
        for subpath in subpaths {
            let band = subpath.strokedPath(style, tolerance: tolerance)
            guard !band.isEmpty else { continue }
            out.addPath(band.oriented(positive: true, tolerance: tolerance))
        }
        return out
    }
}
