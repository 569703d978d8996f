import Graphics
import Raster
import Typography

/// Glyphs of a laid-out text painted with one paint: one style run of one `Text`.
///
/// Placements come from Typography (`TextLayout.glyphPlacements`): pen positions in whole device
/// pixels with the sub-pixel x fraction in the mask key, baselines snapped to the pixel grid. With an
/// identity ``transform`` the executor draws the glyph cache's coverage masks; otherwise (rotated or
/// scaled text) it fills the glyph outlines through the transform.
public struct GlyphRunCommand: Sendable {
    /// The glyphs, in drawing order.
    public var placements: [GlyphPlacement]
    /// The glyph paint, in device pixels (a gradient spans the text's frame).
    public var paint: Paint
    /// Maps the placements' device pixels to the target's (rotation and scale effects); identity otherwise.
    public var transform: AffineTransform
    /// The characters the glyphs show, for dumps only.
    public var text: String

    /// Creates a glyph run command.
    public init(placements: [GlyphPlacement], paint: Paint, transform: AffineTransform = .identity, text: String = "") {
        self.placements = placements
        self.paint = paint
        self.transform = transform
        self.text = text
    }
}
