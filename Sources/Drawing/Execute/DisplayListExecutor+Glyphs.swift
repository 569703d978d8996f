// Glyph runs: cached coverage masks at whole-pixel pen positions (the sub-pixel x is in the mask key)
// when the run is untransformed; otherwise the unhinted outlines, placed exactly as the masks would be,
// mapped through the run's transform and filled as one path (non-zero), so rotated text stays sharp.
import Graphics
import Raster
import Typography

extension DisplayListExecutor {
    func drawGlyphs(_ run: GlyphRunCommand, on canvas: inout Canvas) {
        if case .solid(let color) = run.paint, !(color.alpha > 0) { return }
        if run.transform.isIdentity {
            glyphCache.draw(run.placements, on: &canvas, registry: fonts,
                                      paint: { _ in run.paint })
            return
        }
        var outlines = Path()
        for placement in run.placements {
            let key = placement.key
            guard let face = try? fonts.face(key.face), let outline = face.outline(of: key.glyph),
                  !outline.isEmpty else { continue }
            let s = key.pixelSize / Double(face.metrics.unitsPerEm)
            let slant = key.syntheticOblique ? SystemFontMetrics.syntheticObliqueSlant : 0
            let x = Double(placement.x) + Double(key.subpixelX) / Double(GlyphMaskKey.subpixelSteps)
            let place = AffineTransform(a: s * key.widthScale, b: 0, c: slant * s, d: -s, tx: x, ty: Double(placement.y))
            outlines.addPath(outline, transform: place.concatenating(run.transform))
        }
        guard !outlines.isEmpty else { return }
        canvas.fill(outlines, paint: run.paint, fillRule: .nonZero, tolerance: GlyphCache.flatteningTolerance)
    }
}
