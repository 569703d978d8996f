// The propose/size recursion of LAYOUT.md §1: `size(of:_:)` answers "what size do you choose for
// this proposal?" (the sizing or probing pass, memoised per node and proposal), and
// `placements(of:_:size:)` answers "where do your children go, and with which proposal?" (the
// placement pass). Each behaviour's algorithm lives in its own file; this file only dispatches.
//
// The memo is what keeps probing polynomial: a stack probes each child at 0, ∞ and its share
// (§3.2), so nested stacks without it would cost 3^depth.

import Graphics

/// Where a parent puts one child, relative to the parent's origin, and the proposal it places it with.
struct ChildPlacement: Sendable {
    var child: Int
    var proposal: ProposedSize
    var origin: Point
    /// False for a child its parent lays out but does not show (ViewThatFits' unchosen children):
    /// it and its subtree get frames but are marked not placed.
    var isPlaced = true
}

/// Sizes and places the nodes of one flattened tree. A class because it owns the memo.
final class LayoutComputer {
    let nodes: [FlatNode]
    let rules: SpacingRules
    private var memo: SizeMemo
    /// Memoised text baselines (nested baseline-aligned stacks would otherwise ask 2^depth times).
    var baselineMemo: [BaselineKey: Double?] = [:]
    /// Where a grid put the cells of each of its rows (row node → cell placements relative to the row),
    /// recorded when the grid is placed and read when the row is (placement is top-down).
    var gridRowPlacements: [Int: [ChildPlacement]] = [:]

    /// The key of ``baselineMemo``: a node, the proposal it was sized with, first or last baseline.
    struct BaselineKey: Hashable {
        var index: Int
        var proposal: ProposedSize
        var first: Bool
    }

    init(tree: FlatTree, rules: SpacingRules) {
        self.nodes = tree.nodes
        self.rules = rules
        self.memo = SizeMemo(expected: min(2 * tree.nodes.count, 4096))
    }

    /// The size node `index` chooses for `proposal` (memoised).
    func size(of index: Int, _ proposal: ProposedSize) -> Size {
        let proposal = Self.sanitized(proposal)
        if let known = memo.size(of: index, proposal) { return known }
        let size = Self.sanitized(computeSize(of: index, proposal))
        memo.set(size, of: index, proposal)
        return size
    }

    /// The size of the optional child `index` (a missing child is an empty view, 0×0).
    func size(ofChild index: Int?, _ proposal: ProposedSize) -> Size {
        guard let index else { return .zero }
        return size(of: index, proposal)
    }

    private func computeSize(of index: Int, _ proposal: ProposedSize) -> Size {
        let node = nodes[index]
        let child = node.layoutChildren.first
        switch node.behavior {
        case .shape: return LeafSizing.shape(proposal)
        case .circle: return LeafSizing.circle(proposal)
        case .leaf(let leaf): return LeafSizing.measured(leaf, proposal)
        case .spacer(let minLength):
            return LeafSizing.spacer(proposal, minLength: minLength, stackAxis: node.stackAxis)
        case .divider(let thickness):
            return LeafSizing.divider(proposal, thickness: thickness ?? 1, stackAxis: node.stackAxis)
        case .hStack(let alignment, let spacing):
            return StackLayout(axis: .horizontal, alignment: .vertical(alignment), spacing: spacing,
                               children: node.layoutChildren).sizeThatFits(proposal, in: self)
        case .vStack(let alignment, let spacing):
            return StackLayout(axis: .vertical, alignment: .horizontal(alignment), spacing: spacing,
                               children: node.layoutChildren).sizeThatFits(proposal, in: self)
        case .zStack(let alignment):
            return ZStackLayout(alignment: alignment, children: node.layoutChildren).sizeThatFits(proposal, in: self)
        case .frame(let width, let height, let alignment):
            return FrameLayout(width: width, height: height, alignment: alignment)
                .sizeThatFits(proposal, child: child, in: self)
        case .flexibleFrame(let frame):
            return FlexibleFrameLayout(frame: frame).sizeThatFits(proposal, child: child, in: self)
        case .padding(let insets):
            return PaddingLayout(insets: insets).sizeThatFits(proposal, child: child, in: self)
        case .fixedSize(let horizontal, let vertical):
            return FixedSizeLayout(horizontal: horizontal, vertical: vertical)
                .sizeThatFits(proposal, child: child, in: self)
        case .position:
            return PositionLayout.sizeThatFits(proposal)
        case .aspectRatio(let ratio, let mode):
            return AspectRatioLayout(ratio: ratio, contentMode: mode).sizeThatFits(proposal, child: child, in: self)
        case .overlay(let alignment), .background(let alignment):
            return OverlayLayout(alignment: alignment, children: node.layoutChildren).sizeThatFits(proposal, in: self)
        case .group where node.layoutChildren.count != 1:
            return ZStackLayout(alignment: .center, children: node.layoutChildren).sizeThatFits(proposal, in: self)
        case .layoutPriority, .offset, .group, .effect, .gridCell:
            return size(ofChild: child, proposal)
        case .geometryReader:
            // [rev O-GeometryReader `GeometryReaderLayout.sizeThatFits`: replacingUnspecifiedDimensions(by: .zero)]
            return proposal.replacingUnspecifiedDimensions(by: .zero)
        case .viewThatFits(let axes):
            return ViewThatFitsLayout(axes: axes, children: node.layoutChildren).sizeThatFits(proposal, in: self)
        case .scrollView(let axes):
            return ScrollViewLayout(axes: axes).sizeThatFits(proposal, child: child, in: self)
        case .grid(let options):
            return GridLayout(options: options, rows: node.layoutChildren, in: self).sizeThatFits(proposal)
        case .gridRow:
            if nodes.indices.contains(node.parent), case .grid = nodes[node.parent].behavior {
                return proposal.replacingUnspecifiedDimensions(by: .zero)
            }
            return StackLayout(axis: .horizontal, alignment: .vertical(.center), spacing: nil,
                               children: node.layoutChildren).sizeThatFits(proposal, in: self)
        case .lazyGrid(let options):
            return LazyGridLayout(options: options, children: node.layoutChildren).sizeThatFits(proposal, in: self)
        }
    }

