// `.overlay` / `.background`, LAYOUT.md §11 [doc A-overlay; rev O-Overlay
// `SecondaryLayerGeometryQuery`]:
//   1. the primary (first child) is laid out as without the modifier; the result has its size
//      (its priority and spacing pass through, see FlatTree);
//   2. one secondary view is proposed the primary's size and aligned to it:
//      `origin = primaryGuide − secondaryGuide`;
//   3. several secondary views form an implicit ZStack proposed the primary's size, aligned to the
//      primary the same way.
// Background only changes the drawing order.

import Graphics

/// The overlay/background algorithm.
struct OverlayLayout {
    var alignment: Alignment
    var children: [Int]

    /// Step 1.
    func sizeThatFits(_ proposal: ProposedSize, in computer: LayoutComputer) -> Size {
        computer.size(ofChild: children.first, proposal)
    }

    /// Steps 1–3.
    func placements(_ proposal: ProposedSize, size: Size, in computer: LayoutComputer) -> [ChildPlacement] {
        guard let primary = children.first else { return [] }
        // 1. The primary, where it would be without the modifier.
        var placements = [ChildPlacement(child: primary, proposal: proposal, origin: .zero)]
        let secondaries = Array(children.dropFirst())
        guard !secondaries.isEmpty else { return placements }
        let primaryGuide = Point(x: alignment.horizontal.value(forWidth: size.width),
                                 y: computer.guide(alignment.vertical, of: primary, proposal: proposal, size: size))
        let secondaryProposal = ProposedSize(size)
        if secondaries.count == 1 {
            // 2. One secondary view, aligned directly.
            let child = secondaries[0]
            let childSize = computer.size(of: child, secondaryProposal)
            let guide = Point(x: alignment.horizontal.value(forWidth: childSize.width),
                              y: computer.guide(alignment.vertical, of: child, proposal: secondaryProposal,
                                                size: childSize))
            placements.append(ChildPlacement(child: child, proposal: secondaryProposal, origin: primaryGuide - guide))
        } else {
            // 3. An implicit ZStack.
            let stack = ZStackLayout(alignment: alignment, children: secondaries)
            let stackSize = stack.sizeThatFits(secondaryProposal, in: computer)
            let arranged = stack.arrange(size: stackSize, in: computer)
            let stackOrigin = primaryGuide - arranged.guide
            for placement in arranged.placements {
                var moved = placement
                moved.origin = stackOrigin + placement.origin
                placements.append(moved)
            }
        }
        return placements
    }
}
