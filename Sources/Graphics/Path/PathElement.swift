/// One drawing command of a `Path`.
public enum PathElement: Hashable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: Point)
    /// A straight segment to a point.
    case line(to: Point)
    /// A quadratic Bézier segment.
    case quadCurve(to: Point, control: Point)
    /// A cubic Bézier segment.
    case curve(to: Point, control1: Point, control2: Point)
    /// Closes the current subpath with a straight segment back to its start.
    case closeSubpath
}
