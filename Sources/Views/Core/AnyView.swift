import Layout

/// A type-erased view: lets `if` branches or collections hold views of different types.
///
/// ```swift
/// let views: [AnyView] = [AnyView(Text("A")), AnyView(Circle())]
/// ```
public struct AnyView: View {
    let content: any View

    /// Wraps any view.
    public init<Content: View>(_ view: Content) {
        if let already = view as? AnyView {
            self.content = already.content
        } else {
            self.content = view
        }
    }

    /// Wraps any view, or returns nil when `value` is not a view (SwiftUI's `init?(_fromValue:)`).
    public init?(erasing value: Any) {
        guard let view = value as? any View else { return nil }
        self.content = view
    }

    /// Primitive view.
    public var body: Never { primitiveBody(Self.self) }
}

extension AnyView: PrimitiveView {
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
