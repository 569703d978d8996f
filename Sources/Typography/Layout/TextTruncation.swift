// Truncating the last visible line with an ellipsis, as UIKit/SwiftUI do (NSLineBreakMode
// .byTruncatingTail / .byTruncatingHead / .byTruncatingMiddle): cuts fall between grapheme clusters (not
// only at word boundaries), spaces next to the ellipsis are dropped, and the ellipsis takes the font and
// paint of the text it touches.
//
// The text considered is everything from the line's start to the end of the paragraph:
// - tail:   the longest prefix, up to the first hard break, with prefix + "…" ≤ width;
// - head:   "…" + the longest suffix, back to the last hard break, that fits;
// - middle: prefix + "…" + suffix, each side taking half of the room first, then the prefix any rest.
// If not even the ellipsis fits, the line shows the ellipsis alone.

import Graphics

/// A piece of a laid-out line: clusters of the paragraph, or an ellipsis.
enum LinePiece {
    case graphemes(Range<Int>)
    case ellipsis([ShapedGlyph], run: Int)
}

enum TextTruncation {
    /// The pieces and width of the truncated line that starts at grapheme `start`.
    static func truncate(from start: Int, in paragraph: inout ShapedParagraph, mode: TruncationMode,
                         maxWidth: Double?, registry: FontRegistry) -> (pieces: [LinePiece], width: Double) {
        let n = paragraph.count
        let room = maxWidth ?? .infinity
        let epsilon = LineBreaker.widthEpsilon
        func ellipsis(nextTo grapheme: Int) -> ([ShapedGlyph], Double, Int) {
            let run = paragraph.runs[min(max(grapheme, 0), n - 1)]
            let glyphs = ParagraphShaper.ellipsis(run: run, in: &paragraph, registry: registry)
            return (glyphs, glyphs.reduce(0) { $0 + $1.advance }, run)
        }
        var segmentEnd = start
        while segmentEnd < n, paragraph.kinds[segmentEnd] != .hardBreak { segmentEnd += 1 }
        var segmentStart = n
        while segmentStart > start, paragraph.kinds[segmentStart - 1] != .hardBreak { segmentStart -= 1 }

        switch mode {
        case .tail:
            var end = segmentEnd
            var prefix = paragraph.trimmingTrailingSpace(start..<end)
            var (glyphs, ellipsisWidth, run) = ellipsis(nextTo: max(start, prefix.upperBound - 1))
            let widths = prefixWidths(from: start, to: segmentEnd, in: paragraph)
            while end > start, widths.width[widths.trimmedEnd[end - start] - start] + ellipsisWidth > room + epsilon {
                end -= 1
                prefix = start..<widths.trimmedEnd[end - start]
            }
            (glyphs, ellipsisWidth, run) = ellipsis(nextTo: max(start, prefix.upperBound - 1))
            return ([.graphemes(prefix), .ellipsis(glyphs, run: run)], paragraph.width(of: prefix) + ellipsisWidth)

        case .head:
            let (glyphs, ellipsisWidth, run) = ellipsis(nextTo: segmentStart < n ? segmentStart : n - 1)
            var begin = n
            while begin > segmentStart,
                  paragraph.width(of: trimmingLeadingSpace(begin - 1..<n, paragraph)) + ellipsisWidth <= room + epsilon {
                begin -= 1
            }
            let suffix = paragraph.trimmingTrailingSpace(trimmingLeadingSpace(begin..<n, paragraph))
            return ([.ellipsis(glyphs, run: run), .graphemes(suffix)], ellipsisWidth + paragraph.width(of: suffix))

        case .middle:
            let (glyphs, ellipsisWidth, run) = ellipsis(nextTo: start)
            let half = (room - ellipsisWidth) / 2
            var end = start
            while end < segmentEnd, paragraph.width(of: start..<end + 1) <= half + epsilon { end += 1 }
            var begin = n
            let prefixWidth = paragraph.width(of: paragraph.trimmingTrailingSpace(start..<end))
            while begin > max(segmentStart, end),
                  prefixWidth + ellipsisWidth + paragraph.width(of: trimmingLeadingSpace(begin - 1..<n, paragraph))
                    <= room + epsilon {
                begin -= 1
            }
            let suffixWidth = paragraph.width(of: trimmingLeadingSpace(begin..<n, paragraph))
            while end < min(segmentEnd, begin),
                  paragraph.width(of: start..<end + 1) + ellipsisWidth + suffixWidth <= room + epsilon {
                end += 1
            }
            let prefix = paragraph.trimmingTrailingSpace(start..<end)
            let suffix = paragraph.trimmingTrailingSpace(trimmingLeadingSpace(begin..<n, paragraph))
            return ([.graphemes(prefix), .ellipsis(glyphs, run: run), .graphemes(suffix)],
                    paragraph.width(of: prefix) + ellipsisWidth + paragraph.width(of: suffix))
        }
    }

    /// For every end `e` in `start...end`: `width[e - start]` is `paragraph.width(of: start..<e)`, summed in the
    /// same order so that every comparison is bit for bit what it was, and `trimmedEnd[e - start]` is
    /// `paragraph.trimmingTrailingSpace(start..<e).upperBound`. One pass, so truncating one
    /// long line is linear in its length (calling `width(of:)` at each step would be quadratic).
    private static func prefixWidths(from start: Int, to end: Int,
                                     in paragraph: ShapedParagraph) -> (width: [Double], trimmedEnd: [Int]) {
        var width = [0.0]
        var trimmedEnd = [start]
        width.reserveCapacity(end - start + 1)
        trimmedEnd.reserveCapacity(end - start + 1)
        for index in start..<max(start, end) {
            width.append(width[width.count - 1] + paragraph.advances[index])
            let kind = paragraph.kinds[index]
            trimmedEnd.append(kind == .space || kind == .hardBreak ? trimmedEnd[trimmedEnd.count - 1] : index + 1)
        }
        return (width, trimmedEnd)
    }

    private static func trimmingLeadingSpace(_ range: Range<Int>, _ paragraph: ShapedParagraph) -> Range<Int> {
        var begin = range.lowerBound
        while begin < range.upperBound, paragraph.kinds[begin] == .space || paragraph.kinds[begin] == .hardBreak {
            begin += 1
        }
        return begin..<range.upperBound
    }
}
