// ScrollView at rest (scroll offset zero). Apple's ScrollView page [doc A-ScrollView] says only that it
// "displays its content within the scrollable content region" and scrolls along `axes` (default
// vertical); the rules below are OUR reading of SwiftUI's visible behaviour, not a documented algorithm:
// content along a scrolling axis is unbounded (so it takes its ideal length), the scroll view fills
// what it is offered, and narrower content sits centred across the scrolling axis (why
// `.frame(maxWidth: .infinity, alignment: .leading)` is the usual idiom inside a vertical ScrollView).
//   1. the content is proposed nil (its ideal length) on the scrolling axes and the proposal on the others;
//   2. the ScrollView takes the proposal on both axes; a nil axis takes the content's length;
//   3. the content starts at the ScrollView's top (vertical) / leading edge (horizontal) on the
//      scrolling axes and is centred on the others. The clip to the ScrollView's bounds is drawn by
//      the view layer (an effect node), not here.

import Graphics

/// The ScrollView algorithm.
struct ScrollViewLayout {
    var axes: Axis.Set

    /// Step 1.
    func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
        var content = proposal
        if axes.contains(.horizontal) { content.width = nil }
        if axes.contains(.vertical) { content.height = nil }
        return content
    }

    /// Step 2.
    func sizeThatFits(_ proposal: ProposedSize, child: Int?, in computer: LayoutComputer) -> Size {
        let content = computer.size(ofChild: child, contentProposal(proposal))
        return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    /// Step 3.
    func placements(_ proposal: ProposedSize, size: Size, child: Int?, in computer: LayoutComputer) -> [ChildPlacement] {
        guard let child else { return [] }
        var contentProposal = contentProposal(proposal)
        // The non-scrolling axes are proposed the ScrollView's own length when placing.
        if !axes.contains(.horizontal) { contentProposal.width = size.width }
        if !axes.contains(.vertical) { contentProposal.height = size.height }
        let content = computer.size(of: child, contentProposal)
        let x = axes.contains(.horizontal) ? 0 : (size.width - content.width) / 2
        let y = axes.contains(.vertical) ? 0 : (size.height - content.height) / 2
        return [ChildPlacement(child: child, proposal: contentProposal, origin: Point(x: x, y: y))]
    }
}
