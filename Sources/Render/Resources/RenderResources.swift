import AssetCatalog
import Drawing
import PNGCodec
import Typography

/// What every render needs besides the view: fonts, the text layout engine, the glyph mask cache,
/// symbol outlines, decoded images and widget container masks. Pass one value to many renders (and threads) to share its caches.
///
/// Caches never change pixels: a glyph mask or a decoded image is a pure function of its key.
///
/// ```swift
/// let resources = try RenderResources.bundled()
/// let pixmap = try ViewRenderer().render(MyView(), size: Size(width: 170, height: 170), scale: 3,
///                                        colorScheme: .light, resources: resources)
/// ```
public final class RenderResources: Sendable {
    /// The fonts text is set in.
    public let registry: FontRegistry
    /// Measures and lays out text (caches shaped paragraphs).
    public let textEngine: TextLayoutEngine
    /// Rasterized glyph coverage masks.
    public let glyphCache: GlyphCache
    /// SF Symbols stand-ins sized for text (icon fonts from the registry's directory, cached outlines).
    public let symbols: SymbolOutlines
    /// Decoded images.
    public let images: ImageStore
    /// Widget container coverage, per container path and canvas size.
    let shapeMasks = ShapeMaskCache()

    /// Creates resources over a font registry.
    public init(registry: FontRegistry, glyphCache: GlyphCache = GlyphCache(), images: ImageStore = ImageStore()) {
        self.registry = registry
        self.textEngine = TextLayoutEngine(registry: registry)
        self.glyphCache = glyphCache
        self.symbols = SymbolOutlines(fonts: registry)
        self.images = images
    }

    /// Resources over the bundled fonts (`FontRegistry.bundled()`), with a named-images directory and an
    /// asset catalog (`Image("name")`, `Color("name")`) if given.
    ///
    /// ```swift
    /// let resources = try RenderResources.bundled(assetCatalog: try AssetCatalog(contentsOf: "Assets.xcassets"))
    /// ```
    public static func bundled(customFontsDirectory: String? = nil, namedImagesDirectory: String? = nil,
                               assetCatalog: AssetCatalog? = nil) throws(RenderError) -> RenderResources {
        let registry: FontRegistry
        do { registry = try FontRegistry.bundled(customFontsDirectory: customFontsDirectory) } catch {
            throw RenderError(.scene, .typography(error))
        }
        return RenderResources(registry: registry, images: ImageStore(namedImagesDirectory: namedImagesDirectory,
                                                                                   assetCatalog: assetCatalog))
    }
}
