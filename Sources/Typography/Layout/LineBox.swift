/// The vertical extent of one line: the tallest ascent and deepest descent of the fonts on it, with the
/// height rounded up to the pixel grid (UIKit's rule, WIDGETKIT.md §5.3).
struct LineBox: Hashable, Sendable {
    var ascent: Double
    var height: Double

    /// The box of the graphemes `range` of `paragraph`. An empty line (a lone hard break) uses its font.
    static func of(_ range: Range<Int>, in paragraph: ShapedParagraph, pixelScale: Double) -> LineBox {
        var ascent = -Double.infinity, descent = -Double.infinity
        var lastRun = -1
        let indices = range.isEmpty ? (range.lowerBound < paragraph.count ? range.lowerBound..<range.lowerBound + 1 : 0..<0) : range
        for g in indices {
            let run = paragraph.runs[g]
            if run == lastRun { continue }
            lastRun = run
            ascent = max(ascent, paragraph.fonts[run].ascent)
            descent = max(descent, paragraph.fonts[run].descent)
        }
        guard ascent.isFinite, descent.isFinite else { return LineBox(ascent: 0, height: 0) }
        return LineBox(ascent: ascent, height: ceilToPixel(max(0, ascent + descent), pixelScale))
    }
}
