// Resolution, step by step (the engine behind `ViewResolver`):
//   1. A primitive view (internal `PrimitiveView`) appends its own layout nodes: `View._resolve` is a
//      protocol requirement, so the call goes through the witness table the generic call already
//      carries (SwiftUI's static `_makeView` shape). A dynamic `as? any PrimitiveView` cast here cost a
//      scan of every conformance record of every loaded image per new view type (a third of the CLI).
//   2. Any other view (the default `_resolve`) is evaluated: its `body` is read inside
//      `EnvironmentValues.$current.withValue` so `@Environment` sees this view's environment, and the
//      body is resolved in turn.
//   3. Containers (TupleView, Group, ForEach, Optional, ConditionalContent, EmptyView, AnyView)
//      append their children's nodes to the enclosing list, so stacks see them as direct children.
//   4. Every node gets a fresh tag: the index of its content in `contents`.
// The recursion depth and the node count are bounded (ViewResolver's limits) so no input can
// overflow the stack or exhaust memory.

import Graphics
import Layout

/// The resolver's context under its internal name.
typealias ResolveContext = _ResolveContext

/// The mutable state of one resolution: the content array, warnings, services and limits.
///
/// Public only because ``View/_resolve(_:in:environment:into:)`` names it; nothing in it is public.
public struct _ResolveContext {
    let services: any ResolveServices
    let maximumDepth: Int
    let maximumNodeCount: Int
    private(set) var contents: [ResolvedContent] = []
    private(set) var warnings: [ResolveWarning] = []
    /// The preferences declared so far, in view order.
    var preferences = PreferenceValues()
    /// The GeometryReader frames measured by the previous layout pass, by reader (resolution order).
    let geometry: GeometryAnswers
    /// The tag of each GeometryReader resolved so far, in resolution order.
    private(set) var geometryReaderTags: [Int] = []
    /// The `zIndex` of the nodes that declared one, by tag.
    var zIndices: [Int: Double] = [:]
    /// How many views deep the resolution is now (1 inside the root view).
    private(set) var depth = 0
    /// The deepest ``depth`` reached so far.
    private(set) var deepest = 0
    /// The fragment this context was seeded with (``init(seededWith:services:maximumDepth:maximumNodeCount:geometry:)``):
    /// its identity and its nodes, until they are spliced in.
    private var seed: (token: ResolvedFragment.Token, nodes: [LayoutNode])?

    init(services: any ResolveServices, maximumDepth: Int, maximumNodeCount: Int,
         geometry: GeometryAnswers = GeometryAnswers()) {
        self.services = services
        self.maximumDepth = maximumDepth
        self.maximumNodeCount = maximumNodeCount
        self.geometry = geometry
    }

    /// A context that has already resolved `fragment`: its contents, warnings, preferences, GeometryReaders
    /// and z-indices come first, and its nodes are appended where its ``ResolvedFragment/view`` resolves.
    init(seededWith fragment: ResolvedFragment, services: any ResolveServices, maximumDepth: Int,
         maximumNodeCount: Int, geometry: GeometryAnswers) {
        self.init(services: services, maximumDepth: maximumDepth, maximumNodeCount: maximumNodeCount,
                  geometry: geometry)
        contents = fragment.contents
        warnings = fragment.warnings
        preferences = fragment.preferences
        geometryReaderTags = fragment.geometryReaderTags
        zIndices = fragment.zIndices
        seed = (fragment.token, fragment.nodes)
    }

    /// The seed's nodes, once, when `fragment` is the seed and splicing them at this depth gives what resolving
    /// its source here would (its deepest view stays within the nesting limit). Nil otherwise: the caller
    /// resolves the source in place.
    mutating func takeSeed(_ fragment: ResolvedFragment) -> [LayoutNode]? {
        // The fragment's source sat at depth 1 of its own resolution and takes this depth here.
        guard let seed, seed.token === fragment.token, depth - 1 + fragment.deepest <= maximumDepth else {
            return nil
        }
        self.seed = nil
        return seed.nodes
    }

    /// The frame measured for the next GeometryReader (zero on the first pass), and records its tag.
    mutating func nextGeometryReader(tag: Int) -> Rect {
        let ordinal = geometryReaderTags.count
        geometryReaderTags.append(tag)
        return geometry.frames.indices.contains(ordinal) ? geometry.frames[ordinal] : .zero
    }

    /// The tag the next node will get.
    var nextTag: Int { contents.count }

    /// Steps 1–3: appends the nodes of `view` resolved in `environment`.
    mutating func resolve<V: View>(_ view: V, _ environment: EnvironmentValues,
                                   into nodes: inout [LayoutNode]) throws(ResolveError) {
        depth += 1
        defer { depth -= 1 }
        if depth > deepest { deepest = depth }
        guard depth <= maximumDepth else {
            throw .nestingTooDeep(limit: maximumDepth, viewType: String(describing: V.self))
        }
        try V._resolve(view, in: &self, environment: environment, into: &nodes)
    }

    /// Step 2, the default `View._resolve`: evaluates `body` and resolves it.
    mutating func resolveBody<V: View>(of view: V, _ environment: EnvironmentValues,
                                       into nodes: inout [LayoutNode]) throws(ResolveError) {
        guard V.Body.self != Never.self else {
            warn(.unsupportedView, "\(V.self) has no body and is not a view this renderer knows; it is skipped")
            return
        }
        let body = EnvironmentValues.$current.withValue(environment) { view.body }
        try resolve(body, environment, into: &nodes)
    }

    /// The nodes of `view` as a new list (the children of a container or modifier).
    mutating func nodes<V: View>(of view: V, _ environment: EnvironmentValues) throws(ResolveError) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        try resolve(view, environment, into: &nodes)
        return nodes
    }

    /// Step 4: a node whose tag indexes `content`.
    mutating func node(_ behavior: LayoutBehavior, name: String, content: ResolvedContent = .none,
                       children: [LayoutNode] = []) throws(ResolveError) -> LayoutNode {
        guard contents.count < maximumNodeCount else { throw .tooManyNodes(limit: maximumNodeCount) }
        let tag = contents.count
        contents.append(content)
        return LayoutNode(behavior, name: name, tag: tag, children: children)
    }

    /// Records a warning.
    mutating func warn(_ kind: ResolveWarning.Kind, _ message: String) {
        warnings.append(ResolveWarning(kind, message))
    }

    /// Runs user code (a ForEach closure, a modifier's body) with `environment` installed, as a body is.
    func evaluate<T>(in environment: EnvironmentValues, _ body: () -> T) -> T {
        EnvironmentValues.$current.withValue(environment, operation: body)
    }
}
