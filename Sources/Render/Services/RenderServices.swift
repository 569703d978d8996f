import AssetCatalog
import Layout
import Typography
import Views

/// The renderer's ``ResolveServices``: text measured by Typography, images decoded by PNGCodec, symbols
/// sized from the bundled icon fonts for the font around them.
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
    /// The decoded pixels of this render's images (``ImageBudget``); shared by copies of these services.
    public let imageBudget: ImageBudget

    /// Creates services for one display scale.
    public init(resources: RenderResources, displayScale: Double) {
        self.resources = resources
        self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
        self.imageBudget = ImageBudget()
    }

    /// A leaf measuring `text` with the text layout engine.
    public func textLeaf(for text: ResolvedText) -> any LeafLayout {
        TextLeaf(text: text, engine: resources.textEngine, displayScale: displayScale)
    }

    /// The decoded size of the image; throws a ``RenderError`` (resolve stage, ``RenderError/Reason/image(source:reason:)``)
    /// when it is unavailable.
    public func imageInfo(for source: ImageSource) throws -> ImageInfo {
        try imageInfo(for: source, colorScheme: nil, increasedContrast: false, symbol: nil)
    }

    /// The decoded size of the image in `environment`: an asset-catalog image's file for its colour
    /// scheme (and its high-contrast file when the environment asks for increased contrast), with the set's
    /// template rendering intent; a catalog symbol set sized by the environment's font.
    public func imageInfo(for source: ImageSource, in environment: EnvironmentValues) throws -> ImageInfo {
        try imageInfo(for: source, colorScheme: environment.colorScheme,
                      increasedContrast: environment.colorSchemeContrast == .increased,
                      symbol: ImageSymbolSizing(environment: environment))
    }

    private func imageInfo(for source: ImageSource, colorScheme: ColorScheme?, increasedContrast: Bool,
                           symbol: ImageSymbolSizing?) throws -> ImageInfo {
        var asset: AssetImage?
        if case .named(let name) = source { asset = resources.images.assetCatalog?.image(named: name) }
        // Only an asset-catalog image has light and dark files; any other keeps one entry whatever the scheme.
        let scheme = asset != nil ? colorScheme : nil
        let contrast = asset?.files.contains(where: \.isHighContrast) == true && increasedContrast
        let entry: ImageStore.Entry
        do {
            try imageBudget.admit(source)
            entry = try resources.images.image(for: source, displayScale: displayScale, colorScheme: scheme,
                                               increasedContrast: contrast, symbol: asset?.isSymbol == true ? symbol : nil)
        } catch {
            throw RenderError(.resolve, error)
        }
        imageBudget.record(source, pixelCount: entry.pixmap.width * entry.pixmap.height)
        var preferred: Image.TemplateRenderingMode?
        switch asset?.renderingIntent {
        case .template: preferred = .template
        case .original: preferred = .original
        case .unspecified, nil: preferred = nil
        }
        var info = ImageInfo(pixelWidth: entry.pixmap.width, pixelHeight: entry.pixmap.height, scale: entry.scale,
                             colorScheme: scheme, preferredRenderingMode: preferred)
        if asset?.isSymbol == true { info.symbolSizing = symbol }
        info.increasedContrast = contrast
        return info
    }

    /// A leaf sized like the symbol for its font and image scale (an unknown name: the placeholder's
    /// size), with the text baseline; throws a ``RenderError`` (resolve stage) when an icon font cannot be read.
    public func symbolLeaf(for image: ResolvedImage) throws -> any LeafLayout {
        let found: SymbolGlyph?
        do { found = try resources.symbolGlyph(for: image, displayScale: displayScale) } catch {
            throw RenderError(.resolve, error)
        }
        guard let glyph = found else {
            throw RenderError(.resolve, .image(source: image.source.description, reason: "not an Image(systemName:)"))
        }
        return SymbolLeaf(glyph: glyph, isResizable: image.isResizable)
    }

    /// For a name the symbol catalogue lacks: `unknown symbol 'sun.max.fil'; did you mean 'sun.max.fill'?`.
    public func symbolWarning(for image: ResolvedImage) -> String? {
        guard case .systemName(let name) = image.source else { return nil }
        return RenderResources.unknownSymbolMessage(for: name)
    }
}
