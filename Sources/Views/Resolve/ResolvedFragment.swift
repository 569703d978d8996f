// A view resolved ahead of the tree it belongs to, then spliced into that tree without resolving it again.
//
// Why: a widget body declares preferences (its container background, margins disabled, the removable flag)
// that decide the tree WidgetKit's host builds around it. `WidgetScene` resolves the body once, reads them,
// composes the container with `fragment.view` where the body goes, and resolves the container in a context
// seeded with the fragment (`ViewResolver.resolve(_:environment:services:splicing:)`), instead of resolving
// the body a first time only to read its preferences.
//
// How:
//   1. `ViewResolver.resolveFragment` resolves the source in a context of its own: its contents take tags
//      0..<n, and it records how deep its views went.
//   2. The seeded context starts from that resolution: contents, warnings, preferences, GeometryReader
//      ordinals (the source's readers come first in resolution order; the frames of the previous layout
//      pass are handed out in the same order, so every pass agrees) and z-indices.
//   3. Where `fragment.view` resolves in that context, the fragment's top-level nodes are appended as they
//      are: their tags already index the seeded contents.
//   4. Anywhere else — a context not seeded with this fragment, a second use of the view, or a splice point
//      so deep that the source's deepest view would cross the nesting limit — the view resolves its source
//      in place, exactly as the source written there would have resolved (and fails the same way).

import Graphics
import Layout

/// A view resolved on its own, ready to be spliced into a tree resolved later
/// (``ViewResolver/resolveFragment(_:environment:services:)``).
///
/// ```swift
/// let body = try resolver.resolveFragment(content, environment: environment, services: services)
/// let declared = body.preferences[MyKey.self]            // read before composing what goes around it
/// let root = ZStack { background(for: declared); body.view }
/// let resolved = try resolver.resolve(root, environment: environment, services: services, splicing: body)
/// ```
/// The fragment must have been resolved in the environment its ``view`` finds where it is spliced.
public struct ResolvedFragment {
    /// The identity of one resolution (a seeded context splices only its own fragment).
    final class Token: Sendable {}

    let token = Token()
    /// The source's top-level nodes (none, one, or several for a `TupleView` body).
    let nodes: [LayoutNode]
    let contents: [ResolvedContent]
    let geometryReaderTags: [Int]
    let zIndices: [Int: Double]
    /// The deepest view nesting reached, the source itself at depth 1.
    let deepest: Int
    /// The layout direction of the environment the source resolved in.
    let layoutDirection: LayoutDirection
    /// Resolves the source where the fragment's view stands, without a level of its own (step 4).
    let resolveInPlace: (inout _ResolveContext, EnvironmentValues, inout [LayoutNode]) throws(ResolveError) -> Void

    /// What the source could not honour exactly.
    public let warnings: [ResolveWarning]
    /// The preferences the source declared.
    public let preferences: PreferenceValues

    init(context: _ResolveContext, nodes: [LayoutNode], layoutDirection: LayoutDirection,
         resolveInPlace: @escaping (inout _ResolveContext, EnvironmentValues, inout [LayoutNode]) throws(ResolveError) -> Void) {
        self.nodes = nodes
        self.contents = context.contents
        self.geometryReaderTags = context.geometryReaderTags
        self.zIndices = context.zIndices
        self.deepest = context.deepest
        self.layoutDirection = layoutDirection
        self.warnings = context.warnings
        self.preferences = context.preferences
        self.resolveInPlace = resolveInPlace
    }

    /// The view standing for the resolved source in a composed tree.
    public var view: some View { SplicedFragment(fragment: self) }

    /// The fragment as a resolved view of its own, as ``ViewResolver/resolve(_:environment:services:)`` would
    /// have returned it (several top-level nodes under a `.group` node).
    public var resolvedView: ResolvedView {
        var contents = contents
        var root: LayoutNode
        if nodes.count == 1, let only = nodes.first {
            root = only
        } else {
            root = LayoutNode(.group, name: "Group", tag: contents.count, children: nodes)
            contents.append(.none)
        }
        if root.layoutDirection == nil, layoutDirection != .leftToRight { root.layoutDirection = layoutDirection }
        var resolved = ResolvedView(root: root, contents: contents, warnings: warnings, preferences: preferences)
        resolved.geometryReaderTags = geometryReaderTags
        resolved.zIndices = zIndices
        return resolved
    }
}

/// ``ResolvedFragment/view``: appends the fragment's nodes in the context seeded with it, and resolves the
/// source in place anywhere else.
struct SplicedFragment: View, PrimitiveView {
    let fragment: ResolvedFragment

    var body: Never { primitiveBody(Self.self) }

    static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                         into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        if let spliced = context.takeSeed(fragment) {
            nodes.append(contentsOf: spliced)
        } else {
            try fragment.resolveInPlace(&context, environment, &nodes)
        }
    }
}
