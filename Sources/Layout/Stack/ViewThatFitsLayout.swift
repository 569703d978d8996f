// ViewThatFits [doc A-ViewThatFits: "evaluates its child views in the order you provide them … selects
// the first child whose ideal size on the constrained axes fits within the proposed size"; A-ViewThatFits
// init(in:content:): "If axes is an empty set, ViewThatFits uses the first child view"]:
//   1. for each child in order, its ideal size on the constrained axes: proposed nil on those axes and
//      the proposal on the others;
//   2. the first child whose ideal length fits the proposal on every constrained axis (a nil proposal
//      fits anything) is chosen; when none fits, the last child (SwiftUI shows the last, smallest,
//      alternative, as the documentation's UploadProgressView example relies on);
//   3. the ViewThatFits has the chosen child's size for the proposal and places it at its origin; the
//      other children are laid out at a zero proposal and marked not placed (never drawn).

import Graphics

/// The ViewThatFits algorithm.
struct ViewThatFitsLayout {
    var axes: Axis.Set
    var children: [Int]

    /// Steps 1–2: the index (in `children`) of the child shown for `proposal`.
    func chosenSlot(_ proposal: ProposedSize, in computer: LayoutComputer) -> Int? {
        guard !children.isEmpty else { return nil }
        guard !axes.isEmpty else { return 0 }
        var ideal = proposal
        if axes.contains(.horizontal) { ideal.width = nil }
        if axes.contains(.vertical) { ideal.height = nil }
        for slot in children.indices {
            let size = computer.size(of: children[slot], ideal)
            if fits(size.width, proposal.width, on: .horizontal) && fits(size.height, proposal.height, on: .vertical) {
                return slot
            }
        }
        return children.count - 1
    }

    private func fits(_ length: Double, _ proposed: Double?, on axis: Axis) -> Bool {
        guard axes.contains(axis), let proposed else { return true }
        return length <= proposed
    }

    /// Step 3: the size.
    func sizeThatFits(_ proposal: ProposedSize, in computer: LayoutComputer) -> Size {
        guard let slot = chosenSlot(proposal, in: computer) else { return .zero }
        return computer.size(of: children[slot], proposal)
    }

    /// Step 3: the chosen child placed, the others laid out but not placed.
    func placements(_ proposal: ProposedSize, in computer: LayoutComputer) -> [ChildPlacement] {
        let chosen = chosenSlot(proposal, in: computer)
        return children.indices.map { slot in
            slot == chosen
                ? ChildPlacement(child: children[slot], proposal: proposal, origin: .zero)
                : ChildPlacement(child: children[slot], proposal: .zero, origin: .zero, isPlaced: false)
        }
    }
}
