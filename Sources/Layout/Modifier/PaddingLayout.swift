// `.padding`, LAYOUT.md §7 [doc A-padding; rev O-Padding, O-DefaultPadding, O-ProposedSize `inset(by:)`]:
//   1. the child is proposed the proposal minus the insets, clamped at 0 (nil stays nil, ∞ stays ∞);
//   2. the size is the child's size plus the insets;
//   3. the child is placed at (leading, top).
// Default lengths (nil → 16) are resolved when the node is built: `EdgeInsets(_:_:)`.

import Graphics

/// The padding algorithm.
struct PaddingLayout {
    var insets: EdgeInsets

    /// Step 1.
    func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        func inset(_ length: Double?, by amount: Double) -> Double? {
            length.map { Swift.max($0 - amount, 0) }
        }
        return ProposedSize(width: inset(proposal.width, by: insets.horizontal),
                            height: inset(proposal.height, by: insets.vertical))
    }

    /// Step 2.
    func sizeThatFits(_ proposal: ProposedSize, child: Int?, in computer: LayoutComputer) -> Size {
        let childSize = computer.size(ofChild: child, childProposal(proposal))
        return Size(width: childSize.width + insets.horizontal, height: childSize.height + insets.vertical)
    }

    /// Step 3.
    func placements(_ proposal: ProposedSize, child: Int?) -> [ChildPlacement] {
        guard let child else { return [] }
        return [ChildPlacement(child: child, proposal: childProposal(proposal),
                               origin: Point(x: insets.leading, y: insets.top))]
    }
}
