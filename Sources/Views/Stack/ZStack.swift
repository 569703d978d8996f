import Layout

/// Overlays its children, later ones on top, aligned to one another (SwiftUI's `ZStack`, LAYOUT.md §4).
///
/// ```swift
/// ZStack {
///     Circle().stroke(.quaternary, lineWidth: 8)
///     Text("62%")
/// }
/// ```
public struct ZStack<Content: View>: View {
    let alignment: Alignment
    let content: Content

    /// Creates an overlay stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Primitive view.
    public var body: Never { primitiveBody(Self.self) }
}

extension ZStack: PrimitiveView {
    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    public static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                                into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        let children = try context.nodes(of: content, environment)
        nodes.append(try context.node(.zStack(alignment: alignment), name: "ZStack", children: children))
    }
}
