// Greedy line breaking ("first fit", as TextKit and CoreText do): fill each line with as many clusters as fit,
// ending it at the last break opportunity; trailing spaces hang past the edge and do not count; a word
// longer than a whole line is broken between grapheme clusters (emergency break); hard breaks always end
// a line. With no width, only hard breaks end lines (the ideal, unwrapped size).

enum LineBreaker {
    /// Tolerance for comparing widths, so a proposal equal to a measured width never wraps.
    static let widthEpsilon = 1e-6

    /// The grapheme ranges of the lines of `paragraph` at `maxWidth` points (nil = unbounded).
    /// Each range includes the line's trailing spaces and hard break.
    static func lines(of paragraph: ShapedParagraph, maxWidth: Double?) -> [Range<Int>] {
        let n = paragraph.count
        var lines: [Range<Int>] = []
        var start = 0
        while start < n {
            var total = 0.0
            var lastBreak: Int?
            var end: Int?
            var i = start
            while i < n {
                let kind = paragraph.kinds[i]
                let advance = paragraph.advances[i]
                if kind != .space, kind != .hardBreak, let maxWidth, i > start,
                   total + advance > maxWidth + widthEpsilon {
                    end = lastBreak ?? i
                    break
                }
                total += advance
                if paragraph.breaks[i] == .mandatory { end = i + 1; break }
                if paragraph.breaks[i] == .allowed { lastBreak = i + 1 }
                i += 1
            }
            let lineEnd = end ?? n
            lines.append(start..<lineEnd)
            start = lineEnd
        }
        return lines
    }
}
