// assertActivitySnapshot: a Live Activity (an `ActivityConfiguration` of a `Widget`) drawn for attributes and a
// content state in one presentation (WidgetHost.renderActivity), checked against its reference PNG, with the
// record modes, tolerance, strict warnings and artifacts of the widget forms.
import Foundation
import Render
import Snapshot
import Views
import WidgetApp
import WidgetHosting
import Widgets

/// Renders `widget`'s Live Activity for `attributes` and `state` in `presentation` and checks it against a
/// reference PNG beside the test (`<testName>.<presentation>[-<mode>][-dark].png` unless `name` is given; the island
/// presentations and StandBy are always dark and carry no `-dark`). `mode` is `.reducedLuminance` for the Always-On
/// Lock Screen, `.night` for StandBy at night (``Widgets/ActivityPresentation/modes``).
///
/// ```swift
/// @Test func island() {
///     assertActivitySnapshot(of: TripActivity(), attributes: TripAttributes(name: "SFO"),
///                            state: .init(minutes: 5), presentation: .compact)
///     assertActivitySnapshot(of: TripActivity(), attributes: TripAttributes(name: "SFO"),
///                            state: .init(minutes: 5), presentation: .lockScreen, scheme: .dark)
/// }
/// ```
public func assertActivitySnapshot<W: Widget, Attributes: ActivityAttributes>(
    of widget: W,
    attributes: Attributes,
    state: Attributes.ContentState,
    presentation: ActivityPresentation,
    scheme: ColorScheme = .light,
    device: WidgetDevice? = nil,
    date: Date? = nil,
    isStale: Bool = false,
    mode: WidgetMode = .fullColor,
    named name: String? = nil,
    tolerance: Int = 0,
    record: SnapshotRecordMode? = nil,
    strict: Bool = false,
    configuration: WidgetSnapshotConfiguration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let options = ActivityRenderOptions(presentation: presentation, device: device, colorScheme: scheme, date: date,
                                        isStale: isStale, mode: mode)
    let checked = checkActivitySnapshot(of: widget, attributes: attributes, state: state, options: options,
                                        named: name, tolerance: tolerance, record: record, strict: strict,
                                        configuration: configuration, filePath: "\(filePath)", testName: testName)
    SnapshotIssues.report([checked], strict: strict,
                          at: TestCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Renders `widget`'s Live Activity and checks it against its reference; reports nothing.
public func verifyActivitySnapshot<W: Widget, Attributes: ActivityAttributes>(
    of widget: W, attributes: Attributes, state: Attributes.ContentState, options: ActivityRenderOptions,
    named name: String? = nil, tolerance: Int = 0, record: SnapshotRecordMode? = nil, strict: Bool = false,
    configuration: WidgetSnapshotConfiguration? = nil, filePath: String = #filePath, testName: String = #function
) -> SnapshotOutcome {
    checkActivitySnapshot(of: widget, attributes: attributes, state: state, options: options, named: name,
                          tolerance: tolerance, record: record, strict: strict, configuration: configuration,
                          filePath: filePath, testName: testName).outcome
}

/// The activity form with the render's warnings kept for the assert function.
func checkActivitySnapshot<W: Widget, Attributes: ActivityAttributes>(
    of widget: W, attributes: Attributes, state: Attributes.ContentState, options: ActivityRenderOptions,
    named name: String?, tolerance: Int, record: SnapshotRecordMode?, strict: Bool,
    configuration: WidgetSnapshotConfiguration?, filePath: String, testName: String
) -> CheckedRender {
    let name = name ?? options.fileStem
    let resolved: WidgetSnapshotConfiguration
    switch WidgetSnapshotVerification.configuration(configuration, module: ExtensionCatalogs.module(of: W.self),
                                                    filePath: filePath) {
    case .success(let value): resolved = value
    case .failure(let failure): return CheckedRender(outcome: failure.outcome, origin: name)
    }
    let output: RenderOutput
    do {
        output = try RenderClock.onThisThread(at: options.date) {
            try resolved.host.renderActivity(widget, attributes: attributes, state: state, options: options)
        }
    } catch {
        return .failed("The Live Activity could not be rendered as \(name): \(error)")
    }
    return CheckedRender.checked(origin: name, warnings: output.warnings, strict: strict) {
        WidgetSnapshotVerification.verify(output.pixmap, name: name, tolerance: tolerance, record: record,
                                          configuration: resolved, filePath: filePath, testName: testName)
    }
}
