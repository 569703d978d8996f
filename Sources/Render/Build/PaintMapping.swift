// Resolved paints (unit points of the painted view's frame, radii in points) → Raster paints in
// device pixels, moved by the enclosing rotation/scale effects.
//
// A linear gradient stays exact under any affine transform: its isolines (perpendicular to the axis)
// map to parallel lines, so the new axis is the normal of the mapped isoline direction, and the new end
// is the mapped end projected on it. Radial and angular gradients are exact under rotations and uniform
// scales; a non-uniform scale would make them elliptical, which Raster does not draw, so their radii
// take the transform's mean scale (√|det|) — our approximation for `scaleEffect(x:y:)` with x ≠ y.
import Glibc
import Graphics
import Raster
import Views

enum PaintMapping {
    /// `paint` spanning `frame` (device pixels) at `scale` pixels per point, through `transform`, with its
    /// alpha multiplied by `opacity`.
    static func paint(_ paint: ResolvedPaint, frame: Rect, scale: Double, transform: AffineTransform,
                      opacity: Double) -> Paint {
        let faded = opacity < 1 ? paint.multipliedOpacity(max(0, opacity)) : paint
        switch faded {
        case .solid(let color):
            return .solid(color)
        case let .linearGradient(stops, startPoint, endPoint):
            let (start, end) = linearAxis(from: startPoint.point(in: frame), to: endPoint.point(in: frame),
                                          through: transform)
            return .linearGradient(stops, start: start, end: end)
        case let .radialGradient(stops, center, startRadius, endRadius):
            let k = scale * meanScale(transform)
            return .radialGradient(stops, center: transform.apply(center.point(in: frame)),
                                   startRadius: startRadius * k, endRadius: endRadius * k)
        case let .angularGradient(stops, center, startAngle, endAngle):
            let turn = Angle(radians: atan2(transform.b, transform.a))
            return .angularGradient(stops, center: transform.apply(center.point(in: frame)),
                                    startAngle: startAngle + turn, endAngle: endAngle + turn)
        }
    }

    /// The axis of a linear gradient from `start` to `end` after `transform` (exact for any affine map).
    static func linearAxis(from start: Point, to end: Point, through transform: AffineTransform) -> (Point, Point) {
        let mappedStart = transform.apply(start)
        let mappedEnd = transform.apply(end)
        guard !transform.isIdentity else { return (mappedStart, mappedEnd) }
        let axis = end - start
        let isoline = transform.applyToVector(Point(x: -axis.y, y: axis.x))
        guard let normal = Point(x: isoline.y, y: -isoline.x).normalized else { return (mappedStart, mappedEnd) }
        let along = (mappedEnd - mappedStart).dot(normal)
        return (mappedStart, mappedStart + normal * along)
    }

    /// The transform's mean linear scale, √|det|.
    static func meanScale(_ transform: AffineTransform) -> Double {
        abs(transform.determinant).squareRoot()
    }
}
