import Views

/// The resolve stage's value: the scene and its resolved view tree (layout nodes, draw content, warnings).
public struct ResolvedScene {
    /// What was resolved.
    public var scene: RenderScene
    /// The resolved tree (for widgets, with the placeholder rewrite applied).
    public var resolved: ResolvedView

    /// What the scene and resolution could not honour exactly.
    public var warnings: [ResolveWarning] { scene.warnings + resolved.warnings }
}
