import Layout

/// Shows the first of its children whose ideal size fits the space offered on `axes`, else the last
/// (SwiftUI's `ViewThatFits`).
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Text("Partly cloudy, 21°")
///     Text("21°")
/// }
/// ```
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// Creates a view that picks among `content`'s children, in order of preference.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// Primitive view.
    public var body: Never { primitiveBody(Self.self) }
}

extension ViewThatFits: PrimitiveView {
    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    public static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                                into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        let children = try context.nodes(of: content, environment)
        nodes.append(try context.node(.viewThatFits(axes: axes), name: "ViewThatFits", children: children))
    }
}
