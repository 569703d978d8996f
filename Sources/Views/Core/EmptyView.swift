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
    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    public static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                                into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {}
}
