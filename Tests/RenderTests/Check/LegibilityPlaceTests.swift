import Graphics
import Render
import TestSupport
import Testing
import Views
import WidgetExamples
import Widgets

/// The legibility check of a Live Activity's presentations and a control's (`LegibilityCheck.check(places:…)`): the
/// gallery's renders of them (`PlaceAppearance.matrix`), measured as widgets are, each finding naming the place.
@Suite struct LegibilityPlaceTests {
    /// A Lock Screen view in `color` on the system's platter (or on `tint`), with an island of the same text.
    static func activity(_ color: Color, on tint: Color? = nil) -> PlaceContent {
        PlaceContent(activityParts: { _ in
            let text = AnyView(Text("Due today").font(.headline).foregroundStyle(color))
            let island = IslandViews(regions: [IslandRegion(place: .bottom, priority: 0, view: text)],
                                     compactLeading: text, compactTrailing: text, minimal: text, keylineTint: nil,
                                     margins: [])
            return ActivityParts(lockScreen: AnyView(Text("Due today").font(.headline).foregroundStyle(color)
                .activityBackgroundTint(tint)), island: island)
        })
    }

    /// A toggle tinted `tint` (its on state: the symbol white on the tint).
    static func control(tint: Color) -> PlaceContent {
        PlaceContent(controlContent: { state in
            let content = ControlTemplateContent(kind: .toggle, title: Text("Lamp"), titleString: "Lamp",
                                                 label: AnyView(Label("Off", systemImage: "lightbulb")), tint: tint)
            return state.map { content.inState($0) } ?? content
        })
    }

    func check(_ places: [PlaceAppearance], _ content: PlaceContent) throws -> LegibilityReport {
        try LegibilityCheck().check(places: places, content: content, resources: try TestResources.get())
    }

    @Test func whiteTextOnTheLightLockScreenIsLowContrastAndNamesThePresentation() throws {
        let places = PlaceAppearance.matrix(activityStates: ["white"], controlIsToggle: nil, modes: [.fullColor],
                                            schemes: [.light]).filter { $0.fileStem == "activity-0-lockScreen" }
        let report = try check(places, Self.activity(Color.white))
        let finding = try #require(report.findings.first, "\(report)")
        #expect(report.findings.count == 1)
        #expect(finding.kind == .lowContrast && finding.ratio < 1.2, "\(finding)")
        #expect(finding.place == places.first)
        #expect(finding.description.hasPrefix("activity Lock Screen · white: Text \"Due today\" low contrast, "),
                "\(finding.description)")
        #expect(report.entries.map(\.render.fileStem) == ["activity-0-lockScreen"])
    }

    @Test func textThatMatchesItsTintsLumaCollapsesInStandByAtNight() throws {
        // Grey 18 on pure blue: 2.2:1 apart by WCAG luminance, but one luma (0.07), which is all the night pass keeps.
        let grey = Color(RGBAColor(r255: 18, 18, 18))
        let content = Self.activity(grey, on: Color(RGBAColor(r255: 0, 0, 255)))
        let night = PlaceAppearance.activity(ActivityAppearance(presentation: .standBy, mode: .night), state: 0,
                                             name: "late")
        let report = try check([night], content)
        // The full-colour StandBy render is measured first as the reference, though not asked for.
        #expect(LegibilityCheck.renderCount(places: [night]) == 2)
        let finding = try #require(report.findings.first, "\(report)")
        #expect(finding.kind == .collapsed, "\(finding)")
        #expect((finding.fullColorRatio ?? 0) > 1.5, "\(finding)")
        #expect(finding.description.hasPrefix("activity StandBy · late · night: Text \"Due today\" collapsed, "),
                "\(finding.description)")
    }

    @Test func aWhiteTintHidesTheOnSymbolAndOnlyThere() throws {
        let places = PlaceAppearance.matrix(activityStates: [], controlIsToggle: true, schemes: [.light], os: .ios18)
            .filter { $0.fileStem.hasPrefix("control-controlCenterSmall-") }
        let named = OSProfile.standard == .ios18 ? "" : " · ios18"  // a label names a profile other than the default
        #expect(places.map(\.label) == ["Control Center small · off" + named, "Control Center small · on" + named])
        let report = try check(places, Self.control(tint: Color.white))
        #expect(report.entries.count == 2)
        #expect(report.findings.map(\.place) == [places[1]], "\(report)")
        let finding = try #require(report.findings.first)
        #expect(finding.element.kind == .symbol && finding.ratio < 1.2, "\(finding)")
        #expect(finding.description.hasPrefix("control Control Center small · on\(named): symbol \"lightbulb\" low contrast"),
                "\(finding.description)")
    }

    @Test func theHabitExamplesActivityAndControlNeverCollapse() throws {
        let habit = try #require(BuiltInExample.named("habit"))
        let activity = try #require(habit.activity), control = try #require(habit.control)
        let places = PlaceAppearance.matrix(activityStates: activity.states, controlIsToggle: control.isToggle)
        let report = try check(places, PlaceContent(activityParts: activity.makeParts,
                                                    controlContent: control.makeContent, appName: habit.name))
        // Every render of the gallery's matrix, each full-colour reference among them.
        #expect(report.entries.count == places.count)
        #expect(LegibilityCheck.renderCount(places: places) == places.count)
        #expect(report.placeRenderCount == places.count)
        let collapsed = report.findings.filter { $0.kind == .collapsed }.map(\.description)
        #expect(collapsed.isEmpty, "\(collapsed)")
        #expect(report.measuredCount > 100)
    }

    @Test func narrowedModesStillMeasureTheFullColourReference() {
        let places = PlaceAppearance.matrix(activityStates: ["a", "b"], controlIsToggle: true, modes: [.reducedLuminance],
                                            schemes: [.dark])
        // The Always-On Lock Screen (dark) and the wrist-down watch per state; no control without full colour.
        #expect(places.map(\.fileStem) == ["activity-0-lockScreen-reducedLuminance-dark", "activity-0-smartStack-reducedLuminance",
                                           "activity-1-lockScreen-reducedLuminance-dark", "activity-1-smartStack-reducedLuminance"])
        #expect(LegibilityCheck.renderCount(places: places) == 8)
    }
}
