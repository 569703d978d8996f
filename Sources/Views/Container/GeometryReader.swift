import Graphics
import Layout

/// A container that takes the whole space it is offered and builds its content from its own size
/// (SwiftUI's `GeometryReader`): children sit at its top-leading corner, proposed its size.
///
/// ```swift
/// GeometryReader { proxy in
///     Capsule().fill(.green).frame(width: proxy.size.width * 0.62, height: 8)
/// }
/// .frame(height: 8)
/// ```
///
/// The size comes from layout, so a renderer resolves the tree again once it is known (see
/// ``GeometryAnswers``); the first pass sees a zero size.
public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content

    /// Creates a reader whose content is a function of its geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// Primitive view.
    public var body: Never { primitiveBody(Self.self) }
}

extension GeometryReader: PrimitiveView {
    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    public static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                                into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        // The reader's tag is the next one handed out, so it is recorded before its content resolves.
        let frame = context.nextGeometryReader(tag: context.nextTag)
        let proxy = GeometryProxy(globalFrame: frame)
        let placeholder = try context.node(.geometryReader, name: "GeometryReader")
        let body = context.evaluate(in: environment) { content(proxy) }
        var reader = placeholder
        reader.children = try context.nodes(of: body, environment)
        nodes.append(reader)
    }
}
