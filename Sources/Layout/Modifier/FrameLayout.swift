// `.frame(width:height:alignment:)`, LAYOUT.md §5 [doc A-frame; rev O-Frame]:
//   1. the child is proposed (width ?? P.width, height ?? P.height);
//   2. the frame's size is the fixed value on each fixed axis and the child's size on the others;
//   3. the child is aligned inside the frame by `alignment` and may overflow it.
// Negative and non-finite values were turned into nil when the tree was flattened.

import Graphics

/// The fixed-frame algorithm.
struct FrameLayout {
    var width: Double?
    var height: Double?
    var alignment: Alignment

    /// Step 1: the child's proposal.
    func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    /// Step 2: the frame's size.
    func sizeThatFits(_ proposal: ProposedSize, child: Int?, in computer: LayoutComputer) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let childSize = computer.size(ofChild: child, childProposal(proposal))
        return Size(width: width ?? childSize.width, height: height ?? childSize.height)
    }

    /// Step 3: the child aligned inside the frame.
    func placements(_ proposal: ProposedSize, size: Size, child: Int?,
                    in computer: LayoutComputer) -> [ChildPlacement] {
        guard let child else { return [] }
        let childProposal = childProposal(proposal)
        return [FrameAlignment.place(child, proposal: childProposal, in: size, alignment: alignment, computer: computer)]
    }
}

/// §12: a child aligned inside a frame: `origin = frameGuide − childGuide` on each axis, where the
/// frame's guide is its geometric value (a frame's text baselines default to its bottom edge).
enum FrameAlignment {
    static func place(_ child: Int, proposal: ProposedSize, in size: Size, alignment: Alignment,
                      computer: LayoutComputer) -> ChildPlacement {
        let childSize = computer.size(of: child, proposal)
        let x = alignment.horizontal.value(forWidth: size.width) - alignment.horizontal.value(forWidth: childSize.width)
        let y = alignment.vertical.value(forHeight: size.height)
            - computer.guide(alignment.vertical, of: child, proposal: proposal, size: childSize)
        return ChildPlacement(child: child, proposal: proposal, origin: Point(x: x, y: y))
    }
}
