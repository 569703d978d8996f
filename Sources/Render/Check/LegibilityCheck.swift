// The legibility check: render a widget in every combination the gallery renders (the render matrix,
// WidgetAppearance.matrix: the modes a device shows each family in, both schemes only where they change
// the pixels), measure every element against what lies beneath it (LegibilityMeter), and judge each
// measurement:
//
// 1. For each family, scheme and OS profile, render full colour first: it is the reference ("readable on the
//    Home Screen"), whether or not the family is ever shown in full colour. The iOS 26 clear and tinted Home
//    Screens are measured like any mode: their glass and wallpaper are part of the mode pass, so what lies
//    beneath white content is the glass over the wallpaper (white over light glass is the new white-on-white:
//    where even opaque white falls short there, the render's note says so and its elements are held to what
//    white reaches, LegibilityThresholds.onGlass).
// 2. Render each combination of the matrix; one where the scheme is no axis (vibrant, night, StandBy,
//    the watch resolve dark whatever the scheme) is rendered once, with the first scheme.
// 3. An element whose ratio fell to the collapse threshold while its full-colour ratio was above it has
//    *collapsed* (an image: its own light-to-dark contrast fell from at least the graphics threshold);
//    otherwise a text, symbol, gauge or progress below its WCAG threshold has *low contrast*. Images are
//    only judged for collapsing: a photo's contrast with its surroundings is not a legibility question.
// A Live Activity's and a control's renders are measured and judged the same way (LegibilityCheck+Places.swift).
import Drawing
import Raster
import Views
import Widgets

/// Finds the text, symbols, gauge and progress indicators and images of a widget that are unreadable or
/// vanish in the modes and contexts it is shown in.
///
/// ```swift
/// let report = try LegibilityCheck().check(HabitWidget(), families: [.systemSmall, .accessoryCircular],
///                                          resources: try RenderResources.bundled())
/// for finding in report.findings { print(finding) }
/// // systemSmall accented light homeScreen: Text "Hydrate" at (16, 40, 80, 20) pt [...]: collapsed, 1.00:1 …
/// ```
public struct LegibilityCheck: Sendable {
    /// The ratios asked for.
    public var thresholds: LegibilityThresholds
    /// Renders each combination.
    public var renderer: WidgetRenderer

    /// A check with `thresholds` (WCAG AA by default).
    public init(thresholds: LegibilityThresholds = LegibilityThresholds(), renderer: WidgetRenderer = WidgetRenderer()) {
        self.thresholds = thresholds
        self.renderer = renderer
    }

    /// Checks `widget` in each of `families`, in the render matrix's modes (those a device shows the family
    /// in, narrowed to `modes` when given) and `schemes` (``Widgets/WidgetAppearance/matrix(families:modes:schemes:dynamicTypeSizes:locales:device:pinnedScheme:)``),
    /// with the other settings (device, tint, date, text) of `base`.
    public func check<V: View>(_ widget: V, families: [WidgetFamily], modes: [WidgetMode]? = nil,
                               schemes: [ColorScheme] = [.light, .dark], base: WidgetRenderOptions? = nil,
                               resources: RenderResources) throws(RenderError) -> LegibilityReport {
        var report = LegibilityReport()
        for family in families {
            var options = base ?? WidgetRenderOptions(family: family)
            options.family = family
            var references: [String: LegibilityRender] = [:]
            let matrix = WidgetAppearance.matrix(families: [family], modes: modes ?? [], schemes: schemes,
                                                 device: options.device, profiles: options.os.map { [$0] } ?? [])
            for appearance in matrix {
                let scheme = appearance.isSchemeAnAxis ? appearance.colorScheme : (schemes.first ?? appearance.colorScheme)
                options.colorScheme = scheme
                // Step 1, in the OS profile of the combination (its sizes and palette).
                options.os = appearance.resolvedOS
                let referenceKey = "\(scheme)-\(appearance.resolvedOS)"
                let reference: LegibilityRender
                if let known = references[referenceKey] {
                    reference = known
                } else {
                    options.mode = .fullColor
                    reference = try measure(widget, options: options, resources: resources)
                    references[referenceKey] = reference
                }
                let referenceRatios = Self.ratiosByKey(reference.measurements)
                // Step 2.
                options.mode = appearance.mode
                let render = appearance.mode == .fullColor
                    ? reference : try measure(widget, options: options, resources: resources)
                // Step 3.
                let keys = Self.keys(render.measurements)
                let findings = zip(render.measurements, keys).compactMap { measurement, key in
                    judge(measurement, in: render, reference: referenceRatios[key])
                }
                report.add(render, findings: findings, glassLimit: glassLimit(render.measurements))
            }
        }
        return report
    }

    /// The lowest ratio opaque white reaches on the clear or tinted glass under a text or symbol, with what that
    /// element needs, where it is below that need (``LegibilityReport/Entry/glassLimit``); nil elsewhere.
    func glassLimit(_ measurements: [LegibilityMeasurement]) -> (white: Double, required: Double)? {
        measurements.compactMap { measurement -> (white: Double, required: Double)? in
            guard let white = measurement.glassWhiteRatio else { return nil }
            let required = thresholds.required(for: measurement.element)
            return white < required ? (white, required) : nil
        }.min { $0.white < $1.white }
    }

