import Drawing

extension DisplayListExecutor {
    /// An executor drawing with the fonts and glyph cache of `resources`.
    public init(resources: RenderResources, budget: RenderBudget = .default) {
        self.init(fonts: resources.registry, glyphCache: resources.glyphCache, budget: budget)
    }
}
