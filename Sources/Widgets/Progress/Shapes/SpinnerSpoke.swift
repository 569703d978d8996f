#if canImport(Glibc)
import Glibc  // sin, cos, pow … without Foundation's start-up cost (docs/performance.md)
#else
import Foundation
#endif
import Graphics
import Views

/// One spoke of the static spinner: a radial line from ``ProgressMetrics/spinnerSpokeInnerRatio`` to
/// ``ProgressMetrics/spinnerSpokeOuterRatio`` of the frame's shorter side, at `angle`, to stroke with
/// round caps.
///
/// ```swift
/// SpinnerSpoke(angle: .degrees(-90)).stroke(.secondary, style: StrokeStyle(lineWidth: 2, lineCap: .round))
/// ```
public struct SpinnerSpoke: Shape {
    /// The spoke's direction (on screen: 0° at 3 o'clock, clockwise).
    public var angle: Angle

    /// Creates a spoke.
    public init(angle: Angle) {
        self.angle = angle
    }

    /// The spoke's centre line in `rect`.
    public func path(in rect: Rect) -> Path {
        let side = min(rect.width, rect.height)
        let c = rect.center
        let dx = cos(angle.radians), dy = sin(angle.radians)
        var path = Path()
        path.move(to: Point(x: c.x + dx * side * ProgressMetrics.spinnerSpokeInnerRatio,
                            y: c.y + dy * side * ProgressMetrics.spinnerSpokeInnerRatio))
        path.addLine(to: Point(x: c.x + dx * side * ProgressMetrics.spinnerSpokeOuterRatio,
                               y: c.y + dy * side * ProgressMetrics.spinnerSpokeOuterRatio))
        return path
    }
}
