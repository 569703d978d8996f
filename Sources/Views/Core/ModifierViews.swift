// The three internal view types most modifiers are made of. A modifier applies to every node its
// content produces: on a `Group` (or any multi-view content) each child gets its own wrapper, and
// on an `EmptyView` it produces nothing, as in SwiftUI.

import Layout

/// Wraps each node of `content` in a layout node (`padding`, `frame`, `fixedSize` …). The
/// behaviour is the only thing that varies between those modifiers, so one generic type serves all.
struct LayoutModifierView<Content: View>: View, PrimitiveView {
    let content: Content
    let behavior: LayoutBehavior
    let name: String

    var body: Never { primitiveBody(Self.self) }

    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                         into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        for child in try context.nodes(of: content, environment) {
            nodes.append(try context.node(behavior, name: name, children: [child]))
        }
    }
}

/// Resolves `content` in a changed environment (`font`, `foregroundStyle`, `environment(_:_:)` …);
/// adds no node.
struct EnvironmentModifierView<Content: View>: View, PrimitiveView {
    let content: Content
    let transform: (inout EnvironmentValues) -> Void

    var body: Never { primitiveBody(Self.self) }

    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                         into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        var changed = environment
        transform(&changed)
        guard changed.layoutDirection != environment.layoutDirection else {
            try context.resolve(content, changed, into: &nodes)
            return
        }
        // The direction changes here: the nodes made below place their children in the new one.
        let first = nodes.count
        try context.resolve(content, changed, into: &nodes)
        for index in first..<nodes.count where nodes[index].layoutDirection == nil {
            nodes[index].layoutDirection = changed.layoutDirection
        }
    }
}

/// Wraps each node of `content` in an `.effect` node drawing it differently (`opacity`, `clipShape` …).
struct EffectModifierView<Content: View>: View, PrimitiveView {
    let content: Content
    let name: String
    let effect: (EnvironmentValues) -> ResolvedEffect

    var body: Never { primitiveBody(Self.self) }

    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                         into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        let resolved = effect(environment)
        for child in try context.nodes(of: content, environment) {
            nodes.append(try context.node(.effect, name: name, content: .effect(resolved), children: [child]))
        }
    }
}

extension View {
    /// A copy of this view wrapped in a layout node.
    func layoutModifier(_ behavior: LayoutBehavior, name: String) -> LayoutModifierView<Self> {
        LayoutModifierView(content: self, behavior: behavior, name: name)
    }

    /// This view resolved in a changed environment.
    func environmentModifier(_ transform: @escaping (inout EnvironmentValues) -> Void) -> EnvironmentModifierView<Self> {
        EnvironmentModifierView(content: self, transform: transform)
    }

    /// This view wrapped in an effect node.
    func effectModifier(_ name: String, _ effect: @escaping (EnvironmentValues) -> ResolvedEffect) -> EffectModifierView<Self> {
        EffectModifierView(content: self, name: name, effect: effect)
    }
}
