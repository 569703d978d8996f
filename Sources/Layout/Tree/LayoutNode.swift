import Graphics

/// One node of the tree the engine lays out: a behaviour, its children, a caller tag and a name.
///
/// ```swift
/// let tree = LayoutNode(.hStack(alignment: .center, spacing: nil), name: "HStack", tag: 1, children: [
///     LayoutNode(.shape, name: "Color", tag: 2),
///     LayoutNode(.spacer(minLength: nil), name: "Spacer", tag: 3),
/// ])
/// let result = try LayoutEngine().layout(tree, in: Size(width: 170, height: 170), displayScale: 3)
/// print(result.textDump())
/// ```
public struct LayoutNode: Sendable {
    /// What the node does.
    public var behavior: LayoutBehavior
    /// The node's children, in declaration order.
    public var children: [LayoutNode]
    /// An opaque number the caller uses to map frames back to its own content.
    public var tag: Int
    /// The name printed in dumps, e.g. `VStack`, `Text "Hello"`, `frame(width: 50)`.
    public var name: String
    /// The direction this node places its children in; nil inherits its parent's (the root's parent is
    /// left to right). Right to left mirrors every child's position inside the node (LayoutEngine+Mirroring).
    public var layoutDirection: LayoutDirection? = nil

    /// Creates a node.
    public init(_ behavior: LayoutBehavior, name: String, tag: Int = 0, children: [LayoutNode] = []) {
        self.behavior = behavior
        self.children = children
        self.tag = tag
        self.name = name
    }

    /// Creates a node with one child (a modifier).
    public init(_ behavior: LayoutBehavior, name: String, tag: Int = 0, child: LayoutNode) {
        self.init(behavior, name: name, tag: tag, children: [child])
    }
}
