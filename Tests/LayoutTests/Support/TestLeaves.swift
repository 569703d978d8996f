// Leaves with fixed answers for the layout tests (text is TestSupport's BoxTextMeasurer).
import Graphics
import Layout

/// A leaf with a natural size that ignores its proposal (a non-resizable Image).
struct FixedLeaf: LeafLayout {
    var size: Size
    func sizeThatFits(_ proposal: ProposedSize) -> Size { size }
}

/// A resizable image: the proposal, with nil axes taken from its natural size.
struct ResizableLeaf: LeafLayout {
    var natural: Size
    func sizeThatFits(_ proposal: ProposedSize) -> Size { proposal.replacingUnspecifiedDimensions(by: natural) }
}

/// A hostile leaf that answers NaN, negative or infinite sizes.
struct HostileLeaf: LeafLayout {
    var answer: Size
    func sizeThatFits(_ proposal: ProposedSize) -> Size { answer }
}
