import Views

/// A widget body made ready to resolve: the composed root view, the environment to resolve it in,
/// and what the body declared — everything the renderer needs before the body resolves.
///
/// 1. Read the body's configuration modifiers: ``resolve(_:canvas:environment:services:resolver:)`` resolves
///    the body once and reads them from its preferences before the container is composed around it;
///    ``init(_:canvas:environment:resolver:)`` resolves it once more with placeholder services to read them
///    (``ContainerConfiguration/extract(from:environment:resolver:)``).
/// 2. Decide the background treatment from the context, mode and removable flag (§3).
/// 3. Build the environment with `showsWidgetContainerBackground` matching that treatment, so the
///    body sees the right value when it resolves for real.
/// 4. Compose ``WidgetContainer``: background layer, body inset by the margins, widget size. An
///    accessoryInline body is replaced by its first image and text (``AccessoryInlineContent``, §2.7).
///
/// ```swift
/// let canvas = try WidgetCanvas(family: .systemSmall, mode: .night)
/// let scene = try WidgetScene(StepsView(), canvas: canvas, environment: base)
/// let resolved = try scene.resolve(services: services)   // root in scene.environment, redaction applied
/// // lay out at canvas.size, build, draw; then scene.backgroundTreatment tells what goes behind.
/// ```
public struct WidgetScene<Content: View> {
    /// The surface.
    public var canvas: WidgetCanvas
    /// What the body declared.
    public var configuration: ContainerConfiguration
    /// What happens to the container background (§3).
    public var backgroundTreatment: ContainerBackgroundTreatment
    /// The environment to resolve ``root`` in (the canvas environment over the caller's base).
    public var environment: EnvironmentValues
    /// The composed view (a ``WidgetContainer``): resolve this, laid out in `canvas.size`.
    public var root: AnyView
    /// What the configuration pass could not honour (duplicate backgrounds, a non-removable background
    /// in a context that removes backgrounds).
    public var warnings: [ResolveWarning]

    /// Prepares `content` for `canvas`; `base` carries the caller's colour scheme, tint, fonts ….
    ///
    /// Runs the configuration pass: the body is resolved once with placeholder services only to read what
    /// it declares, and resolves again when ``resolve(services:resolver:)`` resolves ``root``. The renderer
    /// uses ``resolve(_:canvas:environment:services:resolver:)`` instead, which resolves the body once.
    public init(_ content: Content, canvas: WidgetCanvas, environment base: EnvironmentValues = EnvironmentValues(),
                resolver: ViewResolver = ViewResolver()) throws(ResolveError) {
        // 1. Configuration pass.
        let probe = try ContainerConfiguration.probe(content, environment: canvas.environment(base), resolver: resolver)
        self.init(composing: content, canvas: canvas, environment: base, configuration: probe.configuration,
                  inlineSource: probe.body)
    }

    /// Steps 2–4 for a body whose configuration is known; `inlineSource` is the resolved body an
    /// accessoryInline widget takes its image and text from.
    init(composing content: some View, canvas: WidgetCanvas, environment base: EnvironmentValues,
         configuration declared: ContainerConfiguration, inlineSource: @autoclosure () -> ResolvedView) {
        var configuration = declared
        // 2. Treatment.
        let isRemovable = configuration.isContainerBackgroundRemovable
        let treatment = canvas.backgroundTreatment(isRemovable: isRemovable)
        // 3. Environment.
        let environment = canvas.environment(base, isBackgroundRemovable: isRemovable)
        if var background = configuration.containerBackground {
            background.environment.showsWidgetContainerBackground = environment.showsWidgetContainerBackground
            configuration.containerBackground = background
        }
        var warnings = configuration.warnings
        if !isRemovable, canvas.backgroundTreatment(isRemovable: true) != treatment {
            warnings.append(ResolveWarning(
                .invalidValue, "a non-removable container background keeps the widget out of the \(canvas.context) "
                    + "context (WIDGETKIT.md §3); it is rendered with its background"))
        }
        // 4. Composition.
        self.canvas = canvas
        self.configuration = configuration
        self.backgroundTreatment = treatment
        self.environment = environment
        if canvas.family == .accessoryInline {
            let line = AccessoryInlineContent(extractingFrom: inlineSource())
            self.root = AnyView(WidgetContainer(canvas: canvas, configuration: configuration, content: line))
        } else {
            self.root = AnyView(WidgetContainer(canvas: canvas, configuration: configuration, content: content))
        }
        self.warnings = warnings
    }

