import Drawing
import Layout
import Views

/// The build stage's value: the display list in device pixels, as it will be drawn (after the mode pass's
/// accented substitution, when there is one).
public struct BuiltScene {
    /// What was built.
    public var scene: RenderScene
    /// The resolved tree.
    public var resolved: ResolvedView
    /// The layout.
    public var layout: LayoutResult
    /// The draw commands.
    public var displayList: DisplayList
}
