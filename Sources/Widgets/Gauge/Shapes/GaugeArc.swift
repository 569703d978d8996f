import Graphics
import Layout
import Views

/// A circular arc centred in its frame, drawn stroked: the ring of the circular gauges and of the
/// circular progress view.
///
/// ```swift
/// GaugeArc(startAngle: .degrees(150), sweep: .degrees(240))
///     .inset(by: 3)
///     .stroke(.tint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
/// ```
/// The radius is half the frame's shorter side minus the inset; angles are on screen (0° at 3 o'clock,
/// clockwise). A sweep of zero or less draws nothing; 360° or more draws the full circle. It lays out as
/// a `Circle` (a square of the proposal's shorter side).
public struct GaugeArc: InsettableShape {
    /// Where the arc starts.
    public var startAngle: Angle
    /// How far it runs, clockwise.
    public var sweep: Angle
    /// Points removed from the radius.
    public var insetAmount: Double

    /// Creates an arc.
    public init(startAngle: Angle, sweep: Angle, insetAmount: Double = 0) {
        self.startAngle = startAngle
        self.sweep = sweep
        self.insetAmount = insetAmount
    }

    /// The end of the arc.
    public var endAngle: Angle { startAngle + sweep }

    /// The arc in `rect`.
    public func path(in rect: Rect) -> Path {
        var path = Path()
        let radius = min(rect.width, rect.height) / 2 - insetAmount
        guard sweep.radians > 0, radius > 0, radius.isFinite else { return path }
        path.addArc(center: rect.center, radius: radius, startAngle: startAngle,
                    endAngle: Angle(radians: startAngle.radians + min(sweep.radians, 2 * .pi)), clockwise: false)
        return path
    }

    /// A square of the smaller proposed side (nil → 10), as `Circle`.
    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let full = proposal.replacingUnspecifiedDimensions()
        let side = min(full.width, full.height)
        return Size(width: side, height: side)
    }

    /// The arc with a smaller radius.
    public func inset(by amount: Double) -> GaugeArc {
        GaugeArc(startAngle: startAngle, sweep: sweep, insetAmount: insetAmount + amount)
    }
}
