import Graphics
import Layout

/// The shape of the enclosing container, inset to this view's frame (SwiftUI's `ContainerRelativeShape`).
///
/// Concentric (WIDGETKIT.md §7): a rounded rect whose radius is `max(0, R − inset)`, where R is the
/// container's corner radius and `inset` the frame's distance to the container's edges; the widget
/// layer supplies the container through ``EnvironmentValues/containerShape``. Without a container
/// it is a plain rectangle.
///
/// ```swift
/// ContainerRelativeShape().fill(.blue.opacity(0.2)).padding(8)
/// ```
public struct ContainerRelativeShape: InsettableShape {
    /// Creates the shape.
    public init() {}

    /// Without the environment a path cannot know the container: the plain rect.
    public func path(in rect: Rect) -> Path { Path(rect) }

    /// The shape inset on every edge.
    public func inset(by amount: Double) -> _Inset<ContainerRelativeShape> { _Inset(base: self, amount: amount) }
}

extension ContainerRelativeShape: DescribedShape {
    func shapeDescription(in environment: EnvironmentValues) -> ShapeDescription {
        let kind: ResolvedShapeKind = environment.containerShape.map { .containerRelative($0) } ?? .rectangle
        return ShapeDescription(geometry: ResolvedShapeGeometry(kind: kind), layout: .shape,
                                name: "ContainerRelativeShape")
    }
}
