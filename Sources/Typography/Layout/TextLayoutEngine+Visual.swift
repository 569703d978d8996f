// Step 9 of text layout: the graphemes of one line in visual order (UAX #9 L1–L2 by BidiReordering).
//
// A line is made of pieces (grapheme ranges and an ellipsis). The graphemes are reordered together; a
// right-to-left grapheme's glyphs, stored in logical order, are drawn reversed, which restores HarfBuzz's
// visual order. The ellipsis of a truncated line is a neutral at the paragraph level [C]: it goes where
// the cut is — after the text in the paragraph's direction (tail), before it (head), between the two
// halves (middle).

extension TextLayoutEngine {
    /// One drawable item of a line, left to right.
    enum VisualItem {
        /// A grapheme; `reversed` when its glyphs are drawn last to first (right-to-left levels).
        case grapheme(Int, reversed: Bool)
        /// Ellipsis glyphs, in the font of input run `run`.
        case ellipsis([ShapedGlyph], run: Int)
    }

    /// The items of a line's `pieces` in visual order.
    func visualItems(of pieces: [LinePiece], in paragraph: ShapedParagraph) -> [VisualItem] {
        guard let bidi = paragraph.bidi else {
            var items: [VisualItem] = []
            for piece in pieces {
                switch piece {
                case .graphemes(let range): for g in range { items.append(.grapheme(g, reversed: false)) }
                case .ellipsis(let glyphs, let run): items.append(.ellipsis(glyphs, run: run))
                }
            }
            return items
        }
        // Each grapheme piece is ordered on its own; pieces are then laid out in the paragraph's direction.
        var groups: [[VisualItem]] = []
        var paragraphLevel: UInt8 = 0
        for piece in pieces {
            switch piece {
            case .graphemes(let range):
                guard !range.isEmpty else { continue }
                paragraphLevel = bidi.paragraphLevels[range.lowerBound]
                let (order, levels) = BidiReordering.visualOrder(
                    levels: Array(bidi.levels[range]), resets: Array(bidi.resetsAtLineEnd[range]),
                    paragraphLevel: paragraphLevel)
                groups.append(order.map { .grapheme(range.lowerBound + $0, reversed: levels[$0] % 2 == 1) })
            case .ellipsis(let glyphs, let run):
                groups.append([.ellipsis(glyphs, run: run)])
            }
        }
        if paragraphLevel % 2 == 1 { groups.reverse() }
        return groups.flatMap { $0 }
    }
}
