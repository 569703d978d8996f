import Graphics

/// A face as used by one shaped paragraph: which face, at what drawing size, slanted or not.
struct ShapedFace: Hashable, Sendable {
    var id: FaceID
    /// Drawing size in points (laid-out size × the family's size factor).
    var pointSize: Double
    var syntheticOblique: Bool
    /// Horizontal factor on advances and outlines (`ResolvedFace.widthFactor`).
    var widthFactor: Double = 1
}

/// One glyph of a shaped paragraph, positioned in points relative to its pen position.
struct ShapedGlyph: Hashable, Sendable {
    var glyph: UInt32
    /// Index into `ShapedParagraph.faces`.
    var face: Int
    /// Index of the grapheme cluster the glyph belongs to.
    var grapheme: Int
    /// Pen advance in points, tracking included.
    var advance: Double
    /// Offset from the pen position in points (y down).
    var offsetX: Double
    var offsetY: Double
}

/// The text of a paragraph shaped once, at one scale, ready to be broken into lines any number of times.
///
/// Everything is indexed by grapheme cluster (Swift `Character`), the unit of line breaking and truncation.
struct ShapedParagraph: Sendable {
    /// The resolved font of each input run.
    var fonts: [ResolvedFont]
    /// The caller's paint slot of each input run.
    var styleIndices: [Int]
    /// Points added after each cluster of each input run (SF table + the run's `.tracking`, scaled).
    var trackings: [Double]
    /// Faces used by `glyphs`.
    var faces: [ShapedFace]
    /// All glyphs in logical order.
    var glyphs: [ShapedGlyph]
    /// Per grapheme: the range of its glyphs in `glyphs` (empty for hard breaks).
    var glyphRanges: [Range<Int>]
    /// Per grapheme: total advance in points.
    var advances: [Double]
    /// Per grapheme: the input run it comes from.
    var runs: [Int]
    /// Per grapheme: the character itself.
    var characters: [Character]
    /// Per grapheme: its character class for line breaking and trimming.
    var kinds: [GraphemeKind]
    /// Per grapheme boundary: the break opportunity *after* grapheme i.
    var breaks: [BreakOpportunity]
    /// Characters no bundled face has, unique, in order of first appearance.
    var missingCharacters: [Character]
    /// Bidi levels per grapheme; nil when the paragraph is left to right only (no reordering needed).
    var bidi: Bidi? = nil

    /// The bidi levels of a paragraph's graphemes (each its first scalar's, BidiParagraph).
    struct Bidi: Sendable {
        /// Embedding level (odd = right to left).
        var levels: [UInt8]
        /// The level (0 or 1) of the paragraph the grapheme is in.
        var paragraphLevels: [UInt8]
        /// Reset to the paragraph level at a line's end (rule L1).
        var resetsAtLineEnd: [Bool]
    }

    /// Number of grapheme clusters.
    var count: Int { advances.count }

    /// Sum of the advances of graphemes in `range`.
    func width(of range: Range<Int>) -> Double {
        var total = 0.0
        for i in range { total += advances[i] }
        return total
    }

    /// `range` without a final hard break.
    func trimmingHardBreak(_ range: Range<Int>) -> Range<Int> {
        guard let last = range.last, kinds[last] == .hardBreak else { return range }
        return range.lowerBound..<last
    }

    /// `range` without trailing whitespace and hard breaks (which hang past the line end).
    func trimmingTrailingSpace(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, kinds[end - 1] == .space || kinds[end - 1] == .hardBreak { end -= 1 }
        return range.lowerBound..<end
    }

    /// Removes `em` × the run's point size from the advance after every visible cluster (`allowsTightening`).
    mutating func tighten(byEm em: Double) {
        for g in 0..<count where kinds[g] != .hardBreak {
            guard let last = glyphRanges[g].last else { continue }
            let amount = em * fonts[runs[g]].pointSize
            glyphs[last].advance -= amount
            advances[g] -= amount
        }
    }
}
