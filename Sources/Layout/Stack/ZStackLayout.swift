// ZStack, LAYOUT.md §4 [rev O-ZStack `sizeThatFits`, `placeSubviews`; doc A-ZStack, fatbob-zstack]:
//   1. size = the extent of the aligned union of the children with the highest layout priority
//      (max width × max height for the geometric guides); lower priorities do not count; empty = 0×0;
//   2. placement proposes every child the ZStack's final size;
//   3. each child's guide is put on the ZStack's guide (from its bounds for the geometric guides,
//      the largest guide of the highest-priority children for the text baselines).
// Also the implicit ZStack of several overlay/background views (§11) and of a multi-child group.

import Graphics

/// The ZStack algorithm.
struct ZStackLayout {
    var alignment: Alignment
    var children: [Int]

    /// Step 1: the ZStack's size for `proposal`.
    func sizeThatFits(_ proposal: ProposedSize, in computer: LayoutComputer) -> Size {
        let leaders = highestPriorityChildren(in: computer)
        guard !leaders.isEmpty else { return .zero }
        var left = -Double.infinity, right = -Double.infinity
        var above = -Double.infinity, below = -Double.infinity
        // An infinitely large child (a probe at proposal ∞) makes that side infinite; aligning it would
        // compute ∞ − ∞ = NaN, so it is recorded apart and never enters the guide arithmetic.
        var infiniteWidth = false, infiniteHeight = false
        for child in leaders {
            let size = computer.size(of: child, proposal)
            if size.width.isInfinite { infiniteWidth = true } else {
                let x = alignment.horizontal.value(forWidth: size.width)
                left = Swift.max(left, x); right = Swift.max(right, size.width - x)
            }
            if size.height.isInfinite { infiniteHeight = true } else {
                let y = computer.guide(alignment.vertical, of: child, proposal: proposal, size: size)
                above = Swift.max(above, y); below = Swift.max(below, size.height - y)
            }
        }
        let width = infiniteWidth ? Double.infinity : Swift.max(0, left + right)
        let height = infiniteHeight ? Double.infinity : Swift.max(0, above + below)
        return Size(width: width.isNaN ? 0 : width, height: height.isNaN ? 0 : height)
    }

    /// Steps 2–3: every child proposed `size`, aligned on the ZStack's guides.
    func placements(size: Size, in computer: LayoutComputer) -> [ChildPlacement] {
        arrange(size: size, in: computer).placements
    }

    /// Steps 2–3, also returning the ZStack's own guide point (used by overlays).
    func arrange(size: Size, in computer: LayoutComputer) -> (placements: [ChildPlacement], guide: Point) {
        let proposal = ProposedSize(size)
        let sizes = children.map { computer.size(of: $0, proposal) }
        let guides = children.indices.map { slot in
            computer.guide(alignment.vertical, of: children[slot], proposal: proposal, size: sizes[slot])
        }
        let lineX = alignment.horizontal.value(forWidth: size.width)
        var lineY = alignment.vertical.value(forHeight: size.height)
        if alignment.vertical.isTextBaseline {
            let leaders = Set(highestPriorityChildren(in: computer))
            lineY = children.indices.filter { leaders.contains(children[$0]) }.map { guides[$0] }.max() ?? lineY
        }
        let placements = children.indices.map { slot in
            let origin = Point(x: lineX - alignment.horizontal.value(forWidth: sizes[slot].width),
                               y: lineY - guides[slot])
            return ChildPlacement(child: children[slot], proposal: proposal, origin: origin)
        }
        return (placements, Point(x: lineX, y: lineY))
    }

    /// The children whose priority equals the highest priority present.
    private func highestPriorityChildren(in computer: LayoutComputer) -> [Int] {
        guard let top = children.map({ computer.nodes[$0].priority }).max() else { return [] }
        return children.filter { computer.nodes[$0].priority == top }
    }
}
