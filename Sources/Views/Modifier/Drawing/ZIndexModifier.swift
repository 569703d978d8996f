import Graphics
import Layout

/// The node a `zIndex` modifier adds: laid out as its child, recorded in ``ResolvedView/zIndices``.
struct ZIndexView<Content: View>: View, PrimitiveView {
    let content: Content
    let value: Double

    var body: Never { primitiveBody(Self.self) }

    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                         into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        for child in try context.nodes(of: content, environment) {
            let node = try context.node(.effect, name: "zIndex(\(formatNumber(value)))", children: [child])
            if value.isFinite { context.zIndices[node.tag] = value }
            nodes.append(node)
        }
    }
}

extension View {
    /// Draws this view above (higher) or below (lower) its siblings in a ZStack, overlay or any other
    /// container; equal values keep declaration order (SwiftUI's `zIndex(_:)`, default 0).
    ///
    /// ```swift
    /// ZStack {
    ///     Badge().zIndex(1)
    ///     Card()
    /// }
    /// ```
    public func zIndex(_ value: Double) -> some View {
        ZIndexView(content: self, value: value)
    }
}
