/// Caps of the stroker: butt, square and round ends of open subpaths, and the dot a zero-length subpath
/// draws with round or square caps (CoreGraphics' behaviour). Round shapes are inscribed polygons with
/// chords within the tolerance and an even chord count, so the cap's tip lies exactly w/2 past the end.
/// Orientation matches the segment quads (angle decreasing), see `Stroker.swift`.
#if canImport(Glibc)
import Glibc  // sin, cos, pow … without Foundation's start-up cost (docs/performance.md)
#else
import Foundation
#endif

extension Stroker {
    /// Appends the cap at the end `point` of a side travelling along unit `direction`: the outline arrives at
    /// `point + n·h` (n the left normal) and leaves at `point − n·h`; only the points between are appended.
    func appendCap(at point: Point, direction d: Point, to outline: inout [Point]) {
        let h = halfWidth
        let n = Stroker.leftNormal(d)
        switch cap {
        case .butt:
            return
        case .square:
            outline.append(point + (n + d) * h)
            outline.append(point + (d - n) * h)
        case .round:
            // Half a turn from n through d to −n, angle decreasing, with the tip at exactly point + d·h.
            let quarter = arcStepCount(Double.pi / 2)
            let steps = 2 * quarter
            for i in 1..<steps {
                if i == quarter {
                    outline.append(point + d * h)
                    continue
                }
                let a = -Double.pi * Double(i) / Double(steps)
                let c = cos(a), s = sin(a)
                outline.append(point + Point(x: n.x * c - n.y * s, y: n.x * s + n.y * c) * h)
            }
        }
    }

    /// Appends the dot drawn for a zero-length subpath: a disc (round cap), an axis-aligned square (square cap)
    /// or nothing (butt cap).
    func appendDot(at p: Point, to out: inout Path) {
        let h = halfWidth
        switch cap {
        case .butt:
            return
        case .square:
            Stroker.appendPolygon([
                Point(x: p.x + h, y: p.y + h), Point(x: p.x + h, y: p.y - h),
                Point(x: p.x - h, y: p.y - h), Point(x: p.x - h, y: p.y + h),
            ], to: &out)
        case .round:
            let quarter = arcStepCount(Double.pi / 2)
            let steps = 4 * quarter
            var polygon: [Point] = []
            polygon.reserveCapacity(steps)
            for i in 0..<steps {
                // Exact axis points; angle decreasing like every other piece of the outline.
                switch i {
                case 0: polygon.append(Point(x: p.x + h, y: p.y))
                case quarter: polygon.append(Point(x: p.x, y: p.y - h))
                case 2 * quarter: polygon.append(Point(x: p.x - h, y: p.y))
                case 3 * quarter: polygon.append(Point(x: p.x, y: p.y + h))
                default:
                    let a = -2 * Double.pi * Double(i) / Double(steps)
                    polygon.append(Point(x: p.x + h * cos(a), y: p.y + h * sin(a)))
                }
            }
            Stroker.appendPolygon(polygon, to: &out)
        }
    }
}
