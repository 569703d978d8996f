import Layout

/// Lays its children out in a column (SwiftUI's `VStack`, LAYOUT.md §3).
///
/// ```swift
/// VStack(alignment: .leading, spacing: 2) {
///     Text("Cupertino").font(.headline)
///     Text("Sunny").foregroundStyle(.secondary)
/// }
/// ```
public struct VStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// Creates a column; `spacing: nil` uses the default distance between each pair of children.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Primitive view.
    public var body: Never { primitiveBody(Self.self) }
}

extension VStack: PrimitiveView {
    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    public static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                                into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        let children = try context.nodes(of: content, environment)
        nodes.append(try context.node(.vStack(alignment: alignment, spacing: spacing), name: "VStack",
                                      children: children))
    }
}
