/// Circular and elliptical arcs as cubic Bézier segments of at most 45° each.
///
/// Method: the standard cubic approximation of a circular arc of angle θ, with control points on the end
/// tangents at distance k = 4/3·tan(θ/4)·r (the classic construction CoreGraphics and Skia use; the error
/// analysis is in Riškus 2006, "Approximation of a cubic Bézier curve by circular arcs and vice versa").
/// The radial error grows as θ⁶ and stays under 4.3e-6·r for θ = 45°, so a circle of radius 100 px is within
/// 0.0005 px of the true circle before flattening. Arc semantics follow SwiftUI's `Path.addArc` (which are
/// CoreGraphics'), see `addArc`.
#if canImport(Glibc)
import Glibc  // sin, cos, pow … without Foundation's start-up cost (docs/performance.md)
#else
import Foundation
#endif

extension Path {
    /// The largest angle one cubic segment of an arc or ellipse covers (45°).
    public static let maximumArcSegmentAngle = Double.pi / 4

    /// Adds a circular arc, SwiftUI's `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`.
    ///
    /// Angles are measured from the +x axis, turning clockwise on screen (y grows downward).
    /// As in SwiftUI and CoreGraphics, `clockwise` names the direction in a y-up coordinate system:
    /// `clockwise: false` sweeps with *increasing* angle, which turns **clockwise on screen**;
    /// `clockwise: true` sweeps with decreasing angle (counter-clockwise on screen).
    /// The sweep is normalised into [0, 2π]; a difference of 2π or more draws a full circle.
    /// When the path has a current point, a straight line joins it to the arc's start.
    /// Non-finite values or a negative radius add nothing.
    ///
    /// ```swift
    /// var ring = Path()
    /// // 12 o'clock to 3 o'clock, clockwise on screen:
    /// ring.addArc(center: c, radius: 40, startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
    /// ```
    public mutating func addArc(
        center: Point, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: AffineTransform = .identity
    ) {
        let start = startAngle.radians, end = endAngle.radians
        guard start.isFinite, end.isFinite else { return }
        let fullTurn = 2 * Double.pi
        // Sweep with increasing angle when not clockwise (y-up naming), decreasing when clockwise.
        let raw = clockwise ? start - end : end - start
        var magnitude: Double
        if raw >= fullTurn {
            magnitude = fullTurn
        } else if raw >= 0 {
            magnitude = raw
        } else {
            magnitude = raw - fullTurn * (raw / fullTurn).rounded(.down)
            if magnitude >= fullTurn { magnitude = 0 }
        }
        appendArc(center: center, radiusX: radius, radiusY: radius, startAngle: start,
                  sweep: clockwise ? -magnitude : magnitude, transform: transform)
    }

    /// Adds a circular arc of `delta` from `startAngle`, SwiftUI's `addRelativeArc`.
    ///
    /// Positive `delta` turns clockwise on screen (increasing angle). `|delta|` is limited to one full turn.
    /// When the path has a current point, a straight line joins it to the arc's start.
    public mutating func addRelativeArc(
        center: Point, radius: Double, startAngle: Angle, delta: Angle, transform: AffineTransform = .identity
    ) {
        let fullTurn = 2 * Double.pi
        let sweep = Swift.min(Swift.max(delta.radians, -fullTurn), fullTurn)
        appendArc(center: center, radiusX: radius, radiusY: radius, startAngle: startAngle.radians,
                  sweep: sweep, transform: transform)
    }

    /// Appends an elliptical arc: a line (or move) to its start, then cubics of at most 45° each.
    mutating func appendArc(
        center: Point, radiusX: Double, radiusY: Double, startAngle: Double, sweep: Double,
        transform: AffineTransform
    ) {
        guard center.isFinite, radiusX.isFinite, radiusY.isFinite, radiusX >= 0, radiusY >= 0,
              startAngle.isFinite, sweep.isFinite else { return }
        func point(_ angle: Double) -> Point {
            Point(x: center.x + radiusX * cos(angle), y: center.y + radiusY * sin(angle))
        }
        let first = transform.apply(point(startAngle))
        if currentPoint == nil { move(to: first) } else { addLine(to: first) }
        guard sweep != 0 else { return }
        let count = Swift.max(1, Int((abs(sweep) / Path.maximumArcSegmentAngle - 1e-9).rounded(.up)))
        let step = sweep / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a0 = startAngle
        for i in 1...count {
            let a1 = i == count ? startAngle + sweep : startAngle + step * Double(i)
            let c0 = cos(a0), s0 = sin(a0), c1 = cos(a1), s1 = sin(a1)
            let control1 = Point(x: center.x + radiusX * (c0 - k * s0), y: center.y + radiusY * (s0 + k * c0))
            let control2 = Point(x: center.x + radiusX * (c1 + k * s1), y: center.y + radiusY * (s1 - k * c1))
            addCurve(to: transform.apply(Point(x: center.x + radiusX * c1, y: center.y + radiusY * s1)),
                     control1: transform.apply(control1), control2: transform.apply(control2))
            a0 = a1
        }
    }

    /// Appends the 45° cubic from octant `from` to octant `from + 1` (mod 8) of an axis-aligned ellipse,
    /// using exact unit-circle values so axis points land exactly on the bounding box.
    mutating func appendOctant(center: Point, radiusX: Double, radiusY: Double, from octant: Int,
                               transform: AffineTransform) {
        let a = Path.octantPoint(octant), b = Path.octantPoint(octant + 1)
        let k = Path.octantControlFactor
        func map(_ p: Point) -> Point {
            transform.apply(Point(x: center.x + radiusX * p.x, y: center.y + radiusY * p.y))
        }
        // The tangent of the unit circle at angle θ (increasing) is (−sin θ, cos θ).
        addCurve(to: map(b),
                 control1: map(Point(x: a.x - k * a.y, y: a.y + k * a.x)),
                 control2: map(Point(x: b.x + k * b.y, y: b.y - k * b.x)))
    }

    /// 4/3·tan(45°/4): the control distance of a 45° unit arc.
    static let octantControlFactor = 4.0 / 3.0 * tan(Double.pi / 16)

    /// The unit-circle point at `octant`·45°, exact on the axes.
    static func octantPoint(_ octant: Int) -> Point {
        let s = 0.5.squareRoot()
        switch ((octant % 8) + 8) % 8 {
        case 0: return Point(x: 1, y: 0)
        case 1: return Point(x: s, y: s)
        case 2: return Point(x: 0, y: 1)
        case 3: return Point(x: -s, y: s)
        case 4: return Point(x: -1, y: 0)
        case 5: return Point(x: -s, y: -s)
        case 6: return Point(x: 0, y: -1)
        default: return Point(x: s, y: -s)
        }
    }
}
