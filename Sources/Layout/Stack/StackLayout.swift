// HStack / VStack, LAYOUT.md §3 (one algorithm, axes swapped) [doc FG-HStack, objc-blog, Workshop;
// rev O-Stack `StackLayout`, O-Traits `FlexibilityEstimate`].
//
// Sizing with a numeric major proposal M (§3.2):
//   1. measure each child's flexibility: major size at (0, m) and at (∞, m);
//   2. order by priority (high first), then flexibility (small first), then, both infinite,
//      larger minimum first, then declaration order;
//   3. available = M − internal spacing;
//   4. walk the priority groups, setting aside the lower groups' minimums;
//   5. offer each child of a group an equal share of what is left, subtract what it takes;
//   6. major size = sum of the children + spacing (may exceed M);
//   7. minor size = extent of the children's union after alignment.
// With a nil major proposal every child is proposed (nil, m) once (§3.3).
// Placement (§3.4) re-proposes a nil minor axis as the stack's own minor size, then positions the
// children in declaration order and aligns them on the minor axis.

import Graphics

/// The stack algorithm for one HStack or VStack.
struct StackLayout {
    /// The minor-axis alignment: vertical guides for an HStack, horizontal for a VStack.
    enum MinorAlignment {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)
    }

    /// The children's sizes and the proposals that produced them, in declaration order.
    struct Distribution {
        var sizes: [Size]
        var proposals: [ProposedSize]
        /// `gaps[i]` is the distance between child i and child i+1.
        var gaps: [Double]
    }

    var axis: Axis
    var alignment: MinorAlignment
    var spacing: Double?
    var children: [Int]

    /// §3.2–3.3 steps 1–7: the stack's size for `proposal`.
    func sizeThatFits(_ proposal: ProposedSize, in computer: LayoutComputer) -> Size {
        let distribution = distribute(proposal, in: computer)
        let major = distribution.sizes.reduce(0) { $0 + $1[axis] } + distribution.gaps.reduce(0, +)
        let minor = minorExtent(distribution, in: computer)
        return Size(major: major, minor: minor, axis: axis)
    }

    /// §3.4: where the children go when the stack is placed with `proposal` at `size`.
    func placements(_ proposal: ProposedSize, size: Size, in computer: LayoutComputer) -> [ChildPlacement] {
        // 1. A nil minor proposal becomes the stack's own minor size; size the children again.
        var proposal = proposal
        if proposal[axis.other] == nil { proposal[axis.other] = size[axis.other] }
        let distribution = distribute(proposal, in: computer)
        // 2. The minor-axis guide line of the stack.
        let guides = minorGuides(distribution, in: computer)
        let line = stackGuideLine(stackMinor: size[axis.other], childGuides: guides)
        // 3. Major positions in declaration order; minor positions by alignment.
        var placements: [ChildPlacement] = []
        placements.reserveCapacity(children.count)
        var position = 0.0
        for (slot, child) in children.enumerated() {
            if slot > 0 { position += distribution.gaps[slot - 1] }
            let origin = Point(major: position, minor: line - guides[slot], axis: axis)
            placements.append(ChildPlacement(child: child, proposal: distribution.proposals[slot], origin: origin))
            position += distribution.sizes[slot][axis]
        }
        return placements
    }

    // MARK: - Sizing

    /// §3.1–3.3: the children's sizes for `proposal`.
    func distribute(_ proposal: ProposedSize, in computer: LayoutComputer) -> Distribution {
        let gaps = self.gaps(in: computer)
        let minor = proposal[axis.other]
        guard let major = proposal[axis] else {
            return idealDistribution(minor: minor, gaps: gaps, in: computer)
        }
        let internalSpacing = gaps.reduce(0, +)
        return flexibleDistribution(major: major, minor: minor, internalSpacing: internalSpacing,
                                    gaps: gaps, in: computer)
    }

    /// §3.1: the distance between each adjacent pair: the explicit spacing, or the pairwise default.
    func gaps(in computer: LayoutComputer) -> [Double] {
        guard children.count > 1 else { return [] }
        if let spacing { return Array(repeating: spacing, count: children.count - 1) }
        return (1..<children.count).map { slot in
            ViewSpacing.distance(from: computer.nodes[children[slot - 1]].spacing.trailingEdge(along: axis),
                                 to: computer.nodes[children[slot]].spacing.leadingEdge(along: axis),
                                 rules: computer.rules)
        }
    }

    /// §3.3: nil major proposal: every child proposed (nil, m) once.
    private func idealDistribution(minor: Double?, gaps: [Double], in computer: LayoutComputer) -> Distribution {
        let proposal = ProposedSize(major: nil, minor: minor, axis: axis)
        let sizes = children.map { computer.size(of: $0, proposal) }
        return Distribution(sizes: sizes, proposals: Array(repeating: proposal, count: children.count), gaps: gaps)
    }

    /// One child's measurements for §3.2 steps 1–2.
    private struct Probe {
        var slot: Int
        var priority: Double
        var minLength: Double
        var flexibility: Double
    }

    /// §3.2 steps 1–5.
    private func flexibleDistribution(major: Double, minor: Double?, internalSpacing: Double, gaps: [Double],
                                      in computer: LayoutComputer) -> Distribution {
        // 1. Flexibility.
        let probes = measureFlexibility(minor: minor, in: computer)
        // 2. Order.
        let order = probes.sorted(by: Self.precedes)
        // 3. Available length.
        var available = major - internalSpacing
        // 4. Set aside the minimums of every group below the first.
        let firstPriority = order.first?.priority ?? 0
        available -= order.reduce(0) { $1.priority < firstPriority ? $0 + $1.minLength : $0 }
        var sizes = Array(repeating: Size.zero, count: children.count)
        var proposals = Array(repeating: ProposedSize.unspecified, count: children.count)
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count && order[end].priority == order[start].priority { end += 1 }
            if start > 0 { available += order[start..<end].reduce(0) { $0 + $1.minLength } }
            // 5. Equal shares within the group, least flexible first.
            for position in start..<end {
                let slot = order[position].slot
                let remaining = Double(end - position)
                let offer = Self.share(of: available, among: remaining)
                let proposal = ProposedSize(major: offer, minor: minor, axis: axis)
                let size = computer.size(of: children[slot], proposal)
                sizes[slot] = size
                proposals[slot] = proposal
                available = Self.subtract(size[axis], from: available)
            }
            start = end
        }
        return Distribution(sizes: sizes, proposals: proposals, gaps: gaps)
    }

    /// Step 1: each child's major size at (0, m) and (∞, m), and its priority.
    private func measureFlexibility(minor: Double?, in computer: LayoutComputer) -> [Probe] {
        let smallest = ProposedSize(major: 0, minor: minor, axis: axis)
        let largest = ProposedSize(major: .infinity, minor: minor, axis: axis)
        return children.enumerated().map { slot, child in
            let minLength = computer.size(of: child, smallest)[axis]
            let maxLength = computer.size(of: child, largest)[axis]
            let flexibility = maxLength - minLength
            return Probe(slot: slot, priority: computer.nodes[child].priority, minLength: minLength,
                         flexibility: flexibility.isNaN ? .infinity : flexibility)
        }
    }

    /// Step 2: the order in which children are offered space.
    private static func precedes(_ a: Probe, _ b: Probe) -> Bool {
        if a.priority != b.priority { return a.priority > b.priority }             // 2a
        if a.flexibility != b.flexibility { return a.flexibility < b.flexibility } // 2b
        if a.flexibility.isInfinite && a.minLength != b.minLength {                // 2c
            return a.minLength > b.minLength
        }
        return a.slot < b.slot                                                     // 2d
    }

    /// Step 5: `max(available / k, 0)`; an infinite proposal stays infinite.
    private static func share(of available: Double, among count: Double) -> Double {
        let offer = available / count
        return offer > 0 ? offer : 0   // NaN and negative → 0
    }

    /// Step 5: what is left after a child took `length`; ∞ available stays ∞.
    private static func subtract(_ length: Double, from available: Double) -> Double {
        if available == .infinity { return available }
        let left = available - length
        return left.isNaN ? -.infinity : left
    }

    // MARK: - Minor axis

    /// Step 7: the extent of the children's union on the minor axis after alignment.
    private func minorExtent(_ distribution: Distribution, in computer: LayoutComputer) -> Double {
        guard !children.isEmpty else { return 0 }
        let guides = minorGuides(distribution, in: computer)
        var above = -Double.infinity, below = -Double.infinity
        for slot in children.indices {
            above = Swift.max(above, guides[slot])
            below = Swift.max(below, distribution.sizes[slot][axis.other] - guides[slot])
        }
        return above + below
    }

    /// Each child's alignment-guide value on the minor axis.
    private func minorGuides(_ distribution: Distribution, in computer: LayoutComputer) -> [Double] {
        children.indices.map { slot in
            let size = distribution.sizes[slot]
            switch alignment {
            case .horizontal(let guide):
                return guide.value(forWidth: size.width)
            case .vertical(let guide):
                return computer.guide(guide, of: children[slot], proposal: distribution.proposals[slot], size: size)
            }
        }
    }

    /// §3.4, §12: the stack's own guide value: from its bounds for the geometric guides, the union's
    /// line (the largest child guide) for the text baselines.
    private func stackGuideLine(stackMinor: Double, childGuides: [Double]) -> Double {
        switch alignment {
        case .horizontal(let guide):
            return guide.value(forWidth: stackMinor)
        case .vertical(let guide):
            guard guide.isTextBaseline else { return guide.value(forHeight: stackMinor) }
            return childGuides.max() ?? 0
        }
    }
}
