import Layout
import Raster
import Views

/// Everything one render produced, stage by stage, for tests, dumps and tools.
public struct RenderOutput: Sendable {
    /// The view resolved against the environment (layout tree + draw content + warnings).
    public var resolved: ResolvedView
    /// The laid-out tree.
    public var layout: LayoutResult
    /// The draw commands in device pixels.
    public var displayList: DisplayList
    /// The pixels.
    public var pixmap: Pixmap

    /// What the resolver could not honour exactly (unavailable images, unknown views …).
    public var warnings: [ResolveWarning] { resolved.warnings }
}
