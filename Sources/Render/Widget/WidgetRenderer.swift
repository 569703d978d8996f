// The widget renderer: the one pipeline (RenderPipeline) with a widget's scene (RenderScene+Widget.swift:
// canvas, configuration pass, composition, mode pass). Nothing here repeats a stage.
import Drawing
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

    /// The pipeline over `resources`.
    public func pipeline(_ resources: RenderResources) -> RenderPipeline {
        RenderPipeline(resources: resources, resolver: resolver, layoutEngine: layoutEngine)
    }

    /// The widget's scene: canvas, body and mode pass (options validated), settled by the resolve stage.
    public func scene<V: View>(_ widget: V, options: WidgetRenderOptions) throws(RenderError) -> RenderScene {
        try RenderScene(widget: widget, options: options)
    }

    /// Every stage of the render, with the final pixels.
    public func rendering<V: View>(_ widget: V, options: WidgetRenderOptions,
                                   resources: RenderResources) throws(RenderError) -> WidgetRenderOutput {
        try rendering(RenderScene.widget(widget, options: options), resources: resources)
    }

    /// Every stage of the render on `canvas`, made by the caller from these options
    /// (``WidgetRenderOptions/canvas()``), so they are not checked again: the canvas decides the family,
    /// mode, device, scale and context; `options` give the scheme, date, text settings, tint and backdrop.
    ///
    /// ```swift
    /// let canvas = try options.canvas()    // a bad family, device or scale is refused here
    /// let output = try WidgetRenderer().rendering(HabitWidget(), on: canvas, options: options, resources: resources)
    /// ```
    public func rendering<V: View>(_ widget: V, on canvas: WidgetCanvas, options: WidgetRenderOptions,
                                   resources: RenderResources) throws(RenderError) -> WidgetRenderOutput {
        try rendering(RenderScene.widget(widget, on: canvas, options: options), resources: resources)
    }

    /// The pipeline over a widget scene, with the canvas and background treatment it settled on.
    private func rendering(_ widget: (scene: RenderScene, info: WidgetSceneInfo),
                           resources: RenderResources) throws(RenderError) -> WidgetRenderOutput {
        let output = try pipeline(resources).render(widget.scene)
        return WidgetRenderOutput(output, widget: output.scene.widget ?? widget.info)
    }

    /// The widget resolved and laid out: the pipeline stopped after layout (`widgetrender layout`).
    public func layout<V: View>(_ widget: V, options: WidgetRenderOptions,
                                resources: RenderResources) throws(RenderError) -> LaidOutScene {
        try pipeline(resources).resolveAndLayOut(scene(widget, options: options))
    }

    /// The final pixels.
    public func render<V: View>(_ widget: V, options: WidgetRenderOptions,
                                resources: RenderResources) throws(RenderError) -> Pixmap {
        try rendering(widget, options: options, resources: resources).pixmap
    }

    /// The final pixels as PNG bytes (straight alpha). The render's warnings are dropped: use
    /// ``renderPNG(_:options:resources:warnings:)`` or ``rendering(_:options:resources:)`` to see them.
    public func renderPNG<V: View>(_ widget: V, options: WidgetRenderOptions,
                                   resources: RenderResources) throws(RenderError) -> [UInt8] {
        var ignored: [ResolveWarning] = []
        return try renderPNG(widget, options: options, resources: resources, warnings: &ignored)
    }

    /// The final pixels as PNG bytes (straight alpha), with what the render could not honour exactly
    /// (unknown symbols, missing images, approximations) appended to `warnings`.
    ///
    /// ```swift
    /// var warnings: [ResolveWarning] = []
    /// let png = try WidgetRenderer().renderPNG(HabitWidget(), options: .init(family: .systemSmall),
    ///                                          resources: resources, warnings: &warnings)
    /// for warning in warnings { print("warning: \(warning)") }
    /// ```
    public func renderPNG<V: View>(_ widget: V, options: WidgetRenderOptions, resources: RenderResources,
                                   warnings: inout [ResolveWarning]) throws(RenderError) -> [UInt8] {
        let output = try rendering(widget, options: options, resources: resources)
        warnings += output.warnings
        return try pipeline(resources).encode(output.output, preset: pngPreset)
    }
}
