// `.position(x:y:)` (SwiftUI's `_PositionLayout`; not in LAYOUT.md, documented behaviour
// [doc "Positions the center of this view at the specified coordinates in its parent's coordinate
// space"]):
//   1. the size is the whole proposal, nil → 10;
//   2. the child is proposed the same proposal and its centre is put on (x, y) in that space.

import Graphics

/// The position algorithm.
struct PositionLayout {
    var x: Double
    var y: Double

    /// Step 1.
    static func sizeThatFits(_ proposal: ProposedSize) -> Size {
        LeafSizing.shape(proposal)
    }

    /// Step 2.
    func placements(_ proposal: ProposedSize, child: Int?, in computer: LayoutComputer) -> [ChildPlacement] {
        guard let child else { return [] }
        let size = computer.size(of: child, proposal)
        return [ChildPlacement(child: child, proposal: proposal,
                               origin: Point(x: x - size.width / 2, y: y - size.height / 2))]
    }
}
