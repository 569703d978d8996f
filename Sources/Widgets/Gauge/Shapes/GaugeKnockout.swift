import Graphics
import Views

/// The frame with a circular hole around a gauge marker, for clipping the track with the even-odd
/// rule: the "transparent knockout ring" of WIDGETKIT.md §4.2 (the track is cleared, not painted over,
/// so the ring shows whatever lies behind the gauge).
///
/// ```swift
/// track.clipShape(GaugeKnockout(placement: .polar(angle: a, inset: 3), holeDiameter: 9),
///                 style: FillStyle(eoFill: true))
/// ```
public struct GaugeKnockout: Shape {
    /// Where the hole's centre is (the marker's placement).
    public var placement: GaugeMarkerPlacement
    /// The hole's diameter in points: the marker's plus twice the knockout width.
    public var holeDiameter: Double

    /// Creates a knockout.
    public init(placement: GaugeMarkerPlacement, holeDiameter: Double) {
        self.placement = placement
        self.holeDiameter = holeDiameter
    }

    /// The rect, then the hole (fill with even-odd).
    public func path(in rect: Rect) -> Path {
        var path = Path(rect)
        guard holeDiameter > 0, holeDiameter.isFinite else { return path }
        let c = placement.center(in: rect)
        path.addEllipse(in: Rect(x: c.x - holeDiameter / 2, y: c.y - holeDiameter / 2,
                                 width: holeDiameter, height: holeDiameter))
        return path
    }
}
