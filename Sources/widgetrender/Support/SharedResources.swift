import Render

/// The render resources (fonts, text engine, glyph and image caches) one command shares across all
/// its renders and threads.
enum SharedResources {
    /// The bundled fonts; a missing font folder is an I/O error (exit 74).
    static func make() throws -> RenderResources {
        do { return try RenderResources.bundled() } catch { throw CLIFailure.io("fonts: \(error)") }
    }
}
