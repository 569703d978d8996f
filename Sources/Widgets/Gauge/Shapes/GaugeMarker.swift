import Graphics
import Views

/// The value marker of `accessoryCircular` and `accessoryLinear`: a filled circle of `diameter`
/// points at a placement in the frame (WIDGETKIT.md §4.2).
///
/// ```swift
/// GaugeMarker(placement: .polar(angle: .degrees(270), inset: 3), diameter: 6).fill(.foreground)
/// ```
public struct GaugeMarker: Shape {
    /// Where the centre is.
    public var placement: GaugeMarkerPlacement
    /// The circle's diameter in points.
    public var diameter: Double

    /// Creates a marker.
    public init(placement: GaugeMarkerPlacement, diameter: Double) {
        self.placement = placement
        self.diameter = diameter
    }

    /// The circle in `rect`.
    public func path(in rect: Rect) -> Path {
        guard diameter > 0, diameter.isFinite else { return Path() }
        let c = placement.center(in: rect)
        return Path(ellipseIn: Rect(x: c.x - diameter / 2, y: c.y - diameter / 2, width: diameter, height: diameter))
    }
}
