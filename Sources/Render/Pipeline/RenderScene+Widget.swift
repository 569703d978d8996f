// A widget's scene: WidgetKit's host, re-enacted before anything resolves (WIDGETKIT.md §1–§3).
//
// 1. Canvas: family + device + scale → size in points, context, content margins, container shape. The
//    options are validated here and only here (WidgetCanvas.init): the CLI asks the same initializer.
// 2. Scene (Widgets): the configuration pass over the body's preferences (containerBackground, removable,
//    margins disabled), the background treatment for the mode and context, and the environment set before
//    the body resolves; the body composed over its background.
// 3. Mode pass: accented substitution with the tinted background where it replaces the container
//    background (§3); the container mask; vibrant, night or reduced luminance (§1.5–1.7).
import Drawing
import Graphics
import Views
import Widgets

extension RenderScene {
    /// The scene of `widget` rendered with `options`. Throws (stage ``RenderStage/scene``) for a family the
    /// device does not offer or a scale outside 1…``WidgetCanvas/maximumScale``; (stage ``RenderStage/resolve``)
    /// when the body's configuration pass fails.
    public init<V: View>(widget: V, options: WidgetRenderOptions,
                         resolver: ViewResolver = ViewResolver()) throws(RenderError) {
        self = try Self.widget(widget, options: options, resolver: resolver).scene
    }

    /// The scene of `widget` and what it knows as a widget (``init(widget:options:resolver:)``).
    static func widget<V: View>(_ widget: V, options: WidgetRenderOptions,
                                resolver: ViewResolver) throws(RenderError) -> (scene: RenderScene, info: WidgetSceneInfo) {
        // 1. Canvas.
        let canvas: WidgetCanvas
        do { canvas = try options.canvas() } catch { throw RenderError(.scene, .widget(error)) }
        // 2. Scene.
        var base = EnvironmentValues()
        base.colorScheme = options.colorScheme
        base.renderDate = options.resolvedDate
        let scene: WidgetScene<V>
        do { scene = try WidgetScene(widget, canvas: canvas, environment: base, resolver: resolver) } catch {
            throw RenderError(.resolve, .resolve(error))
        }
        // 3. Mode pass.
        let pass = ModePass(canvas: canvas, options: options, backgroundTreatment: scene.backgroundTreatment)
        let info = WidgetSceneInfo(canvas: canvas, backgroundTreatment: scene.backgroundTreatment)
        return (RenderScene(root: scene.root, environment: scene.environment, size: canvas.size, scale: canvas.scale,
                            modePass: pass, appliesRedaction: true, widget: info, warnings: scene.warnings), info)
    }
}

extension ModePass {
    /// The mode pass WidgetKit applies to a widget on `canvas` (WIDGETKIT.md §1, §3).
    public init(canvas: WidgetCanvas, options: WidgetRenderOptions, backgroundTreatment: ContainerBackgroundTreatment) {
        var accent: Accent?
        if options.mode == .accented {
            let tint = options.tint ?? ModeChoices.accentedDefaultTint
            accent = Accent(defaultColor: ModeChoices.accentedDefaultColor(tint: tint), accentColor: tint,
                            background: backgroundTreatment == .replacedByAccentedBackground
                                ? ModeChoices.accentedBackground(tint: tint) : nil)
        }
        let vibrant = PixelStep.vibrant(tint: options.tint ?? ModeChoices.vibrantTint, backdrop: options.vibrantBackdrop)
        let steps: [PixelStep]
        switch options.mode {
        case .fullColor, .accented: steps = []
        case .vibrant: steps = [vibrant]
        case .night: steps = [.night]
        case .reducedLuminance: steps = canvas.renderingMode == .vibrant ? [vibrant, .reducedLuminance] : [.reducedLuminance]
        }
        self.init(accent: accent, containerShape: canvas.containerPath(scale: canvas.scale), pixelSteps: steps)
    }
}
