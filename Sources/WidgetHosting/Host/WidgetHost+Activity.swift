// Live Activities through the one pipeline: the activity's views for attributes + content state
// (ActivityConfiguration's closures), composed by Widgets (ActivityLockScreenLayout, IslandViews) at the
// sizes of ActivityMetrics, rendered by RenderPipeline as a plain view scene.
//
// 1. Declaration: the widget's first ActivityConfiguration; the views for the attributes and state, whose types
//    are checked by the cast that builds the context (a state of another type is refused before drawing).
// 2. Metrics: the device's row (ActivityPresentation.swift); an island presentation on a phone without a
//    Dynamic Island is refused.
// 3. Height: the Lock Screen view and the expanded regions are as tall as they are at the presentation's width
//    (the pipeline's ideal size), up to ActivityMetrics.heightLimit; taller content is clipped with a warning.
// 4. Composition and render at the device's scale, the island and StandBy in the dark scheme; the Always-On
//    Lock Screen and StandBy at night through the widgets' mode passes (reduced luminance, night).
import Drawing
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
            return try drawActivity(views, options: options)
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

    /// Steps 2–4.
    func drawActivity(_ views: ActivityViews, options: ActivityRenderOptions) throws(RenderError) -> RenderOutput {
        let device = options.resolvedDevice
        let metrics: ActivityMetrics
        do { metrics = try ActivityMetrics.metrics(for: device) } catch {
            throw RenderError(.scene, .invalidGeometry(error.description))
        }
        let scale = options.scale ?? device.scale
        let scheme = options.resolvedColorScheme
        var environment = EnvironmentValues()
        environment.renderDate = options.date ?? WidgetRenderOptions.defaultDate
        environment.isLuminanceReduced = options.mode == .reducedLuminance
        let pipeline = renderer.pipeline(resources)
        var warnings: [ResolveWarning] = []

        /// The height of `measured` at its width, at most the limit (a warning when more).
        func height(of measured: some View, what: String) throws(RenderError) -> Double {
            let ideal = try pipeline.idealSize(of: measured, scale: scale, colorScheme: scheme, environment: environment)
            let wanted = max(ideal.height.rounded(.up), 1)
            guard wanted > ActivityMetrics.heightLimit else { return wanted }
            warnings.append(ResolveWarning(.approximated, "the \(what) is \(formatted(wanted)) pt tall; iOS shows "
                + "at most \(formatted(ActivityMetrics.heightLimit)) pt and clips the rest, as drawn here"))
            return ActivityMetrics.heightLimit
        }

        let view: AnyView
        let size: Size
        switch options.presentation {
        case .lockScreen, .standBy:
            let style: ActivityStyle
            do { style = try ActivityStyle.extract(from: views.lockScreen, environment: environment) } catch {
                throw RenderError(.resolve, .resolve(error))
            }
            let width = metrics.lockScreenWidth
            let tall = try height(of: ActivityLockScreenLayout.measured(views.lockScreen, width: width),
                                  what: "Lock Screen view")
            if options.presentation == .lockScreen {
                view = AnyView(ActivityLockScreenLayout.container(views.lockScreen, style: style, width: width,
                                                                  height: tall))
                size = Size(width, tall)
            } else {
                view = AnyView(ActivityLockScreenLayout.standBy(views.lockScreen, style: style, width: width,
                                                                height: tall, screen: metrics.standBySize))
                size = metrics.standBySize
            }
        case .compact, .minimal, .expanded:
            guard let island = metrics.island else {
                throw RenderError(.scene, .invalidGeometry(
                    ActivityPresentationError.noDynamicIsland(device: device.identifier,
                                                              presentation: options.presentation).description))
            }
            switch options.presentation {
            case .compact:
                view = AnyView(views.island.compact(island))
                size = metrics.size(of: .compact) ?? island.compactLeading
            case .minimal:
                view = AnyView(views.island.minimalPresentation(island))
                size = island.minimal
            default:
                let tall = try height(of: views.island.expandedContent(width: island.expandedWidth),
                                      what: "expanded Dynamic Island")
                view = AnyView(views.island.expanded(width: island.expandedWidth, height: tall))
                size = Size(island.expandedWidth, tall)
            }
        }
        var scene = try RenderScene(view: view, size: size, scale: scale, colorScheme: scheme, environment: environment)
        scene.warnings += warnings
        switch options.mode {
        case .reducedLuminance: scene.modePass = ModePass(pixelSteps: [.reducedLuminance])
        case .night: scene.modePass = ModePass(pixelSteps: [.night])
        default: break
        }
        return try pipeline.render(scene)
    }
}

/// `160`, `84.5`.
private func formatted(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
}
