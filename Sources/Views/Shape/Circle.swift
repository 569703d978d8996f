import Graphics
import Layout

/// The largest circle centred in its frame (SwiftUI's `Circle`). It lays out as a square of the
/// proposal's smaller side (LAYOUT.md §2.2, iOS 16+). Its outline starts at 3 o'clock, clockwise.
///
/// ```swift
/// Circle().stroke(.quaternary, lineWidth: 8)
/// ```
public struct Circle: InsettableShape {
    /// Creates a circle.
    public init() {}

    /// The circle in `rect`.
    public func path(in rect: Rect) -> Path { Path(circleIn: rect) }

    /// A square of the smaller proposed side (nil → 10).
    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let full = proposal.replacingUnspecifiedDimensions()
        let side = Swift.min(full.width, full.height)
        return Size(width: side, height: side)
    }

    /// The circle inset on every edge.
    public func inset(by amount: Double) -> _Inset<Circle> { _Inset(base: self, amount: amount) }
}

extension Circle: DescribedShape {
    func shapeDescription(in environment: EnvironmentValues) -> ShapeDescription {
        ShapeDescription(geometry: ResolvedShapeGeometry(kind: .circle), layout: .circle, name: "Circle")
    }
}
