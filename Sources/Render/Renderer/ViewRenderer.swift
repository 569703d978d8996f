// Rendering a plain view: the one pipeline (RenderPipeline) with a view's scene — a size in points, a
// display scale, transparent around the view, no mode pass. The widget layer's twin is WidgetRenderer.
import Drawing
import Graphics
import Layout
import PNGCodec
import Raster
import Views

/// Renders any view to pixels or PNG at a size in points and a display scale.
///
/// ```swift
/// let resources = try RenderResources.bundled()
/// let renderer = ViewRenderer()
/// try renderer.write(ProgressRing(progress: 0.42), size: Size(width: 170, height: 170), scale: 3,
///                    colorScheme: .light, resources: resources, to: "ring.png")
/// ```
public struct ViewRenderer: Sendable {
    /// Resolves views (its limits bound hostile input).
    public var resolver: ViewResolver
    /// Lays out resolved trees (its limits bound hostile input).
    public var layoutEngine: LayoutEngine
    /// The PNG preset of ``renderPNG(_:size:scale:colorScheme:environment:resources:)`` and ``write``.
    public var pngPreset: PNGPreset

    /// Creates a renderer.
    public init(resolver: ViewResolver = ViewResolver(), layoutEngine: LayoutEngine = LayoutEngine(),
                pngPreset: PNGPreset = .default) {
        self.resolver = resolver
        self.layoutEngine = layoutEngine
        self.pngPreset = pngPreset
    }

    /// The pipeline over `resources`.
    public func pipeline(_ resources: RenderResources) -> RenderPipeline {
        RenderPipeline(resources: resources, resolver: resolver, layoutEngine: layoutEngine)
    }

    /// Every stage of a render: the resolved view, its layout, the display list and the pixels.
    public func rendering<V: View>(_ view: V, size: Size, scale: Double, colorScheme: ColorScheme,
                                   environment: EnvironmentValues = EnvironmentValues(),
                                   resources: RenderResources) throws(RenderError) -> RenderOutput {
        try pipeline(resources).render(RenderScene(view: view, size: size, scale: scale, colorScheme: colorScheme,
                                                   environment: environment))
    }

    /// The view drawn into a transparent pixmap of `size` points × `scale`.
    public func render<V: View>(_ view: V, size: Size, scale: Double, colorScheme: ColorScheme,
                                environment: EnvironmentValues = EnvironmentValues(),
                                resources: RenderResources) throws(RenderError) -> Pixmap {
        try rendering(view, size: size, scale: scale, colorScheme: colorScheme, environment: environment,
                      resources: resources).pixmap
    }

    /// The view rendered and encoded as PNG bytes (straight alpha) with ``pngPreset``. The render's
    /// warnings are dropped: use the `warnings:` overload or `rendering(…)` to see them.
    public func renderPNG<V: View>(_ view: V, size: Size, scale: Double, colorScheme: ColorScheme,
                                   environment: EnvironmentValues = EnvironmentValues(),
                                   resources: RenderResources) throws(RenderError) -> [UInt8] {
        var ignored: [ResolveWarning] = []
        return try renderPNG(view, size: size, scale: scale, colorScheme: colorScheme, environment: environment,
                             resources: resources, warnings: &ignored)
    }

    /// The view rendered and encoded as PNG bytes, with the render's warnings appended to `warnings`.
    ///
    /// ```swift
    /// var warnings: [ResolveWarning] = []
    /// let png = try ViewRenderer().renderPNG(Card(), size: Size(width: 170, height: 170), scale: 3,
    ///                                        colorScheme: .light, resources: resources, warnings: &warnings)
    /// ```
    public func renderPNG<V: View>(_ view: V, size: Size, scale: Double, colorScheme: ColorScheme,
                                   environment: EnvironmentValues = EnvironmentValues(),
                                   resources: RenderResources,
                                   warnings: inout [ResolveWarning]) throws(RenderError) -> [UInt8] {
        let output = try rendering(view, size: size, scale: scale, colorScheme: colorScheme,
                                   environment: environment, resources: resources)
        warnings += output.warnings
        return try pipeline(resources).encode(output, preset: pngPreset)
    }

    /// The view rendered and written to `path` as PNG, atomically (temporary file, then rename).
    /// Returns the render's warnings (unknown symbols, missing images, approximations).
    @discardableResult
    public func write<V: View>(_ view: V, size: Size, scale: Double, colorScheme: ColorScheme,
                               environment: EnvironmentValues = EnvironmentValues(),
                               resources: RenderResources, to path: String) throws(RenderError) -> [ResolveWarning] {
        var warnings: [ResolveWarning] = []
        let bytes = try renderPNG(view, size: size, scale: scale, colorScheme: colorScheme,
                                  environment: environment, resources: resources, warnings: &warnings)
        do { try PNGEncoder.write(encoded: bytes, to: path) } catch { throw RenderError(.encode, .png(error)) }
        return warnings
    }

    /// The layout tree, one line per node with its frame and what it draws (`ResolvedView.textDump`).
    public func layoutDump<V: View>(_ view: V, size: Size, scale: Double, colorScheme: ColorScheme,
                                    environment: EnvironmentValues = EnvironmentValues(),
                                    resources: RenderResources,
                                    frames: LayoutResult.DumpFrames = .layout) throws(RenderError) -> String {
        let laidOut = try prepare(view, size: size, scale: scale, colorScheme: colorScheme,
                                  environment: environment, resources: resources)
        return laidOut.resolved.textDump(laidOut.layout, frames: frames)
    }

    /// The display list, one command per line (``DisplayList/textDump()``).
    public func displayListDump<V: View>(_ view: V, size: Size, scale: Double, colorScheme: ColorScheme,
                                         environment: EnvironmentValues = EnvironmentValues(),
                                         resources: RenderResources) throws(RenderError) -> String {
        let laidOut = try prepare(view, size: size, scale: scale, colorScheme: colorScheme,
                                  environment: environment, resources: resources)
        return try pipeline(resources).build(laidOut).displayList.textDump()
    }

    /// The view's scene resolved and laid out: the pipeline stopped after layout.
    public func prepare<V: View>(_ view: V, size: Size, scale: Double, colorScheme: ColorScheme,
                                 environment: EnvironmentValues = EnvironmentValues(),
                                 resources: RenderResources) throws(RenderError) -> LaidOutScene {
        let scene = try RenderScene(view: view, size: size, scale: scale, colorScheme: colorScheme,
                                    environment: environment)
        return try pipeline(resources).resolveAndLayOut(scene)
    }
}
