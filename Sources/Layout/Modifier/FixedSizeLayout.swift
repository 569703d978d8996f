// `.fixedSize(horizontal:vertical:)`, LAYOUT.md §9 [doc A-fixedSize; rev O-Fixed]:
//   1. the child is proposed nil on each fixed axis and the parent's proposal on the others;
//   2. the size is the child's size; the child is centred in it (trivially).
// Layout priority passes through (§8, in FlatTree).

import Graphics

/// The fixed-size algorithm.
struct FixedSizeLayout {
    var horizontal: Bool
    var vertical: Bool

    /// Step 1.
    func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    /// Step 2.
    func sizeThatFits(_ proposal: ProposedSize, child: Int?, in computer: LayoutComputer) -> Size {
        computer.size(ofChild: child, childProposal(proposal))
    }

    /// Step 2: placement, centred.
    func placements(_ proposal: ProposedSize, size: Size, child: Int?,
                    in computer: LayoutComputer) -> [ChildPlacement] {
        guard let child else { return [] }
        return [FrameAlignment.place(child, proposal: childProposal(proposal), in: size, alignment: .center,
                                     computer: computer)]
    }
}
