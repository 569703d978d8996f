// The bundled fonts and caches, loaded once for every test in a process.
import Render

/// The bundled fonts and caches, shared by the tests: the registry and caches are thread-safe and never change
/// pixels, so sharing them only saves loading the same faces again.
///
/// ```swift
/// let pixmap = try ViewRenderer().render(view, size: size, scale: 3, colorScheme: .light,
///                                        resources: try TestResources.get())
/// ```
public enum TestResources {
    private static let shared = Result { () throws(RenderError) -> RenderResources in try RenderResources.bundled() }

    /// The shared resources (a failure to find Fonts/ fails the calling test).
    public static func get() throws -> RenderResources { try shared.get() }
}
