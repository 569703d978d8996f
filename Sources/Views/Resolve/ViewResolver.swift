import Graphics
import Layout

/// Turns a view into layout nodes and draw content for one environment: the "resolve" stage.
///
/// ```swift
/// var environment = EnvironmentValues()
/// environment.colorScheme = .dark
/// let resolved = try ViewResolver().resolve(MyWidgetView(), environment: environment, services: services)
/// let layout = try LayoutEngine().layout(resolved.root, in: Size(width: 170, height: 170), displayScale: 3)
/// print(resolved.textDump(layout))
/// ```
///
/// Nothing after this stage reads `EnvironmentValues`: colours, fonts and styles are resolved here.
public struct ViewResolver: Sendable {
    /// The default nesting limit: views (custom views, modifiers, containers) from the root to the
    /// deepest leaf. 1024 lets every tree the layout engine accepts (``LayoutDefaults/maximumDepth``
    /// nodes deep) resolve, and stays far below a stack overflow: a debug build resolved 4000 levels
    /// of a four-view recursion on a Swift Testing thread without trouble (16 000 overflowed).
    public static let defaultMaximumDepth = 1024
    /// The default limit on layout nodes produced by one resolution.
    public static let defaultMaximumNodeCount = 100_000

    /// The deepest view nesting accepted.
    public var maximumDepth: Int
    /// The most layout nodes one resolution may produce.
    public var maximumNodeCount: Int
    /// The GeometryReader frames of a previous layout pass (see ``GeometryAnswers``); empty at first.
    public var geometry = GeometryAnswers()
    /// The most resolve-and-layout passes a renderer makes while GeometryReader frames change (each
    /// nested reader needs one more pass; see ``GeometryAnswers``).
    public static let maximumGeometryPasses = 8

    /// Creates a resolver with the given limits.
    public init(maximumDepth: Int = ViewResolver.defaultMaximumDepth,
                maximumNodeCount: Int = ViewResolver.defaultMaximumNodeCount) {
        self.maximumDepth = maximumDepth
        self.maximumNodeCount = maximumNodeCount
    }

    /// Resolves `view` in `environment`, measuring text and images through `services`.
    ///
    /// A view that produces several top-level nodes (a `TupleView` body) is wrapped in a `.group`
    /// node (laid out as an implicit centred ZStack); one that produces none gives an empty group.
    public func resolve<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues(),
                                 services: some ResolveServices) throws(ResolveError) -> ResolvedView {
        var context = ResolveContext(services: services, maximumDepth: maximumDepth,
                                     maximumNodeCount: maximumNodeCount, geometry: geometry)
        return try resolve(view, environment: environment, in: &context)
    }

    /// Resolves `view`, in which `fragment.view` stands for a view resolved ahead
    /// (``resolveFragment(_:environment:services:)``): the fragment's resolution is reused, not repeated, and
    /// the result is the one `view` with the fragment's source in its place would give — except that the
    /// fragment's contents, warnings and GeometryReaders come first in their arrays.
    public func resolve<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues(),
                                 services: some ResolveServices,
                                 splicing fragment: ResolvedFragment) throws(ResolveError) -> ResolvedView {
        var context = ResolveContext(seededWith: fragment, services: services, maximumDepth: maximumDepth,
                                     maximumNodeCount: maximumNodeCount, geometry: geometry)
        return try resolve(view, environment: environment, in: &context)
    }

    /// Resolves `view` alone, to be spliced later into a tree that holds ``ResolvedFragment/view``
    /// (``resolve(_:environment:services:splicing:)``); its preferences can be read in between.
    public func resolveFragment<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues(),
                                         services: some ResolveServices) throws(ResolveError) -> ResolvedFragment {
        var context = ResolveContext(services: services, maximumDepth: maximumDepth,
                                     maximumNodeCount: maximumNodeCount, geometry: geometry)
        let nodes = try context.nodes(of: view, environment)
        return ResolvedFragment(context: context, nodes: nodes, layoutDirection: environment.layoutDirection) {
            context, environment, nodes throws(ResolveError) in
            try V._resolve(view, in: &context, environment: environment, into: &nodes)
        }
    }

    private func resolve<V: View>(_ view: V, environment: EnvironmentValues,
                                  in context: inout ResolveContext) throws(ResolveError) -> ResolvedView {
        let nodes = try context.nodes(of: view, environment)
        var root: LayoutNode
        if nodes.count == 1, let only = nodes.first {
            root = only
        } else {
            root = try context.node(.group, name: "Group", children: nodes)
        }
        if root.layoutDirection == nil, environment.layoutDirection != .leftToRight {
            root.layoutDirection = environment.layoutDirection
        }
        var resolved = ResolvedView(root: root, contents: context.contents, warnings: context.warnings,
                                    preferences: context.preferences)
        resolved.geometryReaderTags = context.geometryReaderTags
        resolved.zIndices = context.zIndices
        return resolved
    }
}
