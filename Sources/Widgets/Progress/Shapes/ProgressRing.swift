import Graphics
import Layout
import Views

/// A ring band of width `strokeRatio` × its diameter, from `startAngle` over `sweep`, with round caps,
/// as a shape to fill: the determinate circular progress view. Because the band's width follows the
/// frame, the ring keeps its proportions at any size.
///
/// ```swift
/// ProgressRing(startAngle: .degrees(-90), sweep: .degrees(360 * 0.6), strokeRatio: 0.1).fill(.tint)
/// ```
/// It lays out as a `Circle`, with ``ProgressMetrics/circularDiameter`` as its ideal size.
public struct ProgressRing: Shape {
    /// Where the band starts (on screen: 0° at 3 o'clock, clockwise).
    public var startAngle: Angle
    /// How far it runs, clockwise; zero or less draws nothing, 360° a full ring.
    public var sweep: Angle
    /// The band's width as a fraction of the diameter.
    public var strokeRatio: Double
    /// Round caps at the ends (false for a full track).
    public var roundCaps: Bool

    /// Creates a band.
    public init(startAngle: Angle, sweep: Angle, strokeRatio: Double, roundCaps: Bool = true) {
        self.startAngle = startAngle
        self.sweep = sweep
        self.strokeRatio = strokeRatio
        self.roundCaps = roundCaps
    }

    /// The band in `rect`: the centre line stroked, as an outline to fill (non-zero).
    public func path(in rect: Rect) -> Path {
        let diameter = min(rect.width, rect.height)
        let width = strokeRatio * diameter
        guard width > 0, width.isFinite else { return Path() }
        let centreLine = GaugeArc(startAngle: startAngle, sweep: sweep, insetAmount: width / 2).path(in: rect)
        return centreLine.strokedPath(StrokeStyle(lineWidth: width, lineCap: roundCaps ? .round : .butt),
                                      tolerance: Path.defaultFlatteningTolerance / 4)
    }

    /// A square of the smaller proposed side; ``ProgressMetrics/circularDiameter`` when unproposed.
    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let ideal = Size(width: ProgressMetrics.circularDiameter, height: ProgressMetrics.circularDiameter)
        let full = proposal.replacingUnspecifiedDimensions(by: ideal)
        let side = min(full.width, full.height)
        return Size(width: side, height: side)
    }
}
