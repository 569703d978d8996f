import Layout

/// A view that shows nothing and takes no space: a container gets no child from it, and
/// modifiers applied to it produce nothing either.
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}

    /// Primitive view.
    public var body: Never { primitiveBody(Self.self) }
}

extension EmptyView: PrimitiveView {
    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {}
}
