private struct ContainerShapeKey: EnvironmentKey {
    static let defaultValue: ContainerShapeGeometry? = nil
}

extension EnvironmentValues {
    /// The container `ContainerRelativeShape` is concentric with (set by the widget layer to the
    /// widget's frame and corner radius); nil outside a container, where the shape is a rectangle.
    public var containerShape: ContainerShapeGeometry? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}
