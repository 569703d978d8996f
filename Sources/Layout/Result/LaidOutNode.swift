import Graphics

/// One node after layout: where it is, in points and in device pixels, and the caller's tag.
///
/// All frames are in the container's coordinate space (origin at the container's top-left corner);
/// the root is centred in the container (LAYOUT.md §1 Root), so its origin may be negative.
public struct LaidOutNode: Hashable, Sendable {
    /// The caller's tag from ``LayoutNode/tag``.
    public var tag: Int
    /// The display name from ``LayoutNode/name``.
    public var name: String
    /// Distance from the root (the root is 0).
    public var depth: Int
    /// Index of the parent in ``LayoutResult/nodes``, nil for the root.
    public var parent: Int?
    /// Indices of the children in ``LayoutResult/nodes``, in declaration order.
    public var children: [Int]
    /// The layout frame in points, exact (no rounding), without any `offset` applied.
    public var frame: Rect
    /// The proposal the node was placed with (a text renderer wraps at `proposal.width`).
    public var proposal: ProposedSize
    /// The sum of the `.offset` of this node and its ancestors: where drawing moves (LAYOUT.md §10).
    public var offset: Point
    /// `frame` moved by `offset` and snapped to the pixel grid (LAYOUT.md §13), in points.
    public var snappedFrame: Rect
    /// `snappedFrame` in device pixels: whole numbers (`snappedFrame × displayScale`).
    public var pixelFrame: Rect

    /// False when a parent laid the node out but does not show it (the children ViewThatFits did not
    /// choose, and their subtrees): such a node must not be drawn.
    public var isPlaced: Bool = true

    /// `frame` moved by `offset`: where the node draws, before snapping.
    public var drawingFrame: Rect { frame.offsetBy(dx: offset.x, dy: offset.y) }
}
