import Graphics
import Raster

/// One draw command of a ``DisplayList``, in device pixels: the closed set the executor switches over.
///
/// Geometry is final: layout frames are snapped, scaled to pixels and moved by every enclosing
/// rotation and scale effect. Strokes are already outlines (the builder strokes with Graphics'
/// `strokedPath`, so a stroke is a non-zero `fill`). Clips and layers nest like parentheses.
///
/// ```
/// fill rect (48, 48, 414, 414) rgba(52,199,89,1)
/// glyphs face#3 51px "42%" at (201, 276) rgba(0,0,0,1)
/// ```
public enum DisplayCommand: Sendable {
    /// Fills a path with a paint by a fill rule (shapes, strokes as outlines, colours, dividers).
    case fill(Path, Paint, FillRule)
    /// Draws positioned glyphs of one face and size with a paint.
    case glyphs(GlyphRunCommand)
    /// Draws a decoded image, optionally as a template filled with a paint.
    case image(ImageCommand)
    /// Intersects the clip with a path (anti-aliased) until the matching ``popClip``.
    case pushClip(Path, FillRule)
    /// Restores the clip of the matching ``pushClip(_:_:)``.
    case popClip
    /// Draws what follows, up to the matching ``popLayer``, into an offscreen layer, then composites it
    /// with `opacity` and `blendMode` (opacity effects, compositing groups, colour filters, masks).
    case pushLayer(opacity: Double, blendMode: BlendMode)
    /// Composites the innermost layer.
    case popLayer
    /// Applies a colour matrix to the innermost layer's pixels (a colour filter effect).
    case applyFilter(ColorMatrix)
    /// Draws what follows, up to the matching ``popEffectLayer``, into a separate full-size pixmap, then
    /// composites it through a pixel effect (blur, shadow) with `opacity`. Nests with clips and layers
    /// like parentheses.
    case pushEffectLayer(LayerEffect, opacity: Double)
    /// Applies the innermost effect layer's effect and composites the result.
    case popEffectLayer
}

/// A draw command and the accent group it belongs to.
public struct DisplayItem: Sendable {
    /// What to draw.
    public var command: DisplayCommand
    /// The accented mode's group of the command.
    public var accentGroup: AccentGroup
    /// The layout node whose content drew the command (its index in the layout's nodes), or nil for
    /// structure (clips, layers, effects) and what the mode pass adds. The legibility check removes an
    /// element's own commands by it to see what lies beneath; the executor ignores it.
    public var node: Int?

    /// Creates an item.
    public init(_ command: DisplayCommand, accentGroup: AccentGroup = .default, node: Int? = nil) {
        self.command = command
        self.accentGroup = accentGroup
        self.node = node
    }
}
