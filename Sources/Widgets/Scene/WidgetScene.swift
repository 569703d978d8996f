import Views

/// A widget body made ready to resolve: the composed root view, the environment to resolve it in,
/// and what the body declared — everything the renderer needs before the body resolves.
///
/// 1. Resolve the body once with placeholder services to read its configuration modifiers
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
    public init(_ content: Content, canvas: WidgetCanvas, environment base: EnvironmentValues = EnvironmentValues(),
                resolver: ViewResolver = ViewResolver()) throws(ResolveError) {
        // 1. Configuration pass.
        let probe = try ContainerConfiguration.probe(content, environment: canvas.environment(base), resolver: resolver)
        var configuration = probe.configuration
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
            let line = AccessoryInlineContent(extractingFrom: probe.body)
            self.root = AnyView(WidgetContainer(canvas: canvas, configuration: configuration, content: line))
        } else {
            self.root = AnyView(WidgetContainer(canvas: canvas, configuration: configuration, content: content))
        }
        self.warnings = warnings
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
