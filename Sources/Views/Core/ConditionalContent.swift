import Layout

/// One of two views, chosen by an `if`/`else` or `switch` in a `@ViewBuilder` (SwiftUI's `_ConditionalContent`).
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    /// Primitive view.
    public var body: Never { primitiveBody(Self.self) }
}

extension ConditionalContent: PrimitiveView {
    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    public static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                                into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        switch storage {
        case .trueContent(let view): try context.resolve(view, environment, into: &nodes)
        case .falseContent(let view): try context.resolve(view, environment, into: &nodes)
        }
    }
}

/// `if` without `else` in a `@ViewBuilder`: an optional view is its wrapped view, or nothing.
extension Optional: View where Wrapped: View {
    /// Primitive view.
    public var body: Never { primitiveBody(Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    public static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                                into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        if let view = self { try context.resolve(view, environment, into: &nodes) }
    }
}
