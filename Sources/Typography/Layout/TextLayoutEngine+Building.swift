// Steps 6–8 of text layout (see TextLayoutEngine.swift): truncation, line boxes and alignment, glyph runs.
import Graphics

extension TextLayoutEngine {
    func build(_ attempt: Attempt, _ context: LineContext) -> TextLayout {
        var paragraph = attempt.paragraph
        let visible = attempt.lines.prefix(attempt.visibleCount)

        // Step 6: the pieces of each visible line; the last one truncated when text is cut.
        var pieces: [[LinePiece]] = []
        var widths: [Double] = []
        var truncated: [Bool] = []
        for (index, range) in visible.enumerated() {
            if index == attempt.visibleCount - 1, !attempt.fits {
                let result = TextTruncation.truncate(from: range.lowerBound, in: &paragraph,
                                                     mode: context.style.truncationMode,
                                                     maxWidth: context.widthLimit, registry: registry)
                pieces.append(result.pieces)
                widths.append(result.width)
                truncated.append(true)
            } else {
                // Spaces where a line wraps hang past its end; at the end of the text or before a hard
                // break they are part of the line, as in UIKit (trailing spaces widen a label).
                let wraps = index + 1 < attempt.lines.count && range.last.map { paragraph.kinds[$0] != .hardBreak } == true
                let content = wraps ? paragraph.trimmingTrailingSpace(range) : paragraph.trimmingHardBreak(range)
                pieces.append([.graphemes(content)])
                widths.append(paragraph.width(of: content))
                truncated.append(false)
            }
        }

        // Step 7 and 8: line boxes, size, alignment.
        var width = ceilToPixel(widths.max() ?? 0, context.pixelScale)
        if let limit = context.widthLimit { width = min(width, limit) }
        var lines: [TextLayout.Line] = []
        var top = 0.0
        for (index, range) in visible.enumerated() {
            if index > 0 { top += context.style.lineSpacing }
            let box = attempt.boxes[index]
            let x: Double
            let rightToLeft = context.style.layoutDirection == .rightToLeft
            switch context.style.alignment {
            case .leading: x = rightToLeft ? width - widths[index] : 0
            case .center: x = (width - widths[index]) / 2
            case .trailing: x = rightToLeft ? 0 : width - widths[index]
            }
            lines.append(TextLayout.Line(characterRange: range, width: widths[index], top: top, height: box.height,
                                         baseline: top + box.ascent, x: x, isTruncated: truncated[index],
                                         text: text(of: pieces[index], paragraph)))
            top += box.height
        }

        // Glyph runs, in line order.
        var runs: [GlyphRun] = []
        for (index, line) in lines.enumerated() {
            var pen = line.x
            func emit(_ glyph: ShapedGlyph, run: Int) {
                let face = paragraph.faces[glyph.face]
                let style = paragraph.styleIndices[run]
                let position = Point(x: pen + glyph.offsetX, y: line.baseline + glyph.offsetY)
                pen += glyph.advance
                if let last = runs.last, last.face == face.id, last.pointSize == face.pointSize,
                   last.syntheticOblique == face.syntheticOblique, last.widthFactor == face.widthFactor,
                   last.styleIndex == style {
                    runs[runs.count - 1].glyphs.append(glyph.glyph)
                    runs[runs.count - 1].positions.append(position)
                } else {
                    runs.append(GlyphRun(face: face.id, pointSize: face.pointSize, syntheticOblique: face.syntheticOblique,
                                         widthFactor: face.widthFactor, styleIndex: style, glyphs: [glyph.glyph],
                                         positions: [position]))
                }
            }
            for item in visualItems(of: pieces[index], in: paragraph) {
                switch item {
                case .grapheme(let g, let reversed):
                    let range = paragraph.glyphRanges[g]
                    if reversed {
                        for i in range.reversed() { emit(paragraph.glyphs[i], run: paragraph.runs[g]) }
                    } else {
                        for i in range { emit(paragraph.glyphs[i], run: paragraph.runs[g]) }
                    }
                case .ellipsis(let glyphs, let run):
                    for glyph in glyphs { emit(glyph, run: run) }
                }
            }
        }

        return TextLayout(size: Size(width: width, height: top), lines: lines,
                          firstBaseline: lines.first?.baseline ?? 0, lastBaseline: lines.last?.baseline ?? 0,
                          scaleFactor: attempt.scale, glyphRuns: runs, missingCharacters: paragraph.missingCharacters)
    }

    /// The characters of a line's pieces.
    private func text(of pieces: [LinePiece], _ paragraph: ShapedParagraph) -> String {
        var text = ""
        // At least one UTF-8 byte per cluster: one allocation for Latin text instead of doubling as it grows.
        text.reserveCapacity(pieces.reduce(0) { total, piece in
            if case .graphemes(let range) = piece { return total + range.count }
            return total + 3
        })
        for piece in pieces {
            switch piece {
            case .graphemes(let range): for g in range { text.append(paragraph.characters[g]) }
            case .ellipsis: text.append("\u{2026}")
            }
        }
        return text
    }
}
