// Where underline and strike-through lines go. UIKit takes them from the font (post table, OS/2
// strikeout); our FaceMetrics do not carry those fields, so the positions below are our choice [C],
// measured against SF Pro at 17 pt: a line about 1 pt thick, 1.7 pt under the baseline, strike-through
// through the middle of lowercase letters.
import Graphics
import Raster
import Typography

/// Proportions of the em size (device pixels) for text decoration lines [C].
enum TextDecorationMetrics {
    /// Line thickness: 0.06 em, at least one device pixel.
    static let thickness = 0.06
    /// Top of the underline below the baseline: 0.1 em.
    static let underlineOffset = 0.1
    /// Centre of the strike-through above the baseline: 0.28 em (about half SF's x-height plus a little).
    static let strikethroughRise = 0.28

    /// The whole-pixel rectangles of a decoration under (or through) `placements`, one per baseline.
    static func rects(for placements: [GlyphPlacement], strikethrough: Bool, registry: FontRegistry) -> [Rect] {
        var spans: [(y: Int, minX: Double, maxX: Double, size: Double)] = []
        for placement in placements {
            let key = placement.key
            let x = Double(placement.x) + Double(key.subpixelX) / Double(GlyphMaskKey.subpixelSteps)
            var advance = 0.0
            if let face = try? registry.face(key.face) {
                advance = Double(face.advance(of: key.glyph)) * key.pixelSize / Double(face.metrics.unitsPerEm)
            }
            if let last = spans.indices.last, spans[last].y == placement.y {
                spans[last].minX = min(spans[last].minX, x)
                spans[last].maxX = max(spans[last].maxX, x + advance)
                spans[last].size = max(spans[last].size, key.pixelSize)
            } else {
                spans.append((placement.y, x, x + advance, key.pixelSize))
            }
        }
        return spans.compactMap { span in
            let height = max(1, (span.size * thickness).rounded())
            let top = strikethrough
                ? (Double(span.y) - span.size * strikethroughRise - height / 2).rounded()
                : (Double(span.y) + span.size * underlineOffset).rounded()
            guard span.maxX > span.minX else { return nil }
            return Rect(x: span.minX, y: top, width: span.maxX - span.minX, height: height)
        }
    }
}
