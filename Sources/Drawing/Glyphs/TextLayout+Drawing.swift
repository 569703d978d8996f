// Drawing a laid-out text straight onto a canvas, outside any display list (tools that compose images
// by hand): its glyph placements drawn through the glyph-mask cache.
import Graphics
import Raster
import Typography

extension TextLayout {
    /// Draws the layout into `canvas` with its top-left corner at `origin` (device pixels), at `scale`
    /// device pixels per point, painting each glyph with `paint(styleIndex)`.
    public func draw(on canvas: inout Canvas, origin: Point, scale: Double, cache: GlyphCache,
                     registry: FontRegistry, paint: (Int) -> Paint) {
        cache.draw(glyphPlacements(origin: origin, scale: scale), on: &canvas, registry: registry, paint: paint)
    }
}
