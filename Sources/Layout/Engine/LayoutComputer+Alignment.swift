// Alignment guides, LAYOUT.md §12: leading 0, center w/2, trailing w; top 0, center h/2, bottom h.
// The text baselines come from the leaf protocol and are carried up through containers (first
// baseline = the topmost child baseline, last = the bottommost); a view without text uses its
// bottom edge, SwiftUI's default for the baseline guides.

import Graphics

extension LayoutComputer {
    /// The value of `alignment` in node `index` at `size` (placed with `proposal`).
    func guide(_ alignment: VerticalAlignment, of index: Int, proposal: ProposedSize, size: Size) -> Double {
        switch alignment.guide {
        case .top, .center, .bottom:
            return alignment.value(forHeight: size.height)
        case .firstTextBaseline:
            return baseline(of: index, first: true, proposal: proposal, size: size) ?? size.height
        case .lastTextBaseline:
            return baseline(of: index, first: false, proposal: proposal, size: size) ?? size.height
        }
    }

    /// The first or last text baseline of node `index`, or nil when it contains no text.
    func baseline(of index: Int, first: Bool, proposal: ProposedSize, size: Size) -> Double? {
        let key = BaselineKey(index: index, proposal: Self.sanitized(proposal), first: first)
        if let known = baselineMemo[key] { return known }
        let value = computeBaseline(of: index, first: first, proposal: proposal, size: size)
        baselineMemo[key] = value
        return value
    }

    private func computeBaseline(of index: Int, first: Bool, proposal: ProposedSize, size: Size) -> Double? {
        let node = nodes[index]
        switch node.behavior {
        case .leaf(let leaf):
            let value = first ? leaf.firstBaseline(in: size) : leaf.lastBaseline(in: size)
            return value.flatMap { $0.isFinite ? $0 : nil }
        case .shape, .circle, .spacer, .divider:
            return nil
        case .overlay, .background:
            // The primary view provides the layout characteristics (§11).
            return behaviorPlacements(of: index, proposal, size: size).first.flatMap { placement in
                childBaseline(placement, first: first)
            }
        case .hStack, .vStack, .zStack, .frame, .flexibleFrame, .padding, .fixedSize, .layoutPriority,
             .offset, .position, .aspectRatio, .group, .effect, .geometryReader, .viewThatFits, .scrollView, .grid,
             .gridRow, .gridCell, .lazyGrid:
            var result: Double?
            for placement in behaviorPlacements(of: index, proposal, size: size) {
                guard let value = childBaseline(placement, first: first) else { continue }
                result = result.map { first ? Swift.min($0, value) : Swift.max($0, value) } ?? value
            }
            return result
        }
    }

    private func childBaseline(_ placement: ChildPlacement, first: Bool) -> Double? {
        let childSize = size(of: placement.child, placement.proposal)
        return baseline(of: placement.child, first: first, proposal: placement.proposal, size: childSize)
            .map { $0 + placement.origin.y }
    }
}
