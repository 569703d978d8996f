// An `Image(systemName:)` as a layout leaf, sized like SwiftUI sizes symbol images: the symbol's
// alignment rectangle for its font (width = advance, height = a full symbol height centred on the
// cap-height middle, grown to taller ink), with a baseline so `HStack(alignment: .firstTextBaseline)`
// and `Label` put it on the text's baseline. A `.resizable()` symbol takes the proposal like any
// resizable image (nil axes: its natural size) and its baseline scales with its height.
import Graphics
import Layout
import Typography

/// Measures one symbol image for the layout engine from its sized ``SymbolGlyph``.
struct SymbolLeaf: LeafLayout {
    /// The alignment rectangle's size, in points.
    let naturalSize: Size
    /// The distance from the alignment rectangle's top to the baseline, in points.
    let baseline: Double
    /// True after `.resizable()`.
    let isResizable: Bool

    init(glyph: SymbolGlyph, isResizable: Bool) {
        naturalSize = glyph.alignmentRect.size
        baseline = -glyph.alignmentRect.minY
        self.isResizable = isResizable
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        guard isResizable else { return naturalSize }
        return proposal.replacingUnspecifiedDimensions(by: naturalSize)
    }

    func firstBaseline(in size: Size) -> Double? {
        guard isResizable else { return baseline }
        guard naturalSize.height > 0 else { return size.height }
        return baseline * size.height / naturalSize.height
    }

    func lastBaseline(in size: Size) -> Double? {
        firstBaseline(in: size)
    }
}
