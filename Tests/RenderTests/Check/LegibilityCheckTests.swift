import Graphics
import Render
import TestSupport
import Testing
import Views
import WidgetExamples
import Widgets

/// The legibility check: true alarms on the reported bugs, each naming the element, mode,
/// scheme and context with numbers; no alarm where the widget is readable on the device.
@Suite struct LegibilityCheckTests {
    func check<V: View>(_ widget: V, families: [WidgetFamily] = [.systemSmall], modes: [WidgetMode]? = nil,
                        schemes: [ColorScheme] = [.light], base: WidgetRenderOptions? = nil) throws -> LegibilityReport {
        try LegibilityCheck().check(widget, families: families, modes: modes, schemes: schemes,
                                    base: base ?? WidgetRenderOptions(family: families[0]).ios18,
                                    resources: try TestResources.get())
    }

    // MARK: - True alarms

    @Test func whiteCardCollapsesInAccentedMode() throws {
        let report = try check(LegibilityFixtures.WhiteCardWidget(), modes: [.fullColor, .accented])
        let collapsed = report.findings.filter { $0.kind == .collapsed }
        #expect(collapsed.map(\.element.description) == ["symbol \"lock.shield.fill\"", "Text \"Connected\""],
                "\(report.findings)")
        for finding in collapsed {
            #expect(finding.mode == .accented && finding.scheme == .light && finding.context == .homeScreen)
            #expect(finding.ratio < 1.1, "\(finding)")
            #expect((finding.fullColorRatio ?? 0) > 3, "\(finding)")
        }
    }

    @Test func whiteCardFindingNamesTheElementPathAndFrame() throws {
        let report = try check(LegibilityFixtures.WhiteCardWidget(), modes: [.accented])
        let text = try #require(report.findings.first { $0.element.kind == .text })
        #expect(text.element.path.contains("VStack[1] > Text \"Connected\""), "\(text.element.path)")
        #expect(text.element.frame.size.width > 0 && text.element.frame.size.height > 0)
        #expect(text.description.hasPrefix("systemSmall accented light homeScreen: Text \"Connected\" collapsed, 1.00:1 (full colour "),
                "\(text.description)")
        #expect(text.description.contains(" pt in frame(width: 170, height: 170) > "), "\(text.description)")
    }

    @Test func whiteTintedAccentGroupOnWhiteCardCollapses() throws {
        var base = WidgetRenderOptions(family: .systemSmall).ios18
        base.tint = .white
        let report = try check(LegibilityFixtures.AccentedWhiteCardWidget(), modes: [.accented], base: base)
        #expect(report.findings.map(\.kind) == [.collapsed], "\(report.findings)")
        #expect(report.findings.first?.element.label == "Connected")
    }

    @Test func fullColourCoverImageCollapsesToASilhouetteInAccentedMode() throws {
        let report = try check(LegibilityFixtures.CoverArtWidget(), modes: [.fullColor, .accented])
        let image = report.findings.filter { $0.element.kind == .image }
        #expect(image.count == 1, "\(report.findings)")
        #expect(image.first?.mode == .accented && image.first?.kind == .collapsed)
        #expect((image.first?.fullColorRatio ?? 0) > 3, "\(image)")
    }

    @Test func theCoverKeptInFullColourInAccentedModeNoLongerCollapses() throws {
        let report = try check(LegibilityFixtures.CoverArtWidget(accentedMode: .fullColor), modes: [.fullColor, .accented])
        #expect(report.findings.filter { $0.element.kind == .image }.isEmpty, "\(report.findings)")
    }

    @Test func blackTextVanishesWhereTheBackgroundIsRemoved() throws {
        let report = try check(LegibilityFixtures.DarkOnYellowWidget(), modes: [.fullColor, .vibrant, .night])
        let labels = report.findings.filter { $0.kind == .collapsed }.map { "\($0.mode) \($0.element.label)" }
        #expect(labels == ["vibrant Due today", "vibrant 3 tasks", "night Due today", "night 3 tasks"], "\(report.findings)")
        #expect(report.findings.first?.context == .lockScreen)
        #expect(report.findings.last?.context == .standBy)
    }

    @Test func whiteLabelOnALightWallpaperIsFlaggedInVibrant() throws {
        var base = WidgetRenderOptions(family: .systemSmall).ios18
        base.vibrantBackdrop = RGBAColor(r255: 235, 235, 240)
        let report = try check(LegibilityFixtures.WhiteLabelWidget(), modes: [.fullColor, .vibrant], base: base)
        #expect(report.findings.map(\.element.label) == ["Next: Gym"], "\(report.findings)")
        #expect(report.findings.first?.mode == .vibrant)
    }

    @Test func whiteLabelOnTheDefaultDarkBackdropIsReadable() throws {
        let report = try check(LegibilityFixtures.WhiteLabelWidget(), modes: [.fullColor, .vibrant])
        let passes = report.passes
        #expect(passes, "\(report)")
    }

    @Test func faintTextIsLowContrastInFullColour() throws {
        let report = try check(LegibilityFixtures.FaintTextWidget(), modes: [.fullColor])
        let finding = try #require(report.findings.first)
        #expect(report.findings.count == 1)
        #expect(finding.kind == .lowContrast && finding.required == 4.5)
        #expect(finding.ratio > 1.5 && finding.ratio < 4.5, "\(finding)")
        #expect(finding.fullColorRatio == nil)
    }

    @Test func thresholdsAreConfigurable() throws {
        let relaxed = LegibilityCheck(thresholds: LegibilityThresholds(bodyText: 1.5))
        let report = try relaxed.check(LegibilityFixtures.FaintTextWidget(), families: [.systemSmall],
                                       modes: [.fullColor], schemes: [.light], resources: try TestResources.get())
        let passes = report.passes
        #expect(passes, "\(report)")
    }

    // MARK: - No false alarms

    @Test func readableWidgetPassesEveryMode() throws {
        let report = try check(LegibilityFixtures.PlainWidget(), schemes: [.light, .dark])
        let passes = report.passes
        #expect(passes, "\(report)")
        #expect(report.entries.count == 7)  // fullColor and accented in light and dark, vibrant, night, reduced luminance
        #expect(report.measuredCount == 21)
    }

    /// The tutorial widget and the built-in examples never collapse in any mode they are shown in. Their
    /// low-contrast findings are real by WCAG AA and written down in docs/legibility.md (Apple's `.secondary`
    /// label over the widget background is 3.25:1; orange and blue accents on light backgrounds).
    @Test func tutorialWidgetNeverCollapses() throws {
        let report = try check(ContainerBackgroundTests.HabitTutorialView(), families: [.systemSmall, .systemMedium],
                               schemes: [.light, .dark])
        let collapsed = report.findings.filter { $0.kind == .collapsed }.map(\.description)
        #expect(collapsed.isEmpty, "\(collapsed)")
        #expect(report.measuredCount > 40)
    }

    /// One known collapse, written down in docs/legibility.md: weather's accessoryCircular gauge track on the
    /// Always-On Lock Screen (reduced luminance halves a 2.48:1 arc to 1.50:1).
    static let knownCollapses = ["weather": ["accessoryCircular reducedLuminance light lockScreen: indicator \"GaugeArc\""]]

    @Test(arguments: BuiltInExample.all.map(\.name))
    func builtInExampleNeverCollapses(_ name: String) throws {
        let example = try #require(BuiltInExample.named(name))
        let report = try check(example.makeView(), families: example.families, schemes: [.light, .dark])
        let known = Self.knownCollapses[name] ?? []
        let collapsed = report.findings.filter { $0.kind == .collapsed }.map(\.description)
        let unexpected = collapsed.filter { finding in !known.contains { finding.hasPrefix($0) } }
        #expect(unexpected.isEmpty, "\(unexpected)")
        #expect(collapsed.count == known.count, "\(collapsed)")
    }

    // MARK: - Elements

    @Test func gaugeFillIsOneIndicator() throws {
        let render = try LegibilityCheck().measure(ContainerBackgroundTests.HabitTutorialView(),
                                                   options: WidgetRenderOptions(family: .systemSmall).ios18,
                                                   resources: try TestResources.get())
        let kinds = render.measurements.map(\.element.kind)
        #expect(kinds.filter { $0 == .indicator }.count == 1, "\(render.measurements.map(\.element))")
        #expect(kinds.contains(.symbol) && kinds.contains(.text))
    }

    @Test func largeTextIsHeldToTheLargeThreshold() throws {
        let render = try LegibilityCheck().measure(ContainerBackgroundTests.HabitTutorialView(),
                                                   options: WidgetRenderOptions(family: .systemSmall).ios18,
                                                   resources: try TestResources.get())
        let large = render.measurements.filter(\.element.isLargeText).map(\.element.label)
        #expect(large == ["5 of 8"], "\(render.measurements.map(\.element))")
    }

    @Test func overlayOutlinesEachFindingAndIsOpaque() throws {
        let report = try check(LegibilityFixtures.WhiteCardWidget(), modes: [.accented])
        let entry = try #require(report.entries.first)
        let overlay = entry.overlay()
        let frame = try #require(entry.findings.last).element.frame
        let x = Int((frame.minX * entry.render.scale).rounded(.down)) - 1
        let y = Int((frame.minY * entry.render.scale).rounded(.down)) + 2
        #expect(overlay.pixel(x: x, y: y) == .init(r: 255, g: 0, b: 0, a: 255), "\(overlay.pixel(x: x, y: y))")
        #expect(overlay.pixel(x: 0, y: 0).a == 255)
    }
}
