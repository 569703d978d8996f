// assertActivityLegible and assertControlLegible: the legibility check of a Live Activity's and a control's renders
// (Render's places check, LegibilityCheck.check(places:…), docs/legibility.md "Live Activities and controls") as test
// assertions beside assertActivitySnapshot and assertControlSnapshot. The renders are Widgets' PlaceAppearance
// matrix, the one the gallery and `widgetrender check` use; the views are those WidgetHost draws
// (WidgetHost.placeContent). A failure lists the findings as assertWidgetLegible's does (LegibilityIssues).
import Foundation
import Render
import Views
import WidgetApp
import WidgetHosting
import Widgets

/// Checks that `widget`'s Live Activity for `attributes` and `state` stays readable in `presentations` (empty: every
/// one), each in the modes it is shown in (the Always-On Lock Screen and the wrist-down watch in reduced luminance,
/// StandBy at night, each judged against its full-colour render) and `schemes` on the Lock Screen: fails the test
/// with one line per finding, named by the place (`activity Lock Screen · content state · dark: Text "ETA" low
/// contrast, …`).
///
/// ```swift
/// @Test func tripIsLegible() {
///     assertActivityLegible(of: TripActivity(), attributes: TripAttributes(name: "SFO"), state: .init(minutes: 5))
///     assertActivityLegible(of: TripActivity(), attributes: TripAttributes(name: "SFO"), state: .init(minutes: 5),
///                           presentations: [.lockScreen], schemes: [.light], kinds: [.collapsed])
/// }
/// ```
///
/// - Parameters:
///   - device: the device drawn on; nil: each presentation's default (the watch Smart Stack on the 45 mm watch, the
///     others on the default phone). With a device and no `presentations`, the presentations it shows.
///   - date, isStale: the moment drawn (`\.renderDate`, the frozen clock) and `context.isStale`, as for
///     ``assertActivitySnapshot(of:attributes:state:presentation:scheme:device:date:isStale:mode:named:tolerance:record:strict:configuration:fileID:file:testName:line:column:)``.
///   - kinds, thresholds, configuration: as for ``assertWidgetLegible(of:families:schemes:kinds:thresholds:configuration:fileID:file:line:column:)``.
public func assertActivityLegible<W: Widget, Attributes: ActivityAttributes>(
    of widget: W,
    attributes: Attributes,
    state: Attributes.ContentState,
    presentations: [ActivityPresentation] = [],
    schemes: [ColorScheme] = [.light, .dark],
    device: WidgetDevice? = nil,
    date: Date? = nil,
    isStale: Bool = false,
    kinds: Set<LegibilityFinding.Kind> = [.collapsed, .lowContrast],
    thresholds: LegibilityThresholds = LegibilityThresholds(),
    configuration: WidgetSnapshotConfiguration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let site = TestCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    var shown = presentations
    if shown.isEmpty, let device {
        do throws(ActivityPresentationError) { shown = try ActivityMetrics.metrics(for: device).presentations } catch {
            return TestFailureReporter.report("The Live Activity cannot be checked on \(device.identifier): \(error)",
                                              severity: .failure, at: site)
        }
    }
    let places = ActivityAppearance.matrix(presentations: shown, schemes: schemes).map {
        PlaceAppearance.activity($0, state: 0, name: "content state")
    }
    checkPlaces(places, of: W.self, date: date, device: device, kinds: kinds, thresholds: thresholds,
                configuration: configuration, filePath: filePath, site: site, what: "Live Activity") { () throws(WidgetHostError) in
        try WidgetHost.placeContent(ofActivity: WidgetDeclaration.activityDeclaration(of: widget),
                                    attributes: attributes, state: state, isStale: isStale)
    }
}

/// Checks that `control` stays readable in every render of its matrix (``Widgets/ControlAppearance/matrix(isToggle:presentations:schemes:profiles:)``:
/// `presentations`, empty: every one; both states of a toggle; `schemes` where the scheme is an axis; the OS
/// `profiles`, empty: the standard one): fails the test with one line per finding, named by the place (`control
/// Control Center small · on: symbol "lightbulb" low contrast, …`).
///
/// ```swift
/// @Test func lampIsLegible() {
///     assertControlLegible(of: LampControl())
///     assertControlLegible(of: LampControl(), presentations: [.controlCenterSmall], profiles: [.ios26])
/// }
/// ```
///
/// - Parameters: kinds, thresholds, configuration: as for ``assertWidgetLegible(of:families:schemes:kinds:thresholds:configuration:fileID:file:line:column:)``.
public func assertControlLegible<C: ControlWidget>(
    of control: C,
    presentations: [ControlPresentation] = [],
    schemes: [ColorScheme] = [.light, .dark],
    profiles: [OSProfile] = [],
    kinds: Set<LegibilityFinding.Kind> = [.collapsed, .lowContrast],
    thresholds: LegibilityThresholds = LegibilityThresholds(),
    configuration: WidgetSnapshotConfiguration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let site = TestCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let declaration: WidgetDeclaration, isToggle: Bool
    do throws(WidgetHostError) {
        declaration = try WidgetHost.declaration(ofControl: control)
        isToggle = try WidgetHost.controlContent(of: declaration, state: nil).kind == .toggle
    } catch {
        return TestFailureReporter.report("The control could not be rendered for the legibility check: \(error)",
                                          severity: .failure, at: site)
    }
    let places = ControlAppearance.matrix(isToggle: isToggle, presentations: presentations, schemes: schemes,
                                          profiles: profiles).map(PlaceAppearance.control)
    checkPlaces(places, of: C.self, date: nil, device: nil, kinds: kinds, thresholds: thresholds,
                configuration: configuration, filePath: filePath, site: site, what: "control") { () throws(WidgetHostError) in
        try WidgetHost.placeContent(ofControl: declaration)
    }
}

/// The places check of `places`, drawn from the views `content` makes, with the configuration found for `Owner`'s
/// module (its asset catalogs); the findings of `kinds` fail the test at `site`.
private func checkPlaces<Owner>(
    _ places: [PlaceAppearance], of owner: Owner.Type, date: Date?, device: WidgetDevice?,
    kinds: Set<LegibilityFinding.Kind>, thresholds: LegibilityThresholds, configuration: WidgetSnapshotConfiguration?,
    filePath: StaticString, site: TestCallSite, what: String,
    content: () throws(WidgetHostError) -> PlaceContent
) {
    let resolved: WidgetSnapshotConfiguration
    switch WidgetSnapshotVerification.configuration(configuration, module: ExtensionCatalogs.module(of: owner),
                                                    filePath: "\(filePath)") {
    case .success(let found): resolved = found
    case .failure(let failure):
        return TestFailureReporter.report("The legibility check cannot run: \(failure)", severity: .failure, at: site)
    }
    let report: LegibilityReport
    do {
        report = try RenderClock.onThisThread(at: date) { () throws -> LegibilityReport in
            try LegibilityCheck(thresholds: thresholds, renderer: resolved.renderer)
                .check(places: places, content: try content(), date: date, device: device, resources: resolved.resources)
        }
    } catch {
        return TestFailureReporter.report("The \(what) could not be rendered for the legibility check: \(error)",
                                          severity: .failure, at: site)
    }
    LegibilityIssues.report(report, kinds: kinds, at: site)
}
