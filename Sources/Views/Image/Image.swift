import Graphics
import Layout

/// An image from a PNG file, PNG bytes, a name, or an SF Symbol name (SwiftUI's `Image`).
///
/// Non-resizable images keep their natural size (pixels ÷ scale); `.resizable()` makes them take
/// the proposed size, usually with `.aspectRatio(contentMode:)` / `.scaledToFit()` around them.
///
/// ```swift
/// Image(path: "/tmp/cover.png")
///     .resizable()
///     .scaledToFill()
///     .frame(width: 60, height: 60)
///     .clipShape(RoundedRectangle(cornerRadius: 8))
/// ```
public struct Image: Sendable {
    /// How the image's colours are used (SwiftUI's `Image.TemplateRenderingMode`).
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// Only the alpha is drawn, in the foreground style.
        case template
        /// The image's own colours.
        case original
    }

    /// The filter quality when the image is scaled (SwiftUI's `Image.Interpolation`; Render may ignore it).
    public enum Interpolation: Hashable, Sendable {
        /// No filtering; low, medium and high quality filtering.
        case none, low, medium, high
    }

    /// How a resizable image fills its frame (SwiftUI's `Image.ResizingMode`; only `.stretch` is drawn).
    public enum ResizingMode: Hashable, Sendable {
        /// Repeats the image; stretches it over the frame.
        case tile, stretch
    }

    let source: ImageSource
    var isResizable = false
    var renderingModeOverride: TemplateRenderingMode?
    var interpolationQuality: Interpolation = .high
    var accentedRenderingMode: WidgetAccentedRenderingMode?
    var symbolRenderingModeOverride: SymbolRenderingMode?

    /// An image from a source.
    public init(source: ImageSource) {
        self.source = source
    }

    /// A named image: the renderer's services decide where names are looked up (e.g. a file path
    /// or a document's image directory).
    public init(_ name: String) {
        self.init(source: .named(name))
    }

    /// A named image that accessibility ignores (the same image as `Image(_:)`).
    public init(decorative name: String) {
        self.init(source: .named(name))
    }

    /// A PNG file at `path`.
    ///
    /// ```swift
    /// Image(path: "Assets/logo@3x.png")
    /// ```
    public init(path: String) {
        self.init(source: .file(path: path))
    }

    /// PNG bytes in memory (`Data` or `[UInt8]`).
    public init<Bytes: Sequence>(pngData: Bytes) where Bytes.Element == UInt8 {
        self.init(source: .pngData(Array(pngData)))
    }

    /// An SF Symbol, drawn by the widget layer's symbol provider; a template image by default.
    ///
    /// ```swift
    /// Image(systemName: "flame.fill").foregroundStyle(.orange)
    /// ```
    public init(systemName: String) {
        self.init(source: .systemName(systemName))
    }

    /// The image made resizable: it takes the proposed size (nil axes: its natural size).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// Draws the image's colours (`.original`) or its alpha in the foreground style (`.template`).
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingModeOverride = renderingMode
        return copy
    }

    /// The scaling filter quality.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.interpolationQuality = interpolation
        return copy
    }

    /// Edge smoothing (always on in Render; kept for API compatibility).
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// How the image joins the accented rendering mode (WIDGETKIT.md §1.4).
    public func widgetAccentedRenderingMode(_ mode: WidgetAccentedRenderingMode?) -> Image {
        var copy = self
        copy.accentedRenderingMode = mode
        return copy
    }

    /// `.template` for SF Symbols, `.original` for bitmaps, unless set.
    var effectiveRenderingMode: TemplateRenderingMode {
        if let renderingModeOverride { return renderingModeOverride }
        if case .systemName = source { return .template }
        return .original
    }
}

/// How an image is drawn in the accented rendering mode (WidgetKit's `WidgetAccentedRenderingMode`,
/// WIDGETKIT.md §1.4).
public enum WidgetAccentedRenderingMode: Hashable, Sendable {
    /// The image joins the accent group.
    case accented
    /// Luminance becomes alpha, in the default group's colour.
    case desaturated
    /// Luminance becomes alpha, in the accent group's colour.
    case accentedDesaturated
    /// The image keeps its colours.
    case fullColor
}

