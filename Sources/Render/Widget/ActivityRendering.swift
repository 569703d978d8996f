// A Live Activity's presentation and a control drawn through the one pipeline, for every caller: WidgetHost (an
// extension's ActivityConfiguration and ControlWidget), the gallery and the legibility check (built-in examples).
//
// Live Activity (the sizes are ActivityMetrics', Widgets/Activity/ActivityPresentation.swift):
// 1. Metrics: the device's row; a presentation the device does not show is refused (`invalidGeometry`, naming it).
// 2. Height: the Lock Screen view and the expanded regions are as tall as they are at the presentation's width
//    (the pipeline's ideal size), up to ActivityMetrics.heightLimit; taller content is clipped with a warning. The
//    minimal presentation is its view's width within the HIG's range.
// 3. Composition (Widgets' ActivityLockScreenLayout, IslandViews, ActivitySmartStackLayout) and a view scene at the
//    device's scale, the island, StandBy and the watch dark; the Always-On Lock Screen and watch and StandBy at night
//    through the widgets' mode passes (reduced luminance, night). Before the expanded island is composed, a leading
//    or trailing view that asked to go below the camera when too wide is measured (its ideal width) against the room
//    beside the camera (IslandViews.placingRegions, Widgets/Activity/IslandVerticalPlacement.swift).
// Control: Widgets' ControlView for the presentation, a view scene of its size, no mode pass (Control Center, the
// Lock Screen slot and the Action button are drawn in their own colours).
import Drawing
import Graphics
import PortableFoundation
import Views
import Widgets

extension RenderPipeline {
    /// Renders `parts` in `appearance` on `device` (nil: the presentation's default, ``defaultActivityDevice(for:)``)
    /// at `scale` (nil: the device's), at `date`; `environment` carries what the caller adds (a host's activity
    /// family keys). `appName` is what the watch's default Smart Stack view shows above the compact views.
    public func renderActivity(_ parts: ActivityParts, appearance: ActivityAppearance, device: WidgetDevice? = nil,
                               scale: Double? = nil, date: Date? = nil, appName: String? = nil,
                               environment base: EnvironmentValues = EnvironmentValues()) throws(RenderError)
        -> RenderOutput
    {
        try render(activityScene(parts, appearance: appearance, device: device, scale: scale, date: date,
                                 appName: appName, environment: base))
    }

