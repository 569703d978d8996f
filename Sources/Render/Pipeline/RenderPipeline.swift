// The one render pipeline, for views and widgets alike (DESIGN.md §8):
//
//   scene → resolve → layout → build (display list) → draw (pixels) → mode pass → encode (PNG)
//
// Each stage is a function from the previous stage's value to its own, so a caller can stop at any of
// them and look (tests, `widgetrender layout`, dumps, legibility checks). Every failure is a RenderError
// naming its stage. Budgets are checked where the work would be spent: text and decoded images after
// resolution, before layout; path elements while building; the estimated work and offscreen memory
// before drawing.
import Drawing
import Layout
import PNGCodec
import Raster
import Views
import Widgets

/// Runs scenes through the stages, with one set of resources and limits.
///
/// ```swift
/// let pipeline = RenderPipeline(resources: try RenderResources.bundled())
/// let scene = try RenderScene(widget: HabitWidget(), options: .init(family: .systemSmall))
/// let output = try pipeline.render(scene)                       // every stage
/// let laidOut = try pipeline.layout(pipeline.resolve(scene))    // or stop after one
/// ```
public struct RenderPipeline: Sendable {
    /// Fonts, caches and images shared by every render.
    public var resources: RenderResources
    /// Resolves views (its limits bound hostile input).
    public var resolver: ViewResolver
    /// Lays out resolved trees (its limits bound hostile input).
    public var layoutEngine: LayoutEngine
    /// The cost limits checked before time or memory is spent.
    public var budget: RenderBudget

    /// Creates a pipeline.
    public init(resources: RenderResources, resolver: ViewResolver = ViewResolver(),
                layoutEngine: LayoutEngine = LayoutEngine(), budget: RenderBudget = .default) {
        self.resources = resources
        self.resolver = resolver
        self.layoutEngine = layoutEngine
        self.budget = budget
    }

    /// Resolves the scene's root in its environment, then checks the text and decoded-image budgets. A
    /// widget's body resolves once, its container is composed from what it declared, and the result carries
    /// the settled scene (container composed, mode pass for the settled background treatment) and the
    /// placeholder rewrite.
    public func resolve(_ scene: RenderScene) throws(RenderError) -> ResolvedScene {
        // The canvas is known before the view is resolved: one past the budget is refused before that work.
        do {
            try budget.checkCanvas(pixelWidth: DisplayListBuilder.pixels(scene.size.width * scene.scale),
                                   pixelHeight: DisplayListBuilder.pixels(scene.size.height * scene.scale))
        } catch {
            throw RenderError(.build, error)
        }
        let services = RenderServices(resources: resources, displayScale: scene.scale)
        var environment = scene.environment
        let colors = environment.namedColors == nil ? AssetColorLookup(catalog: resources.images.assetCatalog) : nil
        if let colors { environment.namedColors = colors }
        var settled = scene
        var resolved: ResolvedView
        do {
            if let widget = scene.widgetResolution {
                (settled, resolved) = try widget.resolve(resolver, colors, services)
            } else {
                resolved = try resolver.resolve(scene.root, environment: environment, services: services)
                if scene.appliesRedaction { resolved = resolved.applyingRedaction(colorScheme: scene.environment.colorScheme) }
            }
        } catch {
            throw RenderError(.resolve, .resolve(error))
        }
        if let colors { resolved.warnings += colors.warnings }
        do {
            try budget.checkText(of: resolved)
            try services.imageBudget.check()
        } catch {
            throw RenderError(.resolve, error)
        }
        return ResolvedScene(scene: settled, resolved: resolved)
    }

    /// Lays the resolved tree out in the scene's size.
    public func layout(_ stage: ResolvedScene) throws(RenderError) -> LaidOutScene {
        let layout: LayoutResult
        do { layout = try layoutEngine.layout(stage.resolved.root, in: stage.scene.size, displayScale: stage.scene.scale) }
        catch { throw RenderError(.layout, .layout(error)) }
        return LaidOutScene(scene: stage.scene, resolved: stage.resolved, layout: layout)
    }

    /// Builds the display list in device pixels, with the mode pass's paint substitution applied.
    public func build(_ stage: LaidOutScene) throws(RenderError) -> BuiltScene {
        let list = try DisplayListBuilder(resources: resources, budget: budget).build(stage.resolved, layout: stage.layout)
        return BuiltScene(scene: stage.scene, resolved: stage.resolved, layout: stage.layout,
                          displayList: stage.scene.modePass.apply(to: list))
    }

    /// Draws the display list into pixels (checked against the budget first).
    public func draw(_ stage: BuiltScene) throws(RenderError) -> DrawnScene {
        DrawnScene(scene: stage.scene, resolved: stage.resolved, layout: stage.layout,
                   displayList: stage.displayList, pixmap: try execute(stage.displayList))
    }

    /// The container mask and the mode's pixel pass: the final pixels. (The drawn pixels are kept, so the
    /// mask works on a copy; ``render(_:)`` masks in place.)
    public func applyModePass(_ stage: DrawnScene) -> RenderOutput {
        var pixmap = stage.pixmap
        stage.scene.modePass.apply(to: &pixmap, masks: resources.shapeMasks)
        return RenderOutput(scene: stage.scene, resolved: stage.resolved, layout: stage.layout,
                            displayList: stage.displayList, pixmap: pixmap)
    }

    /// Every stage, scene to final pixels: ``draw(_:)`` then ``applyModePass(_:)`` without keeping the
    /// pixels in between, so the container mask works in place (no full-size copy).
    public func render(_ scene: RenderScene) throws(RenderError) -> RenderOutput {
        let built = try build(resolveAndLayOut(scene))
        var pixmap = try execute(built.displayList)
        built.scene.modePass.apply(to: &pixmap, masks: resources.shapeMasks)
        return RenderOutput(scene: built.scene, resolved: built.resolved, layout: built.layout,
                            displayList: built.displayList, pixmap: pixmap)
    }

    /// The draw stage's work: the list priced against the budget and executed.
    private func execute(_ list: DisplayList) throws(RenderError) -> Pixmap {
        do {
            return try DisplayListExecutor(fonts: resources.registry, glyphCache: resources.glyphCache,
                                           budget: budget).execute(list)
        } catch {
            throw RenderError(.draw, error)
        }
    }

    /// The final pixels as PNG bytes (straight alpha) with `preset`.
    public func encode(_ output: RenderOutput, preset: PNGPreset = .default) throws(RenderError) -> [UInt8] {
        do { return try output.pixmap.pngBytes(preset: preset) } catch { throw RenderError(.encode, .png(error)) }
    }
}
