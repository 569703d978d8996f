import Layout

/// Groups views without adding a container: a stack lays out each child of a `Group` as its own child,
/// and modifiers on the group apply to every child.
///
/// ```swift
/// VStack {
///     Group {
///         Text("Mon")
///         Text("Tue")
///     }
///     .font(.caption)
/// }
/// ```
public struct Group<Content: View>: View {
    /// The grouped views.
    public var content: Content

    /// Creates a group.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Primitive view.
    public var body: Never { primitiveBody(Self.self) }
}

extension Group: PrimitiveView {
    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    public static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                                into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        try context.resolve(content, environment, into: &nodes)
    }
}
