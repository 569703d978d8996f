import Graphics

/// Shared geometry helpers for the path and stroke tests.
enum PathTestSupport {
    /// Signed area of a path's flattened outline (positive = clockwise on screen, y down), summed over subpaths.
    static func signedArea(_ path: Path, tolerance: Double = 1e-3) -> Double {
        var total = 0.0
        for polyline in path.flattened(tolerance: tolerance) {
            let pts = polyline.points
            guard pts.count > 2 else { continue }
            var sum = 0.0
            for i in 0..<pts.count {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                sum += a.x * b.y - b.x * a.y
            }
            total += sum / 2
        }
        return total
    }

    /// The cubic segments of a path as (start, control1, control2, end).
    static func cubics(_ path: Path) -> [(Point, Point, Point, Point)] {
        var result: [(Point, Point, Point, Point)] = []
        var pen = Point.zero, start = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p): pen = p; start = p
            case .line(let p): pen = p
            case .quadCurve(let p, _): pen = p
            case .curve(let p, let c1, let c2):
                result.append((pen, c1, c2, p))
                pen = p
            case .closeSubpath: pen = start
            }
        }
        return result
    }

    /// The largest |distance to `center` − `radius`| over `samples` parameters of every cubic of the path.
    static func worstRadialError(_ path: Path, center: Point, radius: Double, samples: Int = 200) -> Double {
        var worst = 0.0
        for (p0, p1, p2, p3) in cubics(path) {
            for i in 0...samples {
                let p = Bezier.cubicPoint(p0, p1, p2, p3, Double(i) / Double(samples))
                worst = max(worst, abs(p.distance(to: center) - radius))
            }
        }
        return worst
    }

    /// Number of subpaths (move elements).
    static func subpathCount(_ path: Path) -> Int {
        path.elements.reduce(0) { count, element in
            if case .move = element { return count + 1 }
            return count
        }
    }

    /// True when two points are within `tolerance` of each other.
    static func near(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
        a.distance(to: b) <= tolerance
    }

    /// True when two rects match within `tolerance` on every edge.
    static func near(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
    }

    /// The non-zero winding number of `path` (flattened) around `point`.
    static func winding(_ path: Path, at point: Point) -> Int {
        var total = 0
        for polyline in path.flattened(tolerance: 1e-3) {
            let pts = polyline.points
            for i in 0..<pts.count {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                let side = (b - a).cross(point - a)
                if a.y <= point.y && b.y > point.y && side > 0 { total += 1 }
                if b.y <= point.y && a.y > point.y && side < 0 { total -= 1 }
            }
        }
        return total
    }

    /// Every vertex of a path (move, line and curve end points).
    static func vertices(_ path: Path) -> [Point] {
        path.elements.compactMap { element in
            switch element {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
            case .closeSubpath: return nil
            }
        }
    }

    /// The subpaths of a path, each as its own path.
    static func subpaths(_ path: Path) -> [Path] {
        var result: [Path] = []
        for element in path.elements {
            if case .move = element { result.append(Path()) }
            if result.isEmpty { result.append(Path()) }
            result[result.count - 1].append(element)
        }
        return result
    }

    /// A straight open path through `points`.
    static func polyline(_ points: [Point]) -> Path {
        var path = Path()
        for (i, p) in points.enumerated() {
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        return path
    }
}
