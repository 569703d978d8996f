// A widget's scene: WidgetKit's host, re-enacted before anything resolves (WIDGETKIT.md §1–§3).
//
// 1. Canvas: family + device + scale → size in points, context, content margins, container shape. The
//    options are checked here and only here (WidgetCanvas.init), unless the caller made the canvas already
//    and hands it in (the CLI makes it while parsing its options): either way, once per render.
// 2. Scene (Widgets), completed by the resolve stage: the body resolves once; its preferences
//    (containerBackground, removable, margins disabled) give the background treatment for the mode and
//    context and the environment the body resolved in; the container is composed around the resolved body.
// 3. Mode pass, made once, when the body has resolved and the background treatment is known: accented
//    substitution with the tinted background where it replaces the container background (§3); on the iOS 26
//    clear and tinted Home Screens everything tinted white over the glass (GlassBackground+Widget); vibrant,
//    night or reduced luminance (§1.5–1.7); the container mask last.
import Drawing
import Graphics
import Views
import Widgets

extension RenderScene {
    /// The scene of `widget` rendered with `options`. Throws (stage ``RenderStage/scene``) for a family the
    /// device does not offer or a scale outside 1…``WidgetCanvas/maximumScale``.
    ///
    /// What the body declares (container background, margins, removable flag) is read when it resolves: the
    /// resolve stage resolves the body once, composes its container, makes the mode pass for the background
    /// treatment it found and returns the settled scene (``ResolvedScene/scene``). Until then ``root`` is the
    /// body alone, ``modePass`` is ``Drawing/ModePass/identity`` and ``widget`` assumes a removable background.
    public init<V: View>(widget: V, options: WidgetRenderOptions) throws(RenderError) {
        self = try Self.widget(widget, options: options).scene
    }

    /// The scene of `widget` and what it knows as a widget before it resolves (``init(widget:options:)``).
    static func widget<V: View>(_ widget: V, options: WidgetRenderOptions) throws(RenderError)
        -> (scene: RenderScene, info: WidgetSceneInfo)
    {
        let canvas: WidgetCanvas
        do { canvas = try options.canvas() } catch { throw RenderError(.scene, .widget(error)) }
        return Self.widget(widget, on: canvas, options: options)
    }

    /// The scene of `widget` on `canvas`, which decides the family, mode, device, scale and context (the
    /// options' own are not read again); `options` give the environment (scheme, date, text settings) and
    /// the mode pass's tint and backdrop.
    static func widget<V: View>(_ widget: V, on canvas: WidgetCanvas, options: WidgetRenderOptions)
        -> (scene: RenderScene, info: WidgetSceneInfo)
    {
        // 2. Scene (provisional until the body resolves).
        var base = EnvironmentValues()
        base.colorScheme = options.colorScheme
        base.renderDate = options.resolvedDate
        base.dynamicTypeSize = options.dynamicTypeSize
        base.colorSchemeContrast = options.colorSchemeContrast
        base.layoutDirection = options.layoutDirection
        if let identifier = options.localeIdentifier { base.setLocale(identifier: identifier) }
        let info = WidgetSceneInfo(canvas: canvas, backgroundTreatment: canvas.backgroundTreatment(isRemovable: true))
        let resolution = WidgetResolution { resolver, namedColors, services throws(ResolveError) in
            var environment = base
            if let namedColors { environment.namedColors = namedColors }
            let (scene, resolved) = try WidgetScene.resolve(widget, canvas: canvas, environment: environment,
                                                            services: services, resolver: resolver)
            let treatment = scene.backgroundTreatment
            // 3. Mode pass, for the treatment the body declared.
            let settled = RenderScene(
                root: scene.root, environment: scene.environment, size: canvas.size, scale: canvas.scale,
                modePass: ModePass(canvas: canvas, options: options, backgroundTreatment: treatment),
                appliesRedaction: true, widget: WidgetSceneInfo(canvas: canvas, backgroundTreatment: treatment),
                warnings: scene.warnings)
            return (settled, resolved)
        }
        var scene = RenderScene(root: AnyView(widget), environment: canvas.environment(base), size: canvas.size,
                                scale: canvas.scale, modePass: .identity, appliesRedaction: true, widget: info,
                                warnings: [])
        scene.widgetResolution = resolution
        return (scene, info)
    }
}

/// How the resolve stage resolves a widget scene: the body once, its container composed from what it
/// declared (``WidgetScene/resolve(_:canvas:environment:services:resolver:)``), giving the settled scene
/// and the resolved tree (redaction applied). `namedColors` is the asset-colour lookup the stage installs.
struct WidgetResolution {
    let resolve: (_ resolver: ViewResolver, _ namedColors: (any NamedColorResolving)?,
                  _ services: RenderServices) throws(ResolveError) -> (scene: RenderScene, resolved: ResolvedView)
}

extension ModePass {
    /// The mode pass WidgetKit applies to a widget on `canvas` in the canvas's mode (WIDGETKIT.md §1, §3), with
    /// the tint and vibrant backdrop of `options` (their defaults: ``WidgetRenderOptions/accentedTint``,
    /// ``WidgetRenderOptions/vibrantTint``).
    public init(canvas: WidgetCanvas, options: WidgetRenderOptions, backgroundTreatment: ContainerBackgroundTreatment) {
        var accent: Accent?
        if canvas.mode == .accented {
            let tint = options.accentedTint
            accent = Accent(defaultColor: ModeChoices.accentedDefaultColor(tint: tint), accentColor: tint,
                            background: backgroundTreatment == .replacedByAccentedBackground
                                ? ModeChoices.accentedBackground(tint: tint) : nil)
        }
        if canvas.mode.isGlass {
            // §1.3 (S6): on the iOS 26 clear and tinted Home Screens both groups are tinted white.
            accent = Accent(defaultColor: .white, accentColor: .white, background: nil)
        }
        let vibrant = PixelStep.vibrant(tint: options.vibrantTint, backdrop: options.vibrantBackdrop)
        let steps: [PixelStep]
        switch canvas.mode {
        case .fullColor, .accented, .clear, .tinted: steps = []
        case .vibrant: steps = [vibrant]
        case .night: steps = [.night]
        case .reducedLuminance: steps = canvas.renderingMode == .vibrant ? [vibrant, .reducedLuminance] : [.reducedLuminance]
        }
        let glass = backgroundTreatment == .replacedByGlass ? GlassBackground(canvas: canvas, options: options) : nil
        self.init(accent: accent, containerShape: canvas.containerPath(scale: canvas.scale), pixelSteps: steps,
                  glass: glass)
    }
}
