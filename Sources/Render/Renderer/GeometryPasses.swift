// The resolve-and-layout loop of GeometryReader (the method is in Views/Geometry/GeometryAnswers.swift):
// resolve, lay out, and while the tree has readers whose measured frames differ from the ones it was
// resolved with, resolve again with the measured frames. One pass for trees without a reader.

import Graphics
import Layout
import Views

/// Runs resolve-and-layout passes until every GeometryReader's frame is settled.
enum GeometryPasses {
    /// The settled resolved view and its layout; `resolve` is called with a resolver carrying the
    /// previous pass's answers.
    static func run(_ resolver: ViewResolver,
                    resolve: (ViewResolver) throws(RenderError) -> ResolvedView,
                    layout: (ResolvedView) throws(RenderError) -> LayoutResult) throws(RenderError)
        -> (ResolvedView, LayoutResult) {
        var resolver = resolver
        var resolved = try resolve(resolver)
        var laidOut = try layout(resolved)
        var passes = 1
        while resolved.readsGeometry {
            let answers = resolved.geometryAnswers(in: laidOut)
            if answers == resolver.geometry { break }
            guard passes < ViewResolver.maximumGeometryPasses else {
                resolved.warnings.append(ResolveWarning(.approximated,
                    "GeometryReader frames were still changing after \(passes) layout passes (content whose size "
                    + "feeds back into its reader's size); the last pass is drawn"))
                break
            }
            resolver.geometry = answers
            resolved = try resolve(resolver)
            laidOut = try layout(resolved)
            passes += 1
        }
        return (resolved, laidOut)
    }
}
