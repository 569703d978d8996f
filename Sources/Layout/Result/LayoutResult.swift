import Graphics

/// The laid-out tree: every node's frame, in pre-order (node 0 is the root).
public struct LayoutResult: Hashable, Sendable {
    /// The nodes in pre-order; ``LaidOutNode/children`` and ``LaidOutNode/parent`` index this array.
    public var nodes: [LaidOutNode]
    /// The container the root was proposed and centred in, in points.
    public var containerSize: Size
    /// Device pixels per point used for snapping.
    public var displayScale: Double

    /// Creates a result (the engine builds these; tests may too).
    public init(nodes: [LaidOutNode], containerSize: Size, displayScale: Double) {
        self.nodes = nodes
        self.containerSize = containerSize
        self.displayScale = displayScale
    }

    /// The root node.
    public var root: LaidOutNode? { nodes.first }

    /// The first node carrying `tag`, in pre-order.
    public func node(tagged tag: Int) -> LaidOutNode? { nodes.first { $0.tag == tag } }
}
