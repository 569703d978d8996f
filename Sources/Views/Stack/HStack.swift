import Layout

/// Lays its children out in a row (SwiftUI's `HStack`, LAYOUT.md §3).
///
/// ```swift
/// HStack(alignment: .top, spacing: 4) {
///     Text("Steps")
///     Spacer()
///     Text("8 432")
/// }
/// ```
public struct HStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// Creates a row; `spacing: nil` uses the default distance between each pair of children.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Primitive view.
    public var body: Never { primitiveBody(Self.self) }
}

extension HStack: PrimitiveView {
    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    public static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                                into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        let children = try context.nodes(of: content, environment)
        nodes.append(try context.node(.hStack(alignment: alignment, spacing: spacing), name: "HStack",
                                      children: children))
    }
}
