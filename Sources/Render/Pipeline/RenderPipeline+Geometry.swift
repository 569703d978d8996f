// Resolve and layout, settled for GeometryReader (the method: Views/Geometry/GeometryAnswers.swift): lay
// out, and while the tree has readers whose measured frames differ from the ones it was resolved with,
// resolve again with the measured frames. One pass for trees without a reader.
import Layout
import Views

extension RenderPipeline {
    /// The scene resolved and laid out, re-resolved until every GeometryReader's frame is settled (at most
    /// ``Views/ViewResolver/maximumGeometryPasses`` passes; past that the last pass is kept with a warning).
    public func resolveAndLayOut(_ scene: RenderScene) throws(RenderError) -> LaidOutScene {
        var pipeline = self
        var laidOut = try pipeline.layout(pipeline.resolve(scene))
        var passes = 1
        while laidOut.resolved.readsGeometry {
            let answers = laidOut.resolved.geometryAnswers(in: laidOut.layout)
            if answers == pipeline.resolver.geometry { break }
            guard passes < ViewResolver.maximumGeometryPasses else {
                laidOut.resolved.warnings.append(ResolveWarning(.approximated,
                    "GeometryReader frames were still changing after \(passes) layout passes (content whose size "
                    + "feeds back into its reader's size); the last pass is drawn"))
                break
            }
            pipeline.resolver.geometry = answers
            laidOut = try pipeline.layout(pipeline.resolve(scene))
            passes += 1
        }
        return laidOut
    }
}
