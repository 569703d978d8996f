// Bidirectional levels of a text (UAX #9, the Unicode Bidirectional Algorithm), by GNU FriBidi.
//
// 1. Split the text into paragraphs at paragraph separators (class B: LF, CR, U+001C–U+001E, U+0085,
//    U+2029; rule P1): each is resolved on its own.
// 2. Per paragraph, FriBidi resolves the bidi types (fribidi_get_bidi_types), the paired brackets
//    (fribidi_get_bracket_types, rule N0) and the embedding levels (fribidi_get_par_embedding_levels_ex:
//    rules P2–I2 and L1 parts 1–3). The base direction is found from the first strong character
//    (P2, P3, skipping isolates); a paragraph with none takes the layout direction ("weak" base
//    directions WLTR/WRTL) — UIKit's `.natural` writing direction [C: SwiftUI does not document it].
// 3. Explicit embeddings deeper than UAX #9's max_depth (125) are ignored by FriBidi as the algorithm
//    requires (X5–X7 overflow counters), so nesting is bounded by the standard itself.
// Line-level rules (L1 part 4, L2) are applied per line by BidiReordering.
import Graphics

/// The resolved bidi levels of a text, one per Unicode scalar.
struct BidiParagraph: Hashable, Sendable {
    /// The embedding level of each scalar (even = left to right, odd = right to left).
    var levels: [UInt8]
    /// The paragraph level (0 or 1) of the paragraph each scalar belongs to.
    var paragraphLevels: [UInt8]
    /// True for scalars that rule L1 resets to the paragraph level at the end of a line (whitespace,
    /// isolate and embedding controls, boundary neutrals).
    var resetsAtLineEnd: [Bool]

    /// True when every level is 0: the text can be laid out left to right without reordering.
    var isLeftToRightOnly: Bool { levels.allSatisfy { $0 == 0 } }

    /// Resolves `scalars` with `direction` as the base direction of paragraphs without strong characters;
    /// with `forced`, as the base direction of every paragraph (UAX #9 HL1, for conformance tests).
    static func resolve(_ scalars: [UInt32], direction: LayoutDirection, forced: Bool = false) -> BidiParagraph {
        var levels = [UInt8](repeating: 0, count: scalars.count)
        var paragraphLevels = [UInt8](repeating: 0, count: scalars.count)
        var resets = [Bool](repeating: false, count: scalars.count)
        // Fast path: nothing right to left and no bidi controls, and a left-to-right base.
        if direction == .leftToRight, !forced, !scalars.contains(where: mayNeedBidi) {
            for (i, scalar) in scalars.enumerated() { resets[i] = isWhitespace(scalar) }
            return BidiParagraph(levels: levels, paragraphLevels: paragraphLevels, resetsAtLineEnd: resets)
        }
        var start = 0
        while start < scalars.count {
            var end = start
            while end < scalars.count, !isParagraphSeparator(scalars[end]) { end += 1 }
            if end < scalars.count { end += 1 }  // the separator belongs to its paragraph (P1)
            resolveParagraph(scalars, start..<end, direction: direction, forced: forced, levels: &levels,
                             paragraphLevels: &paragraphLevels, resets: &resets)
            start = end
        }
        return BidiParagraph(levels: levels, paragraphLevels: paragraphLevels, resetsAtLineEnd: resets)
    }

    /// Scalars that can make a level other than 0: strong right-to-left letters (Hebrew, Arabic, Syriac,
    /// Thaana, N'Ko, … and their presentation forms) and the explicit bidi controls.
    static func mayNeedBidi(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0590...0x08FF, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFB1D...0xFDFF, 0xFE70...0xFEFF,
             0x10800...0x10FFF, 0x1E800...0x1EFFF:
            return true
        default:
            return false
        }
    }

    /// UAX #9 class B.
    static func isParagraphSeparator(_ scalar: UInt32) -> Bool {
        scalar == 0x0A || scalar == 0x0D || (0x1C...0x1E).contains(scalar) || scalar == 0x85 || scalar == 0x2029
    }

    /// Whitespace for rule L1 on the fast path (classes WS and S; no controls occur there).
    private static func isWhitespace(_ scalar: UInt32) -> Bool {
        scalar == 0x20 || scalar == 0x09 || scalar == 0x0B || scalar == 0x0C || scalar == 0x1F
            || scalar == 0x1680 || (0x2000...0x200A).contains(scalar) || scalar == 0x2028 || scalar == 0x205F
            || scalar == 0x3000
    }
}
