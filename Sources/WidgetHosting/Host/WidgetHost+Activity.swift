// Live Activities through the one pipeline: the activity's views for attributes + content state
// (ActivityConfiguration's closures) as Widgets' ActivityParts, drawn by RenderPipeline.renderActivity
// (Render/Widget/ActivityRendering.swift: the sizes of ActivityMetrics, the heights, the composition, the mode pass).
//
// 1. Declaration: the widget's first ActivityConfiguration; the views for the attributes and state, whose types
//    are checked by the cast that builds the context (a state of another type is refused before drawing); a mode
//    the presentation is never shown in is refused before any view is made.
// 2. Families: with `supplementalActivityFamilies([.small])` the content view again, with `activityFamily ==
//    .small`, for the watch Smart Stack, and `supportedActivityFamilies` [.medium, .small].
import Graphics
import Render
import Views
import WidgetApp
import Widgets

extension WidgetHost {
    /// Renders `widget`'s Live Activity for `attributes` and `state` in `options.presentation`.
    ///
    /// ```swift
    /// let output = try host.renderActivity(TripActivity(), attributes: TripAttributes(name: "SFO"),
    ///                                      state: .init(minutes: 5), options: .init(presentation: .compact))
    /// ```
    public func renderActivity<W: Widget>(_ widget: W, attributes: Any, state: Any,
                                          options: ActivityRenderOptions) throws(WidgetHostError) -> RenderOutput {
        try renderActivity(WidgetDeclaration.activityDeclaration(of: widget), attributes: attributes, state: state,
                           options: options)
    }

    /// Renders `widget`'s Live Activity for `attributes` and `content`: its state, stale (`context.isStale`) when
    /// its stale date is at or before the render's date (or `options.isStale` says so).
    public func renderActivity<W: Widget, State>(_ widget: W, attributes: Any, content: ActivityContent<State>,
                                                 options: ActivityRenderOptions) throws(WidgetHostError) -> RenderOutput {
        var options = options
        options.isStale = options.isStale || content.isStale(at: options.date ?? WidgetRenderOptions.defaultDate)
        return try renderActivity(widget, attributes: attributes, state: content.state, options: options)
    }

    /// Renders the declared Live Activity for `attributes` and `state` in `options.presentation`.
    public func renderActivity(_ declaration: WidgetDeclaration, attributes: Any, state: Any,
                               options: ActivityRenderOptions) throws(WidgetHostError) -> RenderOutput {
        guard options.presentation.modes.contains(options.mode) else {
            throw .render(kind: declaration.kind, ActivityPresentationError.modeNotShown(
                mode: options.mode, presentation: options.presentation))
        }
        let views = try Self.activityViews(of: declaration, attributes: attributes, state: state,
                                           isStale: options.isStale)
        do {
            return try drawActivity(views, isSmallDeclared: declaration.supplementalActivityFamilies.contains(.small),
                                    options: options)
        } catch {
            throw .render(kind: declaration.kind, error)
        }
    }

    /// Step 1: the views of the declared activity for the attributes and state.
    static func activityViews(of declaration: WidgetDeclaration, attributes: Any, state: Any,
                              isStale: Bool) throws(WidgetHostError) -> ActivityViews {
        guard let source = declaration.activity else {
            throw .notRenderable(kind: declaration.kind, configuration: declaration.configuration)
        }
        guard let views = source.views(attributes, state, isStale) else {
            let given = "\(type(of: attributes)) and \(type(of: state))"
            throw .entryTypeMismatch(kind: declaration.kind, expected: "\(source.attributesTypeName) and "
                                        + source.stateTypeName, given: given)
        }
        return views
    }

    /// Step 2: the parts the pipeline composes from `views`, and the environment they are drawn in.
    /// `isSmallDeclared`: the activity declares `supplementalActivityFamilies([.small])`, so the Smart Stack draws
    /// its content view with `activityFamily == .small`.
    static func activityParts(_ views: ActivityViews,
                              isSmallDeclared: Bool) -> (parts: ActivityParts, environment: EnvironmentValues) {
        var environment = EnvironmentValues()
        environment.supportedActivityFamilies = isSmallDeclared ? [.medium, .small] : [.medium]
        let small = isSmallDeclared ? AnyView(views.lockScreen.environment(\.activityFamily, .small)) : nil
        return (ActivityParts(lockScreen: views.lockScreen, island: views.island, small: small), environment)
    }

    /// Steps 2–4, through the pipeline's ``Render/RenderPipeline/renderActivity(_:appearance:device:scale:date:appName:environment:)``.
    func drawActivity(_ views: ActivityViews, isSmallDeclared: Bool = false,
                      options: ActivityRenderOptions) throws(RenderError) -> RenderOutput {
        let drawn = Self.activityParts(views, isSmallDeclared: isSmallDeclared)
        let appearance = ActivityAppearance(presentation: options.presentation, mode: options.mode,
                                            colorScheme: options.colorScheme, os: options.os)
        return try renderer.pipeline(resources).renderActivity(drawn.parts, appearance: appearance,
                                                               device: options.device, scale: options.scale,
                                                               date: options.date, appName: options.appName,
                                                               environment: drawn.environment)
    }
}
