// An SVG elliptical arc (the `A` path command) from its endpoint form to its centre form, SVG 1.1
// Appendix F.6.5 (with F.6.6's radius correction), drawn as a unit-circle arc through an affine map.
import Glibc
import Graphics

/// One `A rx ry φ large sweep x y` segment.
struct SVGArc {
    var from: Point
    var to: Point
    var rx: Double
    var ry: Double
    var degrees: Double
    var large: Bool
    var sweep: Bool

    init(from: Point, to: Point, rx: Double, ry: Double, degrees: Double, large: Bool, sweep: Bool) {
        self.from = from
        self.to = to
        self.rx = rx
        self.ry = ry
        self.degrees = degrees
        self.large = large
        self.sweep = sweep
    }

    /// Appends the arc (a line for a zero radius, nothing for equal endpoints).
    func append(to path: inout Path) {
        guard from != to else { return }
        guard rx > 0, ry > 0 else { path.addLine(to: to); return }
        let phi = degrees * Double.pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        // F.6.5.1: the midpoint in the ellipse's rotated frame.
        let dx = (from.x - to.x) / 2, dy = (from.y - to.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        // F.6.6.2: radii too small to reach are scaled up.
        var rx = self.rx, ry = self.ry
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        // F.6.5.2: the centre in the rotated frame.
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coefficient = denominator > 0 ? (max(0, numerator) / denominator).squareRoot() : 0
        if large == sweep { coefficient = -coefficient }
        let cx1 = coefficient * rx * y1 / ry, cy1 = -coefficient * ry * x1 / rx
        // F.6.5.3: the centre.
        let cx = cosPhi * cx1 - sinPhi * cy1 + (from.x + to.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (from.y + to.y) / 2
        // F.6.5.5–6: start angle and sweep.
        let ux = (x1 - cx1) / rx, uy = (y1 - cy1) / ry
        let vx = (-x1 - cx1) / rx, vy = (-y1 - cy1) / ry
        let start = atan2(uy, ux)
        var delta = atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        if !sweep, delta > 0 { delta -= 2 * Double.pi }
        if sweep, delta < 0 { delta += 2 * Double.pi }
        // The unit circle mapped onto the ellipse: scale, rotate, move to the centre.
        let map = AffineTransform(a: rx * cosPhi, b: rx * sinPhi, c: -ry * sinPhi, d: ry * cosPhi, tx: cx, ty: cy)
        path.addRelativeArc(center: Point(0, 0), radius: 1, startAngle: .radians(start), delta: .radians(delta),
                            transform: map)
    }
}
