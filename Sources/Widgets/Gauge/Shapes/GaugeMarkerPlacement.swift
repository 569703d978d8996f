#if canImport(Glibc)
import Glibc  // sin, cos, pow … without Foundation's start-up cost (docs/performance.md)
#else
import Foundation
#endif
import Graphics

/// Where a gauge's value marker sits in the gauge's frame.
public enum GaugeMarkerPlacement: Hashable, Sendable {
    /// On a circle centred in the frame, of radius half the shorter side minus `inset`, at `angle`
    /// (on screen: 0° at 3 o'clock, clockwise).
    case polar(angle: Angle, inset: Double)
    /// On the horizontal centre line, `fraction` of the way along, kept `diameter / 2` from each end
    /// so a marker of that diameter stays on the bar.
    case linear(fraction: Double, diameter: Double)

    /// The marker's centre in `rect`.
    public func center(in rect: Rect) -> Point {
        switch self {
        case let .polar(angle, inset):
            let radius = max(min(rect.width, rect.height) / 2 - inset, 0)
            return Point(x: rect.midX + radius * cos(angle.radians), y: rect.midY + radius * sin(angle.radians))
        case let .linear(fraction, diameter):
            let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
            let travel = max(rect.width - diameter, 0)
            return Point(x: rect.minX + min(diameter, rect.width) / 2 + clamped * travel, y: rect.midY)
        }
    }
}
