import Drawing
import Layout
import Raster
import Views

/// The draw stage's value: the pixels as drawn, before the container mask and the mode's pixel pass (a
/// legibility check compares them with the final pixels).
public struct DrawnScene {
    /// What was drawn.
    public var scene: RenderScene
    /// The resolved tree.
    public var resolved: ResolvedView
    /// The layout.
    public var layout: LayoutResult
    /// The draw commands.
    public var displayList: DisplayList
    /// The pixels, premultiplied, before the mode pass.
    public var pixmap: Pixmap
}
