// `.aspectRatio(_:contentMode:)` (SwiftUI's `_AspectRatioLayout`; not in LAYOUT.md; documented
// behaviour [doc A-aspectRatio: "constrains this view's dimensions to the specified aspect ratio"]):
//   1. the ratio is the given one, or the child's ideal width ÷ height when nil (no usable ratio:
//      the modifier passes the proposal through);
//   2. the proposal's nil axes are derived from the other axis (both nil: from the child's ideal
//      size); then `.fit` takes the largest size of the ratio inside it and `.fill` the smallest
//      size of the ratio that covers it;
//   3. the child is proposed that size; the modifier's size is the child's, and the child is centred.

import Graphics

/// The aspect-ratio algorithm.
struct AspectRatioLayout {
    var ratio: Double?
    var contentMode: ContentMode

    /// The ratios laid out: 1/10 000 to 10 000 (a 10 000-point side, the document limit, against one
    /// point). Outside it width ÷ ratio overflows to ∞ and layout yields NaN frames.
    static let ratioRange: ClosedRange<Double> = 1e-4...1e4

    /// `ratio` moved into ``ratioRange``.
    static func clamped(_ ratio: Double) -> Double {
        Swift.min(Swift.max(ratio, ratioRange.lowerBound), ratioRange.upperBound)
    }

    /// Steps 1–2: the proposal for the child.
    func childProposal(_ proposal: ProposedSize, child: Int?, in computer: LayoutComputer) -> ProposedSize {
        // 1. The ratio.
        guard let child, let ratio = ratio ?? Self.idealRatio(of: child, in: computer) else { return proposal }
        // 2. Fill in nil axes, then fit or fill.
        let base: Size
        switch (proposal.width, proposal.height) {
        case let (width?, height?): base = Size(width: width, height: height)
        case let (width?, nil): return ProposedSize(width: width, height: width / ratio)
        case let (nil, height?): return ProposedSize(width: height * ratio, height: height)
        case (nil, nil): base = computer.size(of: child, .unspecified)
        }
        let byWidth = Size(width: base.width, height: base.width / ratio)
        let byHeight = Size(width: base.height * ratio, height: base.height)
        switch contentMode {
        case .fit: return ProposedSize(byWidth.height <= base.height ? byWidth : byHeight)
        case .fill: return ProposedSize(byWidth.height >= base.height ? byWidth : byHeight)
        }
    }

    /// Step 3: the size.
    func sizeThatFits(_ proposal: ProposedSize, child: Int?, in computer: LayoutComputer) -> Size {
        computer.size(ofChild: child, childProposal(proposal, child: child, in: computer))
    }

    /// Step 3: placement, centred.
    func placements(_ proposal: ProposedSize, size: Size, child: Int?,
                    in computer: LayoutComputer) -> [ChildPlacement] {
        guard let child else { return [] }
        return [FrameAlignment.place(child, proposal: childProposal(proposal, child: child, in: computer),
                                     in: size, alignment: .center, computer: computer)]
    }

    /// Step 1: the child's ideal width ÷ height, when finite and positive.
    static func idealRatio(of child: Int, in computer: LayoutComputer) -> Double? {
        let ideal = computer.size(of: child, .unspecified)
        let ratio = ideal.width / ideal.height
        return ratio.isFinite && ratio > 0 ? clamped(ratio) : nil
    }
}
