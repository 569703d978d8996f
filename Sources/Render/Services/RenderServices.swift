import Layout
import Views

/// The renderer's ``ResolveServices``: text measured by Typography, images decoded by PNGCodec.
///
/// ```swift
/// let services = RenderServices(resources: resources, displayScale: 3)
/// let resolved = try ViewResolver().resolve(view, environment: environment, services: services)
/// ```
public struct RenderServices: ResolveServices, Sendable {
    /// Fonts, text engine and image store.
    public var resources: RenderResources
    /// Device pixels per point: line heights round to this grid, `@Nx` named images are picked by it.
    public var displayScale: Double

    /// Creates services for one display scale.
    public init(resources: RenderResources, displayScale: Double) {
        self.resources = resources
        self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
    }

    /// A leaf measuring `text` with the text layout engine.
    public func textLeaf(for text: ResolvedText) -> any LeafLayout {
        TextLeaf(text: text, engine: resources.textEngine, displayScale: displayScale)
    }

    /// The decoded size of the image; throws ``RenderError/image(source:reason:)`` when it is unavailable.
    public func imageInfo(for source: ImageSource) throws -> ImageInfo {
        let entry = try resources.images.image(for: source, displayScale: displayScale)
        return ImageInfo(pixelWidth: entry.pixmap.width, pixelHeight: entry.pixmap.height, scale: entry.scale)
    }
}