extension Image: View {
    /// Primitive view.
    public var body: Never { primitiveBody(Self.self) }
}

extension Image: PrimitiveView {
    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    public static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                                into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        let mode = effectiveRenderingMode
        let source = variantSource(in: environment, context: &context)
        var resolved = ResolvedImage(
            source: source, info: ImageInfo(pixelWidth: 0, pixelHeight: 0), isResizable: isResizable,
            renderingMode: mode, templatePaint: mode == .template ? context.foregroundPaint(environment) : nil,
            interpolation: interpolationQuality, accentedRenderingMode: accentedRenderingMode)
        let leaf: any LeafLayout
        do {
            if case .systemName = source {
                resolved.symbol = symbolInfo(in: environment, context: &context)
                leaf = try context.services.symbolLeaf(for: resolved)
                if let message = context.services.symbolWarning(for: resolved) {
                    context.warn(.unknownSymbol, message)
                }
            } else {
                resolved.info = try context.services.imageInfo(for: source, in: environment)
                if renderingModeOverride == nil, let preferred = resolved.info.preferredRenderingMode, preferred != mode {
                    // An asset catalog's template rendering intent, when the view did not choose.
                    resolved.renderingMode = preferred
                    resolved.templatePaint = preferred == .template ? context.foregroundPaint(environment) : nil
                }
                leaf = ImageLeaf(naturalSize: resolved.info.pointSize, isResizable: isResizable)
            }
        } catch {
            context.warn(.imageUnavailable, "image \(source) is unavailable: \(error)")
            nodes.append(try context.node(.leaf(ImageLeaf(naturalSize: .zero, isResizable: false)),
                                          name: "Image \(source) (unavailable)"))
            return
        }
        let image = try context.node(.leaf(leaf), name: "Image \(source)", content: .image(resolved))
        nodes.append(try Self.directed(image, source: source, in: environment, context: &context))
    }

    /// The symbol name with the environment's `symbolVariant`s applied: the first candidate the
    /// catalogue has (SymbolVariants.candidateNames), with a warning when variants had to be dropped.
    private func variantSource(in environment: EnvironmentValues, context: inout ResolveContext) -> ImageSource {
        guard case .systemName(let base) = source, environment.symbolVariants != .none else { return source }
        let candidates = environment.symbolVariants.candidateNames(for: base)
        for name in candidates {
            let probe = ResolvedImage(source: .systemName(name), info: ImageInfo(pixelWidth: 0, pixelHeight: 0))
            guard context.services.symbolWarning(for: probe) == nil else { continue }
            if name != candidates[0] {
                context.warn(.approximated, "symbol \"\(candidates[0])\" (\"\(base)\" with symbolVariant "
                             + "\(environment.symbolVariants.description)) is not in the symbol catalogue; drawing \"\(name)\"")
            }
            return .systemName(name)
        }
        return source
    }

    /// The symbol's font and foreground levels.
    private func symbolInfo(in environment: EnvironmentValues, context: inout ResolveContext) -> ResolvedSymbol {
        let font = environment.textAttributes.resolvedFont(base: environment.font ?? .body)
            .sized(for: environment.dynamicTypeSize)
        let paints = (0...2).map { level in
            ShapeStyleResolver.foregroundPaint(environment.foregroundStyle, level: level, environment: environment)
                ?? .clear
        }
        return ResolvedSymbol(font: font, paints: paints, scale: environment.imageScale,
                              renderingMode: symbolRenderingModeOverride ?? environment.symbolRenderingMode
                                  ?? .monochrome)
    }
}

/// An image's layout: its natural size, or (resizable) the proposal with nil axes replaced by it.
struct ImageLeaf: LeafLayout {
    let naturalSize: Size
    let isResizable: Bool

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        guard isResizable else { return naturalSize }
        return proposal.replacingUnspecifiedDimensions(by: naturalSize)
    }
}
