/// Joins of the stroker: the outer side gets the style's miter, round or bevel join (round within tolerance
/// inside flattened curves); the inner side passes through the vertex, or through the inner offsets'
/// intersection when that point lies within the first half of both segments (tiny-skia/Skia's inner join,
/// with the half-length guard so neighbouring joins never cross). See `Stroker.swift` for the method.
#if canImport(Glibc)
import Glibc  // sin, cos, pow … without Foundation's start-up cost (docs/performance.md)
#else
import Foundation
#endif

extension Stroker {
    /// Appends, at vertex `pivot`, the end of the incoming segment's offsets, the join, and the start of the
    /// outgoing segment's offsets, to the left and right sides.
    func appendJoin(
        at pivot: Point, incoming d1: Point, outgoing d2: Point, incomingLength: Double, outgoingLength: Double,
        smooth: Bool, left: inout [Point], right: inout [Point]
    ) {
        let h = halfWidth
        let n1 = Stroker.leftNormal(d1), n2 = Stroker.leftNormal(d2)
        let cross = d1.cross(d2), dot = d1.dot(d2)
        if cross == 0 && dot > 0 {  // straight on: nothing to join
            left.append(pivot + n1 * h)
            right.append(pivot - n1 * h)
            return
        }
        // The outer side is the left one when turning right (cross < 0, angle decreasing) and for a full
        // reversal; the outer join then sweeps with decreasing angle, the right-side one with increasing angle.
        let leftIsOuter = cross <= 0
        let shortest = Swift.min(incomingLength, outgoingLength)
        if leftIsOuter {
            left.append(pivot + n1 * h)
            appendOuterJoin(at: pivot, from: n1, to: n2, cross: cross, dot: dot, decreasing: true, smooth: smooth,
                            to: &left)
            left.append(pivot + n2 * h)
            appendInnerJoin(at: pivot, from: -n1, to: -n2, cross: cross, dot: dot, shortest: shortest, to: &right)
        } else {
            right.append(pivot - n1 * h)
            appendOuterJoin(at: pivot, from: -n1, to: -n2, cross: cross, dot: dot, decreasing: false,
                            smooth: smooth, to: &right)
            right.append(pivot - n2 * h)
            appendInnerJoin(at: pivot, from: n1, to: n2, cross: cross, dot: dot, shortest: shortest, to: &left)
        }
    }

    /// The points strictly between the two outer offsets `pivot + u·h` and `pivot + v·h`.
    private func appendOuterJoin(
        at pivot: Point, from u: Point, to v: Point, cross: Double, dot: Double, decreasing: Bool, smooth: Bool,
        to side: inout [Point]
    ) {
        switch smooth ? LineJoin.round : join {
        case .bevel:
            return
        case .miter:
            // Miter length / width = 1 / cos(turn / 2); cos²(turn / 2) = (1 + dot) / 2.
            let cosSquared = (1 + dot) / 2
            guard cosSquared > 1e-12, cosSquared * miterLimit * miterLimit >= 1 else { return }
            side.append(pivot + (u + v) * (halfWidth / (1 + dot)))
        case .round:
            guard dot < roundStepCosine else { return }  // one chord is within tolerance
            let angle = atan2(abs(cross), dot)
            appendArc(around: pivot, from: u, angle: decreasing ? -angle : angle, to: &side)
        }
    }

    /// The inner side of a join: the offsets' intersection when safe, otherwise through the vertex.
    private func appendInnerJoin(
        at pivot: Point, from u: Point, to v: Point, cross: Double, dot: Double, shortest: Double,
        to side: inout [Point]
    ) {
        let h = halfWidth
        // The intersection lies h·tan(turn / 2) = h·|cross| / (1 + dot) back along each segment.
        if 1 + dot > 0, h * abs(cross) <= (1 + dot) * shortest / 2 {
            side.append(pivot + (u + v) * (h / (1 + dot)))
        } else {
            side.append(pivot + u * h)
            side.append(pivot)
            side.append(pivot + v * h)
        }
    }

    /// The points strictly inside an arc of radius `halfWidth` around `center`, starting at direction `u` and
    /// turning by `angle` (positive = increasing angle, clockwise on screen), chords within the tolerance.
    func appendArc(around center: Point, from u: Point, angle: Double, to side: inout [Point]) {
        let steps = arcStepCount(abs(angle))
        guard steps > 1 else { return }
        let step = angle / Double(steps)
        for i in 1..<steps {
            let a = step * Double(i)
            let c = cos(a), s = sin(a)
            side.append(center + Point(x: u.x * c - u.y * s, y: u.x * s + u.y * c) * halfWidth)
        }
    }

    /// How many chords an arc of `angle` needs, bounded by `Path.maximumSegmentsPerCurve`.
    func arcStepCount(_ angle: Double) -> Int {
        let n = (angle / roundStep).rounded(.up)  // +∞ when the step underflows to 0
        guard !n.isNaN else { return 1 }
        return Int(Swift.min(Swift.max(n, 1), Double(Path.maximumSegmentsPerCurve)))
    }
}
