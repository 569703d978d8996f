// The generic renderer: view → resolve (environment) → layout (proposal = the canvas size) → display
// list → pixmap → PNG. The widget layer wraps it with families, devices, container backgrounds and the
// rendering modes.
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

    /// Every stage of a render: the resolved view, its layout, the display list and the pixels.
    public func rendering<V: View>(_ view: V, size: Size, scale: Double, colorScheme: ColorScheme,
                                   environment: EnvironmentValues = EnvironmentValues(),
                                   resources: RenderResources) throws(RenderError) -> RenderOutput {
        let (resolved, layout) = try prepare(view, size: size, scale: scale, colorScheme: colorScheme,
                                             environment: environment, resources: resources)
        let list = try DisplayListBuilder(resources: resources).build(resolved, layout: layout)
        let pixmap = try DisplayListExecutor(resources: resources).execute(list)
        return RenderOutput(resolved: resolved, layout: layout, displayList: list, pixmap: pixmap)
    }

    /// The view drawn into a transparent pixmap of `size` points × `scale`.
    public func render<V: View>(_ view: V, size: Size, scale: Double, colorScheme: ColorScheme,
                                environment: EnvironmentValues = EnvironmentValues(),
                                resources: RenderResources) throws(RenderError) -> Pixmap {
        try rendering(view, size: size, scale: scale, colorScheme: colorScheme, environment: environment,
                      resources: resources).pixmap
    }

    /// The view rendered and encoded as PNG bytes (straight alpha) with ``pngPreset``. The render's
    /// warnings are dropped: use the `warnings:` overload or ``rendering(_:size:scale:colorScheme:environment:resources:)``.
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
        do {
            return try output.pixmap.pngBytes(preset: pngPreset)
        } catch {
            throw .png(error)
        }
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
        do { try PNGEncoder.write(encoded: bytes, to: path) } catch { throw .png(error) }
        return warnings
    }

    /// The layout tree, one line per node with its frame and what it draws (`ResolvedView.textDump`).
    public func layoutDump<V: View>(_ view: V, size: Size, scale: Double, colorScheme: ColorScheme,
                                    environment: EnvironmentValues = EnvironmentValues(),
                                    resources: RenderResources,
                                    frames: LayoutResult.DumpFrames = .layout) throws(RenderError) -> String {
        let (resolved, layout) = try prepare(view, size: size, scale: scale, colorScheme: colorScheme,
                                             environment: environment, resources: resources)
        return resolved.textDump(layout, frames: frames)
    }

    /// The display list, one command per line (``DisplayList/textDump()``).
    public func displayListDump<V: View>(_ view: V, size: Size, scale: Double, colorScheme: ColorScheme,
                                         environment: EnvironmentValues = EnvironmentValues(),
                                         resources: RenderResources) throws(RenderError) -> String {
        let (resolved, layout) = try prepare(view, size: size, scale: scale, colorScheme: colorScheme,
                                             environment: environment, resources: resources)
        return try DisplayListBuilder(resources: resources).build(resolved, layout: layout).textDump()
    }

    /// Resolves `view` with the colour scheme and scale installed in `environment`, then lays it out.
    public func prepare<V: View>(_ view: V, size: Size, scale: Double, colorScheme: ColorScheme,
                                 environment: EnvironmentValues = EnvironmentValues(),
                                 resources: RenderResources) throws(RenderError) -> (ResolvedView, LayoutResult) {
        guard scale.isFinite, scale > 0, scale <= 16 else {
            throw .invalidGeometry("display scale \(scale) is not in 0 < scale ≤ 16")
        }
        guard size.isFinite, size.width > 0, size.height > 0 else {
            throw .invalidGeometry("size \(size) points is not positive and finite")
        }
        let pixelWidth = DisplayListBuilder.pixels(size.width * scale)
        let pixelHeight = DisplayListBuilder.pixels(size.height * scale)
        guard Pixmap.isValidSize(width: pixelWidth, height: pixelHeight),
              size.width * scale <= Double(Pixmap.maximumSide), size.height * scale <= Double(Pixmap.maximumSide)
        else { throw .invalidSize(pixelWidth: Int(min(size.width * scale, 1e9)), pixelHeight: Int(min(size.height * scale, 1e9))) }
        var environment = environment
        environment.colorScheme = colorScheme
        environment.displayScale = scale
        let services = RenderServices(resources: resources, displayScale: scale)
        let engine = layoutEngine
        let (resolved, layout) = try GeometryPasses.run(resolver) { resolver throws(RenderError) in
            let resolved: ResolvedView
            do throws(ResolveError) { resolved = try resolver.resolve(view, environment: environment, services: services) } catch {
                throw .resolve(error)
            }
            try RenderBudget.default.checkText(of: resolved)
            try services.imageBudget.check()
            return resolved
        } layout: { resolved throws(RenderError) in
            do throws(LayoutError) { return try engine.layout(resolved.root, in: size, displayScale: scale) } catch {
                throw .layout(error)
            }
        }
        return (resolved, layout)
    }
}
