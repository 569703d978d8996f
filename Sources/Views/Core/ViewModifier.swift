import Layout

/// A reusable change to a view (SwiftUI's `ViewModifier`), applied with `.modifier(_:)`.
///
/// ```swift
/// struct Badge: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding(4).background(.red, in: Capsule())
///     }
/// }
/// Text("3").modifier(Badge())
/// ```
public protocol ViewModifier {
    /// The type of view the modifier produces.
    associatedtype Body: View
    /// The view being modified, as a placeholder.
    typealias Content = _ViewModifier_Content<Self>
    /// Builds the modified view from `content`.
    @ViewBuilder func body(content: Content) -> Body
}

/// The placeholder for the view a `ViewModifier` modifies: it resolves to that view.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let content: any View

    /// Primitive view.
    public var body: Never { primitiveBody(Self.self) }
}

extension _ViewModifier_Content: PrimitiveView {
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

/// A view with a modifier applied (SwiftUI's `ModifiedContent`).
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
    /// The modified view.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    /// Primitive view.
    public var body: Never { primitiveBody(Self.self) }
}

extension ModifiedContent: PrimitiveView {
    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    public static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                                into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        let placeholder = _ViewModifier_Content<Modifier>(content: content)
        let body = context.evaluate(in: environment) { modifier.body(content: placeholder) }
        try context.resolve(body, environment, into: &nodes)
    }
}

extension View {
    /// Applies a `ViewModifier`.
    ///
    /// ```swift
    /// Text("3").modifier(Badge())
    /// ```
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
