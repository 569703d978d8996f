// Text: laid out again by Typography at the proposal the node was placed with (the same answer the
// layout pass got, so the lines fit the frame), placed with the frame's top-left corner at the node's
// snapped pixel origin. Glyph pen positions keep quarter-pixel x; baselines snap to whole pixels
// (Typography's `glyphPlacements`). One glyph command per run of glyphs sharing a paint slot, followed by
// its underline and strike-through lines, if any; colour glyphs (emoji) of the run are images
// (BuildWalk+ColorGlyphs.swift), emitted before it.
import Drawing
import Graphics
import Layout
import Raster
import Typography
import Views

extension BuildWalk {
    mutating func drawText(_ text: ResolvedText, of node: LaidOutNode) throws(RenderError.Reason) {
        let layout: TextLayout
        do {
            layout = try resources.textEngine.layout(text.runs, style: text.paragraph,
                                                     proposedWidth: node.proposal.width,
                                                     proposedHeight: node.proposal.height, displayScale: scale)
        } catch {
            throw .typography(error)
        }
        let placements = layout.glyphPlacements(origin: node.pixelFrame.origin, scale: scale)
        guard !placements.isEmpty else { return }
        let singleStyle = Set(text.runs.map(\.styleIndex)).count <= 1
        var start = 0
        while start < placements.count {
            let styleIndex = placements[start].styleIndex
            var end = start + 1
            while end < placements.count, placements[end].styleIndex == styleIndex { end += 1 }
            let style = text.styles.indices.contains(styleIndex) ? text.styles[styleIndex]
                : ResolvedTextStyle(paint: .clear)
            if !style.paint.isInvisible {
                var run = Array(placements[start..<end])
                let raise = Int((style.baselineOffset * scale).rounded())
                if raise != 0 { for i in run.indices { run[i].y -= raise } }
                let characters = singleStyle
                    ? layout.lines.map(\.text).joined(separator: "⏎")
                    : text.runs.filter { $0.styleIndex == styleIndex }.map(\.string).joined()
                let outlineGlyphs = drawColorGlyphs(run)
                if !outlineGlyphs.isEmpty {
                    emit(.glyphs(GlyphRunCommand(placements: outlineGlyphs, paint: mapped(style.paint, in: node),
                                                 transform: transform, text: characters)))
                }
                drawDecorations(style, of: run, in: node)
            }
            start = end
        }
    }

    /// Underline and strike-through lines of one run, after its glyphs (TextDecorationMetrics).
    mutating func drawDecorations(_ style: ResolvedTextStyle, of run: [GlyphPlacement], in node: LaidOutNode) {
        for (decoration, isStrike) in [(style.underline, false), (style.strikethrough, true)] {
            guard let decoration, !decoration.paint.isInvisible else { continue }
            let paint = mapped(decoration.paint, in: node)
            for rect in TextDecorationMetrics.rects(for: run, strikethrough: isStrike, registry: resources.registry) {
                emit(.fill(Path(rect).applying(transform), paint, .nonZero))
            }
        }
    }
}
