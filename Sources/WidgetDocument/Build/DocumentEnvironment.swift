import Widgets

/// What a document's values may depend on when its views are built: the rendering mode the
/// widget is drawn in (for `whenRenderingMode` colours) and its family.
struct DocumentEnvironment: Hashable, Sendable {
    /// `@Environment(\.widgetRenderingMode)` where the body is built.
    var renderingMode: WidgetRenderingMode
    /// `@Environment(\.widgetFamily)` where the body is built.
    var family: WidgetFamily
}

/// A decoded value that may depend on the ``DocumentEnvironment`` (most do not).
struct Dynamic<Value: Sendable>: Sendable {
    /// The value in an environment.
    let resolve: @Sendable (DocumentEnvironment) -> Value

    /// A value that does not depend on the environment.
    static func constant(_ value: Value) -> Dynamic {
        Dynamic { _ in value }
    }

    /// The value transformed.
    func map<Other: Sendable>(_ transform: @escaping @Sendable (Value) -> Other) -> Dynamic<Other> {
        let resolve = self.resolve
        return Dynamic<Other> { transform(resolve($0)) }
    }
}