    /// The scene ``renderActivity(_:appearance:device:scale:date:appName:environment:)`` draws (steps 1–3), for a
    /// caller that stops at another stage (the legibility check measures it).
    public func activityScene(_ parts: ActivityParts, appearance: ActivityAppearance, device: WidgetDevice? = nil,
                              scale: Double? = nil, date: Date? = nil, appName: String? = nil,
                              environment base: EnvironmentValues = EnvironmentValues()) throws(RenderError)
        -> RenderScene
    {
        let presentation = appearance.presentation
        guard presentation.modes.contains(appearance.mode) else {
            throw RenderError(.scene, .invalidGeometry(ActivityPresentationError.modeNotShown(
                mode: appearance.mode, presentation: presentation).description))
        }
        let device = device ?? Self.defaultActivityDevice(for: presentation)
        let area: Size, metrics: ActivityMetrics
        do {
            metrics = try ActivityMetrics.metrics(for: device)
            area = try metrics.require(presentation)
        } catch {
            throw RenderError(.scene, .invalidGeometry(error.description))
        }
        let scale = scale ?? device.scale
        let scheme = presentation.isSchemeAnAxis ? appearance.colorScheme : .dark
        var environment = base
        environment.renderDate = date ?? WidgetRenderOptions.defaultDate
        environment.isLuminanceReduced = appearance.mode == .reducedLuminance
        environment.osProfile = appearance.resolvedOS
        var warnings: [ResolveWarning] = []

        func ideal(of measured: some View) throws(RenderError) -> Size {
            try idealSize(of: measured, scale: scale, colorScheme: scheme, environment: environment)
        }
        /// Step 2: the height of `measured` at its width, at most the limit (a warning when more).
        func height(of measured: some View, what: String) throws(RenderError) -> Double {
            let wanted = max(try ideal(of: measured).height.rounded(.up), 1)
            guard wanted > ActivityMetrics.heightLimit else { return wanted }
            warnings.append(ResolveWarning(.approximated, "the \(what) is \(points(wanted)) pt tall; iOS shows "
                + "at most \(points(ActivityMetrics.heightLimit)) pt and clips the rest, as drawn here"))
            return ActivityMetrics.heightLimit
        }
        func style(of view: AnyView) throws(RenderError) -> ActivityStyle {
            do { return try ActivityStyle.extract(from: view, environment: environment) } catch {
                throw RenderError(.resolve, .resolve(error))
            }
        }

        let view: AnyView
        let size: Size
        switch presentation {
        case .lockScreen, .standBy:
            // StandBy scales the Lock Screen presentation of the same phone up to its screen.
            let style = try style(of: parts.lockScreen)
            let width = metrics.lockScreenWidth ?? area.width
            let tall = try height(of: ActivityLockScreenLayout.measured(parts.lockScreen, width: width),
                                  what: "Lock Screen view")
            if presentation == .lockScreen {
                view = AnyView(ActivityLockScreenLayout.container(parts.lockScreen, style: style, width: width,
                                                                  height: tall))
                size = Size(width, tall)
            } else {
                view = AnyView(ActivityLockScreenLayout.standBy(parts.lockScreen, style: style, width: width,
                                                                height: tall, screen: area))
                size = area
            }
        case .smartStack:
            if let small = parts.small {
                view = AnyView(ActivitySmartStackLayout.custom(small, style: try style(of: small), size: area))
            } else {
                view = AnyView(ActivitySmartStackLayout.compactViews(parts.island, appName: appName, size: area))
            }
            size = area
        case .compact:
            guard let island = metrics.island else { throw RenderError(.scene, .invalidGeometry("no Dynamic Island")) }
            view = AnyView(parts.island.compact(island))
            size = area
        case .minimal:
            let wanted = (try ideal(of: parts.island.minimalContent()).width * 100).rounded(.up) / 100
            let width = min(max(wanted, ActivityMetrics.minimalWidths.lowerBound), ActivityMetrics.minimalWidths.upperBound)
            view = AnyView(parts.island.minimalPresentation(width: width))
            size = Size(width, ActivityMetrics.minimalHeight)
        case .expanded:
            guard let housing = metrics.island?.housingWidth else {
                throw RenderError(.scene, .invalidGeometry("no Dynamic Island"))
            }
            let island = try parts.island.placingRegions(width: area.width, housingWidth: housing,
                                                         environment: environment) { (region) throws(RenderError) in
                try ideal(of: region).width
            }
            let tall = try height(of: island.expandedContent(width: area.width), what: "expanded Dynamic Island")
            view = AnyView(island.expanded(width: area.width, height: tall))
            size = Size(area.width, tall)
        }
        var scene = try RenderScene(view: view, size: size, scale: scale, colorScheme: scheme, environment: environment)
        scene.warnings += warnings
        switch appearance.mode {
        case .reducedLuminance: scene.modePass = ModePass(pixelSteps: [.reducedLuminance])
        case .night: scene.modePass = ModePass(pixelSteps: [.night])
        default: break
        }
        return scene
    }

    /// The device a presentation is drawn on when none is chosen: the default watch (45 mm) for the Smart Stack,
    /// the default phone (430×932 pt, with a Dynamic Island) for the others.
    public static func defaultActivityDevice(for presentation: ActivityPresentation) -> WidgetDevice {
        presentation == .smartStack ? DeviceCatalog.defaultWatch : DeviceCatalog.defaultPhone
    }

    /// Renders a control's `content` as the system draws it in `appearance` (its presentation, scheme and OS
    /// profile), at `scale`.
    public func renderControl(_ content: ControlTemplateContent, appearance: ControlAppearance,
                              scale: Double = 3) throws(RenderError) -> RenderOutput {
        try render(controlScene(content, appearance: appearance, scale: scale))
    }

    /// The scene ``renderControl(_:appearance:scale:)`` draws.
    public func controlScene(_ content: ControlTemplateContent, appearance: ControlAppearance,
                             scale: Double = 3) throws(RenderError) -> RenderScene {
        var environment = EnvironmentValues()
        environment.osProfile = appearance.resolvedOS
        return try RenderScene(view: ControlView(content: content, presentation: appearance.presentation),
                               size: appearance.presentation.size, scale: scale, colorScheme: appearance.colorScheme,
                               environment: environment)
    }
}

/// `160`, `84.5`.
private func points(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
}