    /// How many renders ``check(_:families:modes:schemes:base:resources:)`` makes with these arguments (each
    /// combination of the render matrix, plus a full-colour reference per family and scheme where full colour
    /// is not itself in the matrix), so a caller can price the check before it runs.
    public static func renderCount(families: [WidgetFamily], modes: [WidgetMode]? = nil,
                                   schemes: [ColorScheme] = [.light, .dark], base: WidgetRenderOptions? = nil) -> Int {
        var count = 0
        for family in families {
            let options = base ?? WidgetRenderOptions(family: family)
            var references: Set<String> = []
            for appearance in WidgetAppearance.matrix(families: [family], modes: modes ?? [], schemes: schemes,
                                                      device: options.device, profiles: options.os.map { [$0] } ?? []) {
                let scheme = appearance.isSchemeAnAxis ? appearance.colorScheme : (schemes.first ?? appearance.colorScheme)
                references.insert("\(scheme)-\(appearance.resolvedOS)")
                if appearance.mode != .fullColor { count += 1 }
            }
            count += references.count
        }
        return count
    }

    /// One render of `widget` with its elements measured (no judgement).
    public func measure<V: View>(_ widget: V, options: WidgetRenderOptions,
                                 resources: RenderResources) throws(RenderError) -> LegibilityRender {
        let (scene, info) = try RenderScene.widget(widget, options: options)
        let (measurements, final) = try measure(scene, resources: resources)
        return LegibilityRender(options: options, context: info.canvas.context, scale: info.canvas.scale,
                                measurements: measurements, pixmap: final)
    }

    /// The elements of any scene measured in its final pixels (after its mode pass), and those pixels: a widget's,
    /// a Live Activity's or a control's (``check(places:content:date:device:controlScale:resources:)``).
    func measure(_ scene: RenderScene,
                 resources: RenderResources) throws(RenderError) -> (measurements: [LegibilityMeasurement], final: Pixmap) {
        let pipeline = renderer.pipeline(resources)
        let built = try pipeline.build(pipeline.resolveAndLayOut(scene))
        var final = try pipeline.draw(built).pixmap
        built.scene.modePass.apply(to: &final, masks: resources.shapeMasks)
        let elements = LegibilityElement.elements(resolved: built.resolved, layout: built.layout,
                                                  list: built.displayList, thresholds: thresholds)
        return (try LegibilityMeter(pipeline: pipeline).measure(elements, in: built, final: final), final)
    }

    /// Step 3 for one measurement; `reference` is the element's full-colour ratio in the same scheme.
    func judge(_ measurement: LegibilityMeasurement, in render: LegibilityRender, reference: Double?) -> LegibilityFinding? {
        let element = measurement.element
        let (required, collapse) = measurement.glassWhiteRatio.map { thresholds.onGlass(whiteRatio: $0, for: element) }
            ?? (thresholds.required(for: element), thresholds.collapse)
        let fullColor = render.options.mode == .fullColor ? nil : reference
        func finding(_ kind: LegibilityFinding.Kind, _ required: Double) -> LegibilityFinding {
            LegibilityFinding(kind: kind, element: element, family: render.options.family, mode: render.options.mode,
                              scheme: render.options.colorScheme, context: render.context, ratio: measurement.ratio,
                              required: required, fullColorRatio: fullColor, place: render.place,
                              glassWhiteRatio: measurement.glassWhiteRatio)
        }
        if element.kind == .image {
            guard let fullColor, fullColor >= thresholds.largeTextAndGraphics,
                  measurement.ratio <= thresholds.collapse else { return nil }
            return finding(.collapsed, thresholds.collapse)
        }
        if let fullColor, fullColor > collapse, measurement.ratio <= collapse {
            return finding(.collapsed, collapse)
        }
        return measurement.ratio < required ? finding(.lowContrast, required) : nil
    }

    /// What matches an element across modes: its kind, label and how many elements of that kind and label
    /// came before it (`text|Water|0`). Not its path: a removed background changes the container's
    /// children, so paths differ between modes.
    static func keys(_ measurements: [LegibilityMeasurement]) -> [String] {
        var seen: [String: Int] = [:]
        return measurements.map { measurement in
            let base = "\(measurement.element.kind.rawValue)|\(measurement.element.label)"
            let count = seen[base, default: 0]
            seen[base] = count + 1
            return "\(base)|\(count)"
        }
    }

    /// Each measurement's ratio by ``keys(_:)``.
    static func ratiosByKey(_ measurements: [LegibilityMeasurement]) -> [String: Double] {
        var ratios: [String: Double] = [:]
        for (measurement, key) in zip(measurements, keys(measurements)) { ratios[key] = measurement.ratio }
        return ratios
    }
}
