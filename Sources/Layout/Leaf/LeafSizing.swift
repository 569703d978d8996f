// How leaves answer a proposal, LAYOUT.md §2:
//   §2.1 shapes and Color: the proposal, nil → 10 [doc A-Shape.sizeThatFits; rev O-Shapes]
//   §2.2 Circle: a square of the smaller side (iOS 16+) [rev O-Shapes]
//   §2.3 Text, Image: measured by the caller through `LeafLayout`
//   §2.4 Spacer: max(proposal ?? −∞, minLength) along its stack axis, 0 across it; both axes
//        outside a stack [rev O-Spacer; doc A-Spacer]
//   §2.5 Divider: `thickness` on its stack's major axis, the proposal across (nil → 10); a
//        horizontal line outside an HStack [doc A-Divider; rev O-Divider]

import Graphics

/// Sizing of the leaf behaviours.
enum LeafSizing {
    /// §2.1: the proposal with nil → 10; ∞ stays ∞.
    static func shape(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecifiedDimensions(
            by: Size(width: LayoutDefaults.unspecifiedLength, height: LayoutDefaults.unspecifiedLength))
    }

    /// §2.2: a square whose side is the smaller proposed side (nil → 10).
    static func circle(_ proposal: ProposedSize) -> Size {
        let full = shape(proposal)
        let side = Swift.min(full.width, full.height)
        return Size(width: side, height: side)
    }

    /// §2.3: the caller's measurement, with NaN and negative lengths read as 0.
    static func measured(_ leaf: any LeafLayout, _ proposal: ProposedSize) -> Size {
        let size = leaf.sizeThatFits(proposal)
        func clean(_ v: Double) -> Double { v >= 0 ? v : 0 }
        return Size(width: clean(size.width), height: clean(size.height))
    }

    /// §2.4: Spacer.
    static func spacer(_ proposal: ProposedSize, minLength: Double?, stackAxis: Axis?) -> Size {
        let minimum = minLength ?? LayoutDefaults.spacing
        func grow(_ proposed: Double?) -> Double { Swift.max(proposed ?? -.infinity, minimum) }
        switch stackAxis {
        case .horizontal?: return Size(width: grow(proposal.width), height: 0)
        case .vertical?: return Size(width: 0, height: grow(proposal.height))
        case nil: return Size(width: grow(proposal.width), height: grow(proposal.height))
        }
    }

    /// §2.5: Divider, a `frame(width: t)` (in an HStack) or `frame(height: t)` around a fill.
    static func divider(_ proposal: ProposedSize, thickness: Double, stackAxis: Axis?) -> Size {
        let fill = shape(proposal)
        switch stackAxis {
        case .horizontal?: return Size(width: thickness, height: fill.height)
        case .vertical?, nil: return Size(width: fill.width, height: thickness)
        }
    }
}
