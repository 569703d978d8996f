import Graphics
import Layout

/// The ellipse inscribed in its frame (SwiftUI's `Ellipse`).
///
/// ```swift
/// Ellipse().fill(.purple).frame(width: 60, height: 30)
/// ```
public struct Ellipse: InsettableShape {
    /// Creates an ellipse.
    public init() {}

    /// The ellipse in `rect`.
    public func path(in rect: Rect) -> Path { Path(ellipseIn: rect) }

    /// The ellipse inset on every edge.
    public func inset(by amount: Double) -> _Inset<Ellipse> { _Inset(base: self, amount: amount) }
}

extension Ellipse: DescribedShape {
    func shapeDescription(in environment: EnvironmentValues) -> ShapeDescription {
        ShapeDescription(geometry: ResolvedShapeGeometry(kind: .ellipse), layout: .shape, name: "Ellipse")
    }
}
