// The layout pass, LAYOUT.md §1: the root is proposed the container size, sized, centred
// (`origin = (container − size) / 2`, negative when it overflows) [rev O-Root], then every node is
// placed top-down with the proposal its parent gives it; finally frames are offset for drawing
// (§10) and snapped to the pixel grid (§13).

import Graphics

/// SwiftUI's propose/size layout over a ``LayoutNode`` tree.
///
/// ```swift
/// let tree = LayoutNode(.vStack(alignment: .leading, spacing: nil), name: "VStack", children: [
///     LayoutNode(.shape, name: "Color", tag: 1),
///     LayoutNode(.padding(.all, nil), name: "padding()", child: LayoutNode(.circle, name: "Circle", tag: 2)),
/// ])
/// let result = try LayoutEngine().layout(tree, in: Size(width: 170, height: 170), displayScale: 3)
/// result.node(tagged: 2)?.pixelFrame   // device pixels
/// ```
public struct LayoutEngine: Sendable {
    /// The default stack distances (8 between ordinary views; our text choice, see ``SpacingRules``).
    public var spacingRules: SpacingRules
    /// The deepest tree accepted (``LayoutDefaults/maximumDepth``).
    public var maximumDepth: Int
    /// The largest tree accepted (``LayoutDefaults/maximumNodeCount``).
    public var maximumNodeCount: Int

    /// Creates an engine.
    public init(spacingRules: SpacingRules = .standard,
                maximumDepth: Int = LayoutDefaults.maximumDepth,
                maximumNodeCount: Int = LayoutDefaults.maximumNodeCount) {
        self.spacingRules = spacingRules
        self.maximumDepth = maximumDepth
        self.maximumNodeCount = maximumNodeCount
    }

    /// Lays `root` out in a container of `containerSize` points at `displayScale` pixels per point.
    ///
    /// A non-finite or negative container side counts as 0; a non-finite or non-positive scale as 1.
    public func layout(_ root: LayoutNode, in containerSize: Size,
                       displayScale: Double) throws(LayoutError) -> LayoutResult {
        let scale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
        let container = Size(width: Self.side(containerSize.width), height: Self.side(containerSize.height))
        // 1. Flatten and sanitise the tree; enforce the limits.
        let tree = try FlatTree(root, displayScale: scale, maximumDepth: maximumDepth,
                                maximumNodeCount: maximumNodeCount)
        let computer = LayoutComputer(tree: tree, rules: spacingRules)
        // 2. Propose the container size to the root and centre what it chooses.
        let proposal = ProposedSize(container)
        let rootSize = computer.size(of: 0, proposal)
        let rootOrigin = Point(x: (container.width - rootSize.width) / 2,
                               y: (container.height - rootSize.height) / 2)
        // 3. Place every node, top-down.
        var frames = Array(repeating: Rect.zero, count: tree.nodes.count)
        var proposals = Array(repeating: ProposedSize.unspecified, count: tree.nodes.count)
        var hidden = Array(repeating: false, count: tree.nodes.count)
        place(0, proposal, at: rootOrigin, isPlaced: true, computer: computer, frames: &frames, proposals: &proposals,
              hidden: &hidden)
        // 4. Offsets for drawing, then pixel snapping.
        var result = Self.result(tree: tree, frames: frames, proposals: proposals, container: container, scale: scale)
        for index in hidden.indices where hidden[index] { result.nodes[index].isPlaced = false }
        return result
    }

    /// The size `root` chooses for `proposal`, without placing anything (for callers that measure).
    public func sizeThatFits(_ root: LayoutNode, proposal: ProposedSize,
                             displayScale: Double) throws(LayoutError) -> Size {
        let scale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
        let tree = try FlatTree(root, displayScale: scale, maximumDepth: maximumDepth,
                                maximumNodeCount: maximumNodeCount)
        return LayoutComputer(tree: tree, rules: spacingRules).size(of: 0, proposal)
    }

    /// Step 3: records node `index`'s frame and recurses into its children.
    private func place(_ index: Int, _ proposal: ProposedSize, at origin: Point, isPlaced: Bool,
                       computer: LayoutComputer, frames: inout [Rect], proposals: inout [ProposedSize],
                       hidden: inout [Bool]) {
        let size = computer.size(of: index, proposal)
        frames[index] = Rect(origin: origin, size: size)
        proposals[index] = LayoutComputer.sanitized(proposal)
        hidden[index] = !isPlaced
        for placement in computer.placements(of: index, proposal, size: size) {
            place(placement.child, placement.proposal, at: origin + placement.origin,
                  isPlaced: isPlaced && placement.isPlaced, computer: computer, frames: &frames,
                  proposals: &proposals, hidden: &hidden)
        }
    }

    /// Step 4: accumulated offsets (§10) and snapped frames (§13).
    private static func result(tree: FlatTree, frames: [Rect], proposals: [ProposedSize],
                               container: Size, scale: Double) -> LayoutResult {
        let rounding = PixelRounding(scale: scale)
        var nodes: [LaidOutNode] = []
        nodes.reserveCapacity(tree.nodes.count)
        for (index, flat) in tree.nodes.enumerated() {
            var offset = flat.parent >= 0 ? nodes[flat.parent].offset : .zero
            if case .offset(let x, let y) = flat.behavior { offset = offset + Point(x: x, y: y) }
            let drawing = frames[index].offsetBy(dx: offset.x, dy: offset.y)
            let pixels = rounding.pixelRect(drawing)
            nodes.append(LaidOutNode(tag: flat.tag, name: flat.name, depth: flat.depth - 1,
                                     parent: flat.parent >= 0 ? flat.parent : nil, children: flat.children,
                                     frame: frames[index], proposal: proposals[index], offset: offset,
                                     snappedFrame: rounding.points(pixels), pixelFrame: pixels))
        }
        return LayoutResult(nodes: nodes, containerSize: container, displayScale: scale)
    }

    private static func side(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }
}
