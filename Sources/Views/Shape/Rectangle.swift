import Graphics
import Layout

/// A rectangle filling its frame (SwiftUI's `Rectangle`).
///
/// ```swift
/// Rectangle().fill(.blue).frame(height: 4)
/// ```
public struct Rectangle: InsettableShape {
    /// Creates a rectangle.
    public init() {}

    /// The whole rect.
    public func path(in rect: Rect) -> Path { Path(rect) }

    /// The rectangle inset on every edge.
    public func inset(by amount: Double) -> _Inset<Rectangle> { _Inset(base: self, amount: amount) }
}

extension Rectangle: DescribedShape {
    func shapeDescription(in environment: EnvironmentValues) -> ShapeDescription {
        ShapeDescription(geometry: ResolvedShapeGeometry(kind: .rectangle), layout: .shape, name: "Rectangle")
    }
}
