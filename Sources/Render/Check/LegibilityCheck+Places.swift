// The legibility check of what an extension draws besides its widget families: its Live Activity in each content
// state and presentation, its control in each presentation and state (Widgets' PlaceAppearance matrix, the one the
// gallery draws). Each render is the scene the gallery draws (RenderPipeline.placeScene: the activity's layout and
// mode pass, the control's view), measured as a widget's is (LegibilityMeter) and judged by the same rule. The built-in
// examples' views come from WidgetExamples; an extension's from WidgetHosting (WidgetHost.placeContent, for
// `previews --check`, assertActivityLegible and assertControlLegible), on the device it is drawn on.
//
// 1. An activity shown in another mode than full colour (the Always-On Lock Screen and the watch wrist down,
//    reduced luminance; StandBy at night) is judged against the full-colour render of the same presentation,
//    content state and scheme, rendered first (and measured once) whether or not the matrix holds it: an element
//    readable there and at most 1.5:1 here has collapsed; otherwise one below its WCAG threshold has low contrast.
// 2. A full-colour render (the Dynamic Island, every control render: a control is drawn in its own colours, on and
//    off as two renders) is its own reference: its elements can only have low contrast.
import PortableFoundation
import Views
import Widgets

extension LegibilityCheck {
    /// Checks each of `places`, drawn from `content` at `date` (nil: the default date), an activity on `device` (nil:
    /// each presentation's default), a control at `controlScale`; findings name the place (`activity Lock Screen ·
    /// goal met · reducedLuminance`).
    ///
    /// ```swift
    /// let places = PlaceAppearance.matrix(activityStates: ["5 of 8"], controlIsToggle: true)
    /// let report = try LegibilityCheck().check(places: places, content: content, resources: resources)
    /// ```
    public func check(places: [PlaceAppearance], content: PlaceContent, date: Date? = nil, device: WidgetDevice? = nil,
                      controlScale: Double = 3, resources: RenderResources) throws(RenderError) -> LegibilityReport {
        var report = LegibilityReport()
        var measured: [PlaceAppearance: LegibilityRender] = [:]
        func render(_ place: PlaceAppearance) throws(RenderError) -> LegibilityRender {
            if let known = measured[place] { return known }
            let scene = try renderer.pipeline(resources).placeScene(place, content: content, date: date,
                                                                    device: device, controlScale: controlScale)
            let (measurements, final) = try measure(scene, resources: resources)
            let options = WidgetRenderOptions(family: .systemSmall, mode: place.mode, colorScheme: place.colorScheme)
            let render = LegibilityRender(options: options, context: .homeScreen, scale: scene.scale,
                                          measurements: measurements, pixmap: final, place: place)
            measured[place] = render
            return render
        }
        for place in places {
            // Step 1: the reference first.
            var referenceRatios: [String: Double] = [:]
            if let reference = place.fullColorReference {
                referenceRatios = Self.ratiosByKey(try render(reference).measurements)
            }
            let shown = try render(place)
            let findings = zip(shown.measurements, Self.keys(shown.measurements)).compactMap { measurement, key in
                judge(measurement, in: shown, reference: referenceRatios[key])
            }
            report.add(shown, findings: findings)
        }
        return report
    }

    /// How many renders ``check(places:content:date:device:controlScale:resources:)`` makes for `places`: each, plus the
    /// full-colour reference of an activity render whose reference is not itself among them.
    public static func renderCount(places: [PlaceAppearance]) -> Int {
        let listed = Set(places)
        return listed.count + Set(places.compactMap(\.fullColorReference)).subtracting(listed).count
    }
}
