import Layout

/// Several views built by a `@ViewBuilder` closure; a container lays each one out as its own child.
public struct TupleView<each Content: View>: View {
    /// The views, in order.
    public var value: (repeat each Content)

    /// Creates a tuple of views.
    public init(_ content: repeat each Content) {
        self.value = (repeat each content)
    }

    /// Primitive view.
    public var body: Never { primitiveBody(Self.self) }
}

extension TupleView: PrimitiveView {
    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    public static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                                into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        for element in repeat each value {
            try context.resolve(element, environment, into: &nodes)
        }
    }
}
