import Drawing
import Layout
import Raster
import Views

/// Everything one render produced, stage by stage, with the final pixels (the mode pass applied).
public struct RenderOutput {
    /// What was rendered.
    public var scene: RenderScene
    /// The view resolved against the environment (layout tree + draw content + warnings).
    public var resolved: ResolvedView
    /// The laid-out tree.
    public var layout: LayoutResult
    /// The draw commands in device pixels, as drawn.
    public var displayList: DisplayList
    /// The final pixels.
    public var pixmap: Pixmap

    /// What the scene and resolution could not honour exactly (unavailable images, unknown symbols,
    /// duplicate container backgrounds …).
    public var warnings: [ResolveWarning] { scene.warnings + resolved.warnings }
}
