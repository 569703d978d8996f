import Graphics

/// A laid-out paragraph: its size, lines, baselines and positioned glyphs, in points.
///
/// Produced by `TextLayoutEngine.layout(_:style:proposedWidth:proposedHeight:displayScale:)`; a pure value.
/// The top-left corner of the text's frame is the origin; y grows downward.
public struct TextLayout: Hashable, Sendable {
    /// One line of text.
    public struct Line: Hashable, Sendable {
        /// The grapheme clusters (Swift `Character`s of the runs' concatenated strings) the line shows
        /// before truncation, trailing spaces and hard break included.
        public var characterRange: Range<Int>
        /// Width of the line's content, ellipsis included; spaces where the line wraps are excluded.
        public var width: Double
        /// Top of the line box.
        public var top: Double
        /// Height of the line box (rounded up to the pixel grid).
        public var height: Double
        /// Baseline position from the top of the text.
        public var baseline: Double
        /// Horizontal offset of the line from the frame's leading edge (multiline alignment).
        public var x: Double
        /// True when an ellipsis replaced part of this line's text.
        public var isTruncated: Bool
        /// The characters the line shows, ellipsis included; the hard break and the spaces where the line
        /// wraps are excluded.
        public var text: String
    }

    /// The size the text reports to layout, in points.
    public var size: Size
    /// The visible lines, top to bottom.
    public var lines: [Line]
    /// Distance from the top to the first line's baseline (0 for empty text).
    public var firstBaseline: Double
    /// Distance from the top to the last line's baseline (0 for empty text).
    public var lastBaseline: Double
    /// The uniform shrink applied by `minimumScaleFactor` (1 = none).
    public var scaleFactor: Double
    /// The positioned glyphs, in drawing order.
    public var glyphRuns: [GlyphRun]
    /// Characters no bundled (or custom) face has, in order of first appearance; they are drawn as the
    /// primary face's .notdef box.
    public var missingCharacters: [Character]

    /// True when any line was truncated with an ellipsis.
    public var isTruncated: Bool { lines.contains { $0.isTruncated } }

    /// The layout of an empty text: zero size, no lines.
    public static let empty = TextLayout(size: .zero, lines: [], firstBaseline: 0, lastBaseline: 0,
                                         scaleFactor: 1, glyphRuns: [], missingCharacters: [])
}
