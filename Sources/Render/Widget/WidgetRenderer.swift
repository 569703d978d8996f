// The widget renderer: WidgetKit's host, re-enacted (WIDGETKIT.md §1–§3).
//
// 1. Canvas: family + device + scale → size in points, context, content margins, container shape.
// 2. Environment: widgetFamily, widgetRenderingMode, showsWidgetContainerBackground, margins,
//    isLuminanceReduced, and dark semantics for vibrant/StandBy — set BEFORE the body resolves.
// 3. Compose: the container background (drawn, replaced by the accented tint, removed, or black) under
//    the body padded by the content margins, in one ZStack of the widget's size.
// 4. Resolve, lay out, build the display list (ViewRenderer).
// 5. Accented: substitute paints per accent group in the display list (paint order kept).
// 6. Execute, then mask to the container shape (pixels outside are transparent).
// 7. Pixel post-pass: vibrant, night, reduced luminance.

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
    /// The generic renderer underneath.
    public var viewRenderer: ViewRenderer

    /// Creates a widget renderer.
    public init(viewRenderer: ViewRenderer = ViewRenderer()) {
        self.viewRenderer = viewRenderer
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
        // 2. Environment.
        var base = EnvironmentValues()
        base.colorScheme = options.effectiveColorScheme
        let environment = canvas.environment(base)
        let treatment = canvas.backgroundTreatment()
        let tint = options.tint ?? (options.mode == .accented ? ModeChoices.accentedDefaultTint : ModeChoices.vibrantTint)
        // 3. Compose.
        let composed = WidgetComposition(body: widget, margins: canvas.contentMargins,
                                         background: Self.background(for: treatment),
                                         size: canvas.size)
        // 4. Resolve, lay out, build.
        let resolved: ResolvedView
        let layout: LayoutResult
        var list: DisplayList
        do {
            (resolved, layout) = try viewRenderer.prepare(composed, size: canvas.size, scale: canvas.scale,
                                                          colorScheme: environment.colorScheme,
                                                          environment: environment, resources: resources)
            list = try DisplayListBuilder(resources: resources).build(resolved, layout: layout)
        } catch {
            throw .render(error)
        }
        // 5. Accented paint substitution.
        // The tinted background replaces the container background below every tinted command (§3).
        if options.mode == .accented {
            list = AccentedPass.apply(to: list, defaultColor: ModeChoices.accentedDefaultColor(tint: tint),
                                      accentColor: tint)
            if treatment == .replacedByAccentedBackground {
                let rect = Path(Rect(x: 0, y: 0, width: Double(list.pixelWidth), height: Double(list.pixelHeight)))
                list.items.insert(DisplayItem(.fill(rect, .solid(ModeChoices.accentedBackground(tint: tint)), .nonZero)),
                                  at: 0)
            }
        }
        // 6. Execute and mask to the container shape.
        var pixmap: Pixmap
        do {
            pixmap = try DisplayListExecutor(resources: resources).execute(list)
        } catch {
            throw .render(error)
        }
        if let path = canvas.containerPath(scale: canvas.scale) {
            pixmap = Self.masked(pixmap, to: path)
        }
        // 7. Pixel post-pass.
        switch options.mode {
        case .fullColor, .accented:
            break
        case .vibrant:
            pixmap = VibrantPass.apply(to: pixmap, tint: options.tint ?? ModeChoices.vibrantTint,
                                       backdrop: options.vibrantBackdrop)
        case .night:
            pixmap = VibrantPass.night(pixmap)
        case .reducedLuminance:
            if canvas.renderingMode == .vibrant {
                pixmap = VibrantPass.apply(to: pixmap, tint: options.tint ?? ModeChoices.vibrantTint,
                                           backdrop: options.vibrantBackdrop)
            } else if treatment == .removedOverBlack {
                pixmap = Self.overBlack(pixmap)
            }
            pixmap = ReducedLuminancePass.apply(to: pixmap)
        }
        return WidgetRenderOutput(canvas: canvas, resolved: resolved, layout: layout, displayList: list,
                                  pixmap: pixmap)
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
            return try PNGEncoder.encode(width: pixmap.width, height: pixmap.height, rgba: pixmap.straightRGBA(),
                                         preset: viewRenderer.pngPreset)
        } catch {
            throw .render(.png(error))
        }
    }

    /// The container background for a treatment (§3); nil when removed or replaced after the accented pass.
    static func background(for treatment: ContainerBackgroundTreatment) -> AnyView? {
        switch treatment {
        case .drawn:
            // [C] No declared background: `.fill.tertiary` over systemBackground (the Xcode template's).
            return AnyView(ZStack {
                Rectangle().fill(Color(.systemBackground))
                Rectangle().fill(.fill.tertiary)
            })
        case .replacedByAccentedBackground, .removed:
            return nil
        case .removedOverBlack:
            return AnyView(Rectangle().fill(Color.black))
        }
    }

    /// Pixels outside `path` become transparent (anti-aliased edge).
    static func masked(_ pixmap: Pixmap, to path: Path) -> Pixmap {
        guard let empty = Pixmap(width: pixmap.width, height: pixmap.height) else { return pixmap }
        var canvas = Canvas(pixmap: empty)
        canvas.pushClip(path)
        canvas.drawPixmap(pixmap, x: 0, y: 0)
        canvas.popClip()
        return canvas.pixmap
    }

    /// The picture over opaque black (StandBy).
    static func overBlack(_ pixmap: Pixmap) -> Pixmap {
        guard var black = Pixmap(width: pixmap.width, height: pixmap.height) else { return pixmap }
        black.fill(.black)
        var canvas = Canvas(pixmap: black)
        canvas.drawPixmap(pixmap, x: 0, y: 0)
        return canvas.pixmap
    }
}
