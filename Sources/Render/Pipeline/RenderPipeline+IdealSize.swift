// A view's own size, as a canvas that proposes nothing sees it (SwiftUI's ideal size: the proposal
// `.unspecified`, LAYOUT.md): the view resolved once in a 1×1 probe scene, then measured by the layout
// engine's sizeThatFits. The one measurement behind every image sized by its content — the gallery's and
// previews' contact sheets, and a view preview with `.sizeThatFits` traits.
import Graphics
import Layout
import Views

extension RenderPipeline {
    /// The ideal size of `view`, in points, resolved at `scale` in `colorScheme` and `environment`.
    ///
    /// ```swift
    /// let size = try pipeline.idealSize(of: sheet, scale: 1, colorScheme: .dark)
    /// ```
    public func idealSize<V: View>(of view: V, scale: Double, colorScheme: ColorScheme,
                                   environment: EnvironmentValues = EnvironmentValues()) throws(RenderError) -> Size {
        let probe = try RenderScene(view: view, size: Size(width: 1, height: 1), scale: scale, colorScheme: colorScheme,
                                    environment: environment)
        let root = try resolve(probe).resolved.root
        do {
            return try layoutEngine.sizeThatFits(root, proposal: .unspecified, displayScale: scale)
        } catch {
            throw RenderError(.layout, .layout(error))
        }
    }
}