    /// The scene of `content` on `canvas` and its resolved tree, the body resolved once (the renderer's
    /// resolve stage).
    ///
    /// 1. The body resolves with `services` in the environment of a removable background — the default,
    ///    and the only case in which most contexts show it ([C]: `showsWidgetContainerBackground` is the
    ///    one value the removable flag changes) — as a ``ResolvedFragment``.
    /// 2. Its preferences are the configuration. A body that declares `containerBackgroundRemovable(false)`
    ///    where that changes `showsWidgetContainerBackground` resolves once more in the settled environment
    ///    (its second answer is the one used; it saw the non-removable environment, so it stays non-removable).
    /// 3. Steps 2–4 of the configuration pass compose the container around ``ResolvedFragment/view``, and the
    ///    container resolves in a context seeded with the body's resolution: the body is spliced in, not
    ///    resolved again. An accessoryInline widget keeps only the body's first image and text, resolved anew.
    /// 4. The placeholder rewrite of `redacted(reason: .placeholder)` is applied, as ``resolve(services:resolver:)`` does.
    ///
    /// The result equals `WidgetScene(content, …).resolve(services:)` except for array order: the body's
    /// contents, warnings and GeometryReaders come before the container's.
    public static func resolve(_ content: Content, canvas: WidgetCanvas,
                               environment base: EnvironmentValues = EnvironmentValues(),
                               services: some ResolveServices,
                               resolver: ViewResolver = ViewResolver()) throws(ResolveError)
        -> (scene: WidgetScene, resolved: ResolvedView)
    {
        // 1. The body.
        var fragment = try resolver.resolveFragment(content, environment: canvas.environment(base), services: services)
        // 2. Its configuration.
        var configuration = ContainerConfiguration(preferences: fragment.preferences)
        if !configuration.isContainerBackgroundRemovable,
           canvas.backgroundTreatment(isRemovable: false).showsContainerBackground
            != canvas.backgroundTreatment(isRemovable: true).showsContainerBackground
        {
            let settled = canvas.environment(base, isBackgroundRemovable: false)
            fragment = try resolver.resolveFragment(content, environment: settled, services: services)
            configuration = ContainerConfiguration(preferences: fragment.preferences)
            configuration.isContainerBackgroundRemovable = false
        }
        // 3. The container around it.
        let body = fragment
        let scene = WidgetScene(composing: body.view, canvas: canvas, environment: base, configuration: configuration,
                                inlineSource: body.resolvedView)
        let resolved = canvas.family == .accessoryInline
            ? try resolver.resolve(scene.root, environment: scene.environment, services: services)
            : try resolver.resolve(scene.root, environment: scene.environment, services: services, splicing: body)
        // 4. Redaction.
        return (scene, resolved.applyingRedaction(colorScheme: scene.environment.colorScheme))
    }

    /// Resolves ``root`` in ``environment`` and applies the placeholder rewrite of
    /// `redacted(reason: .placeholder)` (``ResolvedView/applyingRedaction(colorScheme:)``).
    public func resolve(services: some ResolveServices,
                        resolver: ViewResolver = ViewResolver()) throws(ResolveError) -> ResolvedView {
        try resolver.resolve(root, environment: environment, services: services)
            .applyingRedaction(colorScheme: environment.colorScheme)
    }

    /// `showsWidgetContainerBackground` as the body sees it.
    public var showsContainerBackground: Bool { backgroundTreatment.showsContainerBackground }
}
