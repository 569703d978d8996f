import Graphics
import Layout

/// Graphics' `Path` is SwiftUI's `Path`: a shape (and so a view) drawn in the view's own coordinates.
///
/// ```swift
/// Path { p in
///     p.move(to: Point(x: 0, y: 20))
///     p.addLine(to: Point(x: 40, y: 0))
/// }
/// .stroke(.blue, lineWidth: 2)
/// ```
extension Path: Shape {
    /// The path itself: SwiftUI does not scale a `Path` to its frame.
    public func path(in rect: Rect) -> Path { self }
}

extension Path: DescribedShape {
    func shapeDescription(in environment: EnvironmentValues) -> ShapeDescription {
        ShapeDescription(geometry: ResolvedShapeGeometry(kind: .path(self)), layout: .shape, name: "Path")
    }
}
