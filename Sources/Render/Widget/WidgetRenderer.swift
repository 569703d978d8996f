// The widget renderer: WidgetKit's host, re-enacted (WIDGETKIT.md §1–§3).
//
// 1. Canvas: family + device + scale → size in points, context, content margins, container shape.
// 2. Scene (Widgets): the configuration pass (containerBackground, removable, margins disabled), the
//    background treatment for the mode and context, and the environment set BEFORE the body resolves
//    (widgetFamily, widgetRenderingMode, showsWidgetContainerBackground, margins, isLuminanceReduced,
//    dark semantics for vibrant and StandBy); the body composed over its background.
// 3. Resolve (with redaction), lay out, build the display list.
// 4. Accented: substitute paints per accent group (paint order kept), tinted background underneath.
// 5. Execute, then mask to the container shape (pixels outside are transparent).
// 6. Pixel post-pass: vibrant, night, reduced luminance.

import Graphics
import Layout
import PNGCodec
import Raster
import Views
import Widgets

/// Renders a widget view as WidgetKit would show it in one family, mode, scheme and device.
///
/// ```swift
/// let resources = try RenderResources.bundled()
/// let png = try WidgetRenderer().renderPNG(HabitWidget(), options: .init(family: .systemSmall, mode: .vibrant),
///                                          resources: resources)
/// ```
public struct WidgetRenderer: Sendable {
    /// Resolves views (its limits bound hostile input).
    public var resolver: ViewResolver
    /// Lays out resolved trees (its limits bound hostile input).
    public var layoutEngine: LayoutEngine
    /// The PNG preset of ``renderPNG(_:options:resources:)``.
    public var pngPreset: PNGPreset

    /// Creates a widget renderer.
    public init(resolver: ViewResolver = ViewResolver(), layoutEngine: LayoutEngine = LayoutEngine(),
                pngPreset: PNGPreset = .default) {
        self.resolver = resolver
        self.layoutEngine = layoutEngine
        self.pngPreset = pngPreset
    }

    /// Every stage of the render, with the final pixels.
    public func rendering<V: View>(_ widget: V, options: WidgetRenderOptions,
                                   resources: RenderResources) throws(WidgetRenderError) -> WidgetRenderOutput {
        // 1. Canvas.
        let canvas: WidgetCanvas
        do {
            canvas = try WidgetCanvas(family: options.family, mode: options.mode, device: options.resolvedDevice,
                                      scale: options.scale)
        } catch {
            throw .widget(error)
        }
        // 2. Scene.
        var base = EnvironmentValues()
        base.colorScheme = options.colorScheme
        base.dynamicTypeSize = options.dynamicTypeSize
        base.layoutDirection = options.layoutDirection
        if let identifier = options.localeIdentifier { base.setLocale(identifier: identifier) }
        let scene: WidgetScene<V>
        do { scene = try WidgetScene(widget, canvas: canvas, environment: base, resolver: resolver) } catch {
            throw .render(.resolve(error))
        }
        // 3. Resolve, lay out, build.
        let services = RenderServices(resources: resources, displayScale: canvas.scale)
        let resolved: ResolvedView
        let layout: LayoutResult
        var list: DisplayList
        do {
            resolved = try scene.resolve(services: services, resolver: resolver)
        } catch {
            throw .render(.resolve(error))
        }
        do {
            try RenderBudget.default.checkText(of: resolved)
            try services.imageBudget.check()
        } catch {
            throw .render(error)
        }
        do { layout = try layoutEngine.layout(resolved.root, in: canvas.size, displayScale: canvas.scale) } catch {
            throw .render(.layout(error))
        }
        do { list = try DisplayListBuilder(resources: resources).build(resolved, layout: layout) } catch {
            throw .render(error)
        }
        // 4. Accented paint substitution; the tinted background replaces the container background (§3).
        if options.mode == .accented {
            let tint = options.tint ?? ModeChoices.accentedDefaultTint
            list = AccentedPass.apply(to: list, defaultColor: ModeChoices.accentedDefaultColor(tint: tint),
                                      accentColor: tint)
            if scene.backgroundTreatment == .replacedByAccentedBackground {
                let rect = Path(Rect(x: 0, y: 0, width: Double(list.pixelWidth), height: Double(list.pixelHeight)))
                let background = DisplayItem(.fill(rect, .solid(ModeChoices.accentedBackground(tint: tint)), .nonZero))
                list.items.insert(background, at: 0)
            }
        }
        // 5. Execute and mask to the container shape.
        var pixmap: Pixmap
        do { pixmap = try DisplayListExecutor(resources: resources).execute(list) } catch {
            throw .render(error)
        }
        if let path = canvas.containerPath(scale: canvas.scale) {
            pixmap.mask(with: resources.containerMasks.mask(for: path, width: pixmap.width, height: pixmap.height))
        }
        // 6. Pixel post-pass.
        let lockScreenTint = options.tint ?? ModeChoices.vibrantTint
        switch options.mode {
        case .fullColor, .accented:
            break
        case .vibrant:
            pixmap = VibrantPass.apply(to: pixmap, tint: lockScreenTint, backdrop: options.vibrantBackdrop)
        case .night:
            pixmap = VibrantPass.night(pixmap)
        case .reducedLuminance:
            if canvas.renderingMode == .vibrant {
                pixmap = VibrantPass.apply(to: pixmap, tint: lockScreenTint, backdrop: options.vibrantBackdrop)
            }
            pixmap = ReducedLuminancePass.apply(to: pixmap)
        }
        return WidgetRenderOutput(canvas: canvas, backgroundTreatment: scene.backgroundTreatment,
                                  resolved: resolved, layout: layout, displayList: list, pixmap: pixmap,
                                  warnings: scene.warnings + resolved.warnings)
    }

    /// The final pixels.
    public func render<V: View>(_ widget: V, options: WidgetRenderOptions,
                                resources: RenderResources) throws(WidgetRenderError) -> Pixmap {
        try rendering(widget, options: options, resources: resources).pixmap
    }

    /// The final pixels as PNG bytes (straight alpha).
    public func renderPNG<V: View>(_ widget: V, options: WidgetRenderOptions,
                                   resources: RenderResources) throws(WidgetRenderError) -> [UInt8] {
        let pixmap = try render(widget, options: options, resources: resources)
        do {
            return try pixmap.pngBytes(preset: pngPreset)
        } catch {
            throw .render(.png(error))
        }
    }
}
