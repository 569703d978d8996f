import Layout
import Views

/// The layout stage's value: the resolved tree and its frames (`widgetrender layout` stops here).
public struct LaidOutScene {
    /// What was laid out.
    public var scene: RenderScene
    /// The resolved tree.
    public var resolved: ResolvedView
    /// Every node's frame, in points and snapped to pixels.
    public var layout: LayoutResult

    /// What the scene and resolution could not honour exactly.
    public var warnings: [ResolveWarning] { scene.warnings + resolved.warnings }
}