    /// Where node `index`, placed with `proposal` at `size`, puts all its children (relative origins):
    /// the behaviour's children, then any extra children as a centred overlay proposed `size`.
    func placements(of index: Int, _ proposal: ProposedSize, size: Size) -> [ChildPlacement] {
        var placements = behaviorPlacements(of: index, proposal, size: size)
        for extra in nodes[index].extraChildren {
            placements.append(FrameAlignment.place(extra, proposal: ProposedSize(size), in: size, alignment: .center,
                                                   computer: self))
        }
        return placements
    }

    /// Where the behaviour of node `index` puts the children it lays out.
    func behaviorPlacements(of index: Int, _ proposal: ProposedSize, size: Size) -> [ChildPlacement] {
        let proposal = Self.sanitized(proposal)
        let node = nodes[index]
        let child = node.layoutChildren.first
        switch node.behavior {
        case .shape, .circle, .leaf, .spacer, .divider:
            return []
        case .hStack(let alignment, let spacing):
            return StackLayout(axis: .horizontal, alignment: .vertical(alignment), spacing: spacing,
                               children: node.layoutChildren).placements(proposal, size: size, in: self)
        case .vStack(let alignment, let spacing):
            return StackLayout(axis: .vertical, alignment: .horizontal(alignment), spacing: spacing,
                               children: node.layoutChildren).placements(proposal, size: size, in: self)
        case .zStack(let alignment):
            return ZStackLayout(alignment: alignment, children: node.layoutChildren).placements(size: size, in: self)
        case .frame(let width, let height, let alignment):
            return FrameLayout(width: width, height: height, alignment: alignment)
                .placements(proposal, size: size, child: child, in: self)
        case .flexibleFrame(let frame):
            return FlexibleFrameLayout(frame: frame).placements(proposal, size: size, child: child, in: self)
        case .padding(let insets):
            return PaddingLayout(insets: insets).placements(proposal, child: child)
        case .fixedSize(let horizontal, let vertical):
            return FixedSizeLayout(horizontal: horizontal, vertical: vertical)
                .placements(proposal, size: size, child: child, in: self)
        case .position(let x, let y):
            return PositionLayout(x: x, y: y).placements(proposal, child: child, in: self)
        case .aspectRatio(let ratio, let mode):
            return AspectRatioLayout(ratio: ratio, contentMode: mode)
                .placements(proposal, size: size, child: child, in: self)
        case .overlay(let alignment), .background(let alignment):
            return OverlayLayout(alignment: alignment, children: node.layoutChildren)
                .placements(proposal, size: size, in: self)
        case .group where node.layoutChildren.count != 1:
            return ZStackLayout(alignment: .center, children: node.layoutChildren).placements(size: size, in: self)
        case .layoutPriority, .offset, .group, .effect, .gridCell:
            guard let child else { return [] }
            return [ChildPlacement(child: child, proposal: proposal, origin: .zero)]
        case .geometryReader:
            return node.layoutChildren.map { ChildPlacement(child: $0, proposal: ProposedSize(size), origin: .zero) }
        case .viewThatFits(let axes):
            return ViewThatFitsLayout(axes: axes, children: node.layoutChildren).placements(proposal, in: self)
        case .scrollView(let axes):
            return ScrollViewLayout(axes: axes).placements(proposal, size: size, child: child, in: self)
        case .grid(let options):
            let grid = GridLayout(options: options, rows: node.layoutChildren, in: self)
            let arranged = grid.arrange(proposal, size: size)
            for (row, cells) in arranged.cells { gridRowPlacements[row] = cells }
            return arranged.rows
        case .gridRow(let alignment):
            if let known = gridRowPlacements[index] { return known }
            return StackLayout(axis: .horizontal, alignment: .vertical(alignment ?? .center), spacing: nil,
                               children: node.layoutChildren).placements(proposal, size: size, in: self)
        case .lazyGrid(let options):
            return LazyGridLayout(options: options, children: node.layoutChildren).placements(proposal, in: self)
        }
    }

    /// A proposal with NaN and negative axes replaced by 0 (∞ and nil are kept).
    static func sanitized(_ proposal: ProposedSize) -> ProposedSize {
        func clean(_ v: Double?) -> Double? {
            guard let v else { return nil }
            return v >= 0 ? v : 0   // NaN fails the comparison too
        }
        return ProposedSize(width: clean(proposal.width), height: clean(proposal.height))
    }

    /// A size with NaN replaced by 0 (negative sizes from negative padding are kept).
    static func sanitized(_ size: Size) -> Size {
        Size(width: size.width.isNaN ? 0 : size.width, height: size.height.isNaN ? 0 : size.height)
    }
}
