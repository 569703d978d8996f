// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, LAYOUT.md §6
// [doc A-flexframe, FG-Frames, Workshop; rev O-Frame `sizeThatFits`, `childPlacementProposal`].
// Each axis is independent:
//   1. child proposal: c = P ?? ideal, clamped to [min, max]; nil when both are nil;
//   2. frame length: the clamped proposal when P and both bounds are set; ideal when P is nil;
//      else the single-bound rules (min only: max(min(c ?? ∞, child), min); max only:
//      min(max(c ?? −∞, child), max)); with no bounds the child's length;
//   3. placement proposes the frame's final size, except (iOS 17) nil on an axis whose proposal was
//      nil, without ideal, with min < size < max; the child is aligned by `alignment`.
// The bounds were normalised when the tree was flattened (min ≥ 0, ideal ≥ min, max ≥ ideal).

import Graphics

/// The flexible-frame algorithm.
struct FlexibleFrameLayout {
    var frame: FlexibleFrame

    /// Step 1 on both axes.
    func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: Self.childLength(proposal.width, frame.width),
                     height: Self.childLength(proposal.height, frame.height))
    }

    /// Step 2 on both axes.
    func sizeThatFits(_ proposal: ProposedSize, child: Int?, in computer: LayoutComputer) -> Size {
        let childSize = computer.size(ofChild: child, childProposal(proposal))
        return Size(width: Self.frameLength(proposal.width, frame.width, child: childSize.width),
                    height: Self.frameLength(proposal.height, frame.height, child: childSize.height))
    }

    /// Step 3.
    func placements(_ proposal: ProposedSize, size: Size, child: Int?,
                    in computer: LayoutComputer) -> [ChildPlacement] {
        guard let child else { return [] }
        let placement = ProposedSize(width: Self.placementLength(proposal.width, frame.width, size: size.width),
                                     height: Self.placementLength(proposal.height, frame.height, size: size.height))
        return [FrameAlignment.place(child, proposal: placement, in: size, alignment: frame.alignment,
                                     computer: computer)]
    }

    /// Step 1: `P ?? ideal`, clamped to the bounds.
    static func childLength(_ proposed: Double?, _ d: FlexibleFrame.Dimension) -> Double? {
        guard let c = proposed ?? d.ideal else { return nil }
        return clamp(c, d.min, d.max)
    }

    /// Step 2: the frame's length on one axis.
    static func frameLength(_ proposed: Double?, _ d: FlexibleFrame.Dimension, child: Double) -> Double {
        if let proposed, d.min != nil, d.max != nil { return clamp(proposed, d.min, d.max) }
        if proposed == nil {
            if let ideal = d.ideal { return ideal }
            if d.min != nil, d.max != nil { return clamp(child, d.min, d.max) }
        }
        let c = childLength(proposed, d)
        switch (d.min, d.max) {
        case let (min?, nil): return Swift.max(Swift.min(c ?? .infinity, child), min)
        case let (nil, max?): return Swift.min(Swift.max(c ?? -.infinity, child), max)
        case let (min?, max?): return clamp(child, min, max)   // proposal nil, no ideal: handled above
        case (nil, nil): return child
        }
    }

    /// Step 3: the frame's size, or nil under the iOS 17 ideal-sizing refinement.
    static func placementLength(_ proposed: Double?, _ d: FlexibleFrame.Dimension, size: Double) -> Double? {
        if proposed == nil, d.ideal == nil, size > (d.min ?? -.infinity), size < (d.max ?? .infinity) {
            return nil
        }
        return size
    }

    /// `min(max(value, lower), upper)`; a missing bound does not constrain (upper wins a contradiction).
    static func clamp(_ value: Double, _ lower: Double?, _ upper: Double?) -> Double {
        Swift.min(Swift.max(value, lower ?? -.infinity), upper ?? .infinity)
    }
}
