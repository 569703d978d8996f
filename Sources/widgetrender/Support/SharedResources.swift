import AssetCatalog
import Render

/// The render resources (fonts, text engine, glyph and image caches) one command shares across all
/// its renders and threads.
enum SharedResources {
    /// The bundled fonts; a missing font folder is an I/O error (exit 74).
    /// With `assets`, `Image("name")` and `Color("name")` resolve from that catalog.
    static func make(assets: AssetCatalog? = nil) throws -> RenderResources {
        do { return try RenderResources.bundled(assetCatalog: assets) } catch { throw CLIFailure.io("fonts: \(error)") }
    }
}
