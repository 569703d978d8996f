// The node tree flattened into arrays, with sanitised values and the properties that do not depend
// on proposals: the enclosing stack axis, the layout priority (LAYOUT.md §8) and the spacing
// preferences (LAYOUT.md §3.1). Flattening is iterative so that no input depth can overflow the stack.

import Graphics

/// One node of the flattened tree.
struct FlatNode: Sendable {
    var behavior: LayoutBehavior
    /// All children, in declaration order (every input node appears in the result).
    var children: [Int]
    /// The children the behaviour lays out (leaves none, unary modifiers the first, containers all).
    var layoutChildren: [Int] = []
    /// Children beyond those: laid out as a centred overlay of the node, so that no input node is
    /// lost and result indices always match the caller's pre-order.
    var extraChildren: [Int] = []
    var parent: Int
    var depth: Int
    var tag: Int
    var name: String
    /// The axis of the stack this node lays out in (Spacer and Divider read it); nil outside stacks.
    var stackAxis: Axis?
    /// The layout priority a stack or ZStack reads from this node (§8).
    var priority: Double = 0
    /// Spacing preferences (§3.1).
    var spacing: ViewSpacing = .ordinary
    /// The direction set on this node (``LayoutNode/layoutDirection``); nil inherits.
    var layoutDirection: LayoutDirection? = nil
}

/// The flattened, sanitised tree in pre-order: node 0 is the root; children follow their parent.
struct FlatTree: Sendable {
    var nodes: [FlatNode] = []

    /// Flattens `root`; throws when it is deeper or larger than the limits.
    init(_ root: LayoutNode, displayScale: Double, maximumDepth: Int,
         maximumNodeCount: Int) throws(LayoutError) {
        // Step 1: pre-order walk with an explicit stack.
        var pending: [(node: LayoutNode, parent: Int, depth: Int, axis: Axis?, extra: Bool)] = [(root, -1, 1, nil, false)]
        while let (node, parent, depth, axis, extra) = pending.popLast() {
            guard depth <= maximumDepth else { throw .nestingTooDeep(depth: depth, limit: maximumDepth) }
            guard nodes.count < maximumNodeCount else {
                throw .tooManyNodes(count: nodes.count + 1, limit: maximumNodeCount)
            }
            let index = nodes.count
            let behavior = node.behavior.sanitized(displayScale: displayScale)
            nodes.append(FlatNode(behavior: behavior, children: [], parent: parent, depth: depth,
                                  tag: node.tag, name: node.name, stackAxis: axis,
                                  layoutDirection: node.layoutDirection))
            if parent >= 0 {
                nodes[parent].children.append(index)
                if extra { nodes[parent].extraChildren.append(index) } else { nodes[parent].layoutChildren.append(index) }
            }
            let kept = behavior.keptChildCount(node.children.count)
            for slot in node.children.indices.reversed() {
                let axisOfChild = slot < kept ? behavior.stackAxis(ofChild: slot, childCount: kept, inherited: axis) : nil
                pending.append((node.children[slot], index, depth + 1, axisOfChild, slot >= kept))
            }
        }
        // Step 2: bottom-up properties (children come after their parent in pre-order).
        for index in nodes.indices.reversed() {
            nodes[index].priority = priority(of: index)
            nodes[index].spacing = spacing(of: index)
        }
    }

    /// The priority a parent reads (§8): frames and padding hide it; fixedSize, offset, overlay,
    /// background and the transparent containers pass the child's through; Spacer is −∞.
    private func priority(of index: Int) -> Double {
        let node = nodes[index]
        let first = node.layoutChildren.first.map { nodes[$0].priority } ?? 0
        switch node.behavior {
        case .layoutPriority(let value): return value
        case .spacer: return -.infinity
        case .fixedSize, .offset, .overlay, .background, .effect, .gridCell: return first
        case .group: return node.layoutChildren.count == 1 ? first : 0
        case .shape, .circle, .leaf, .divider, .hStack, .vStack, .zStack, .frame, .flexibleFrame,
             .padding, .position, .aspectRatio, .geometryReader, .viewThatFits, .scrollView, .grid, .gridRow, .lazyGrid:
            return 0
        }
    }

    /// The spacing preferences a stack reads (§3.1).
    private func spacing(of index: Int) -> ViewSpacing {
        let node = nodes[index]
        let first = node.layoutChildren.first.map { nodes[$0].spacing } ?? .ordinary
        switch node.behavior {
        case .shape, .circle, .divider: return .ordinary
        case .leaf(let leaf):
            switch leaf.spacing {
            case .standard: return .ordinary
            case .text(let metrics): return .text(metrics)
            }
        case .spacer: return .spacer(stackAxis: node.stackAxis)
        case .hStack, .vStack, .zStack, .grid, .gridRow, .viewThatFits, .lazyGrid:
            guard let firstChild = node.layoutChildren.first else { return .ordinary }
            var union = nodes[firstChild].spacing
            for child in node.layoutChildren.dropFirst() { union.formUnion(nodes[child].spacing) }
            return union
        case .padding(let insets):
            var spacing = first
            spacing.reset(paddedBy: EdgeInsetsFlags(top: insets.top != 0, leading: insets.leading != 0,
                                                    bottom: insets.bottom != 0, trailing: insets.trailing != 0))
            return spacing
        case .group:
            guard node.layoutChildren.count > 1 else { return first }
            var union = first
            for child in node.layoutChildren.dropFirst() { union.formUnion(nodes[child].spacing) }
            return union
        case .frame, .flexibleFrame, .fixedSize, .layoutPriority, .offset, .position, .aspectRatio,
             .overlay, .background, .effect, .gridCell:
            return first
        case .geometryReader, .scrollView:
            return .ordinary
        }
    }
}
