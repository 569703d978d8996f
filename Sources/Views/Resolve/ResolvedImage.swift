import Graphics

/// Where an image's pixels come from. Render (through ``ResolveServices``) decodes them.
public enum ImageSource: Hashable, Sendable, CustomStringConvertible {
    /// A PNG file at a path (`Image(path:)`).
    case file(path: String)
    /// A PNG file at `path` that must stay inside `folder` when it is opened: a widget document's image,
    /// re-checked at open time (the file the opened descriptor reaches must be inside `folder`).
    case fileInFolder(path: String, folder: String)
    /// PNG bytes in memory (`Image(pngData:)`).
    case pngData([UInt8])
    /// Decoded pixels in memory (`Image(pixels:)`), 1 pixel per point.
    case pixels(ImagePixels)
    /// A named image (`Image("name")`): the services decide where names are looked up.
    case named(String)
    /// An SF Symbol name (`Image(systemName:)`): drawn by the widget layer's symbol provider.
    case systemName(String)

    public var description: String {
        switch self {
        case .file(let path), .fileInFolder(let path, _): return "file \"\(path)\""
        case .pngData(let bytes): return "png \(bytes.count) bytes"
        case .pixels(let pixels): return "pixels \(pixels.width)×\(pixels.height)"
        case .named(let name): return "\"\(name)\""
        case .systemName(let name): return "systemName \"\(name)\""
        }
    }
}

/// A decoded image's size: pixels and the scale they were made for (the point size is pixels ÷ scale).
public struct ImageInfo: Hashable, Sendable {
    /// Width in pixels.
    public var pixelWidth: Int
    /// Height in pixels.
    public var pixelHeight: Int
    /// Pixels per point the image was drawn for (1 for a plain PNG file; 3 for an `@3x` asset).
    public var scale: Double
    /// The colour scheme whose variant the pixels are (an asset-catalog image with light and dark
    /// files); nil when the image has one look. The builder draws the same variant.
    public var colorScheme: ColorScheme?
    /// How the image asks to be drawn when the view does not say (an asset catalog's
    /// `template-rendering-intent`); nil for the default (SF Symbols template, bitmaps original).
    public var preferredRenderingMode: Image.TemplateRenderingMode?
    /// The font sizing a catalog symbol set was drawn for; nil for any other image. The builder draws the same.
    public var symbolSizing: ImageSymbolSizing?
    /// True when the pixels are an asset-catalog image's high-contrast file (the render asked for increased
    /// contrast and the set has one). The builder draws the same.
    public var increasedContrast = false

    /// Creates image info.
    public init(pixelWidth: Int, pixelHeight: Int, scale: Double = 1, colorScheme: ColorScheme? = nil,
                preferredRenderingMode: Image.TemplateRenderingMode? = nil) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.colorScheme = colorScheme
        self.preferredRenderingMode = preferredRenderingMode
    }

    /// The natural size in points.
    public var pointSize: Size {
        let s = scale.isFinite && scale > 0 ? scale : 1
        return Size(width: Double(max(pixelWidth, 0)) / s, height: Double(max(pixelHeight, 0)) / s)
    }
}

/// A resolved `Image`: what to draw and how, stretched over its node's frame.
///
/// A resizable image fills its frame exactly (aspect ratio is the job of the enclosing
/// `aspectRatio` node); a non-resizable one has its natural size, so its frame is that size.
public struct ResolvedImage: Hashable, Sendable, CustomStringConvertible {
    /// Where the pixels come from.
    public var source: ImageSource
    /// The decoded size reported by the services.
    public var info: ImageInfo
    /// True after `.resizable()`.
    public var isResizable: Bool
    /// `.template` draws the image's alpha with ``templatePaint``; `.original` draws its colours.
    public var renderingMode: Image.TemplateRenderingMode
    /// The foreground paint for a template image (nil for `.original`).
    public var templatePaint: ResolvedPaint?
    /// The filter quality asked for (`.interpolation(_:)`).
    public var interpolation: Image.Interpolation
    /// How the image joins the accented rendering mode (`widgetAccentedRenderingMode(_:)`), if set.
    public var accentedRenderingMode: WidgetAccentedRenderingMode?
    /// For `Image(systemName:)`: what the symbol provider needs to size and paint it.
    public var symbol: ResolvedSymbol?

    /// Creates a resolved image.
    public init(source: ImageSource, info: ImageInfo, isResizable: Bool = false,
                renderingMode: Image.TemplateRenderingMode = .original, templatePaint: ResolvedPaint? = nil,
                interpolation: Image.Interpolation = .high, accentedRenderingMode: WidgetAccentedRenderingMode? = nil) {
        self.source = source
        self.info = info
        self.isResizable = isResizable
        self.renderingMode = renderingMode
        self.templatePaint = templatePaint
        self.interpolation = interpolation
        self.accentedRenderingMode = accentedRenderingMode
    }

    public var description: String {
        var text = "\(source) \(info.pixelWidth)×\(info.pixelHeight)@\(formatNumber(info.scale))x"
        if isResizable { text += " resizable" }
        if let templatePaint { text += " template \(templatePaint)" }
        if let accentedRenderingMode { text += " accented \(accentedRenderingMode)" }
        if let symbol { text += " \(symbol)" }
        return text
    }
}

/// What an SF Symbol image needs beyond its name: the font it matches and the foreground levels it
/// may paint with (hierarchical and palette rendering use levels 1 and 2).
public struct ResolvedSymbol: Hashable, Sendable, CustomStringConvertible {
    /// The font in force where the image is (the environment's font with View-level traits), which
    /// sets the symbol's size and weight as it does in SwiftUI.
    public var font: Font
    /// The foreground style at hierarchical levels 0, 1 and 2.
    public var paints: [ResolvedPaint]
    /// The size relative to the font (`imageScale(_:)`).
    public var scale: SymbolScale
    /// How the layers are coloured (`symbolRenderingMode(_:)`).
    public var renderingMode: SymbolRenderingMode

    /// Creates symbol info.
    public init(font: Font, paints: [ResolvedPaint], scale: SymbolScale = .medium,
                renderingMode: SymbolRenderingMode = .monochrome) {
        self.font = font
        self.paints = paints
        self.scale = scale
        self.renderingMode = renderingMode
    }

    public var description: String {
        var text = "symbol \(ResolvedText.describe(font))"
        if scale != .medium { text += " scale \(scale)" }
        if renderingMode != .monochrome { text += " \(renderingMode)" }
        return text
    }
}
