// assertControlSnapshot: a ControlWidget as the system draws it (WidgetHost's renderControl), checked against
// a reference PNG beside the test, as the widget forms are. Apple has no `#Preview` for controls, so this is
// how a control's looks are pinned: one presentation and state, or the control's whole matrix
// (ControlAppearance.matrix), each named `<testName>.control-<presentation>[-<state>][-dark].png`.
import Foundation
import Render
import Snapshot
import Views
import WidgetApp
import WidgetHosting
import Widgets

/// Renders `control` in `presentation` (a toggle in `state`; nil: its provider's `previewValue`), in the OS
/// profile `os` (nil: the standard one; `.ios26` draws Liquid Glass modules), and checks it against its reference.
///
/// ```swift
/// @Test func timerControl() {
///     assertControlSnapshot(of: TimerControl(), state: .on, presentation: .controlCenterMedium)
///     assertControlSnapshot(of: TimerControl(), state: .off, presentation: .lockScreen, scheme: .dark)
/// }
/// ```
public func assertControlSnapshot<C: ControlWidget>(
    of control: C,
    state: ControlState? = nil,
    presentation: ControlPresentation,
    scheme: ColorScheme = .light,
    os: OSProfile? = nil,
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
    let appearance = ControlAppearance(presentation: presentation, state: state, colorScheme: scheme, os: os)
    let checked = checkControlSnapshot(of: control, appearance: appearance, named: name, tolerance: tolerance,
                                       record: record, strict: strict, configuration: configuration,
                                       filePath: "\(filePath)", testName: testName)
    SnapshotIssues.report([checked], strict: strict,
                          at: TestCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Renders `control` in every combination of its matrix (``Widgets/ControlAppearance/matrix(isToggle:presentations:schemes:)``:
/// every presentation, both states of a toggle, light and dark where they differ) and checks each.
///
/// ```swift
/// @Test func timerControlEverywhere() {
///     assertControlSnapshots(of: TimerControl())
/// }
/// ```
public func assertControlSnapshots<C: ControlWidget>(
    of control: C,
    presentations: [ControlPresentation] = [],
    profiles: [OSProfile] = [],
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
    let site = TestCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let isToggle: Bool
    do {
        let declaration = try WidgetHost.declaration(ofControl: control)
        isToggle = try WidgetHost.controlContent(of: declaration, state: nil).kind == .toggle
    } catch {
        SnapshotIssues.report([.failed("The control could not be rendered: \(error)")], strict: strict, at: site)
        return
    }
    let checked = ControlAppearance.matrix(isToggle: isToggle, presentations: presentations,
                                           profiles: profiles).map { appearance in
        checkControlSnapshot(of: control, appearance: appearance, named: nil, tolerance: tolerance, record: record,
                             strict: strict, configuration: configuration, filePath: "\(filePath)",
                             testName: testName)
    }
    SnapshotIssues.report(checked, strict: strict, at: site)
}

/// One control render checked against its reference.
func checkControlSnapshot<C: ControlWidget>(
    of control: C, appearance: ControlAppearance, named name: String?, tolerance: Int, record: SnapshotRecordMode?,
    strict: Bool, configuration: WidgetSnapshotConfiguration?, filePath: String, testName: String
) -> CheckedRender {
    let name = name ?? appearance.fileStem
    let resolved: WidgetSnapshotConfiguration
    switch WidgetSnapshotVerification.configuration(configuration, module: ExtensionCatalogs.module(of: C.self),
                                                    filePath: filePath) {
    case .success(let value): resolved = value
    case .failure(let failure): return CheckedRender(outcome: failure.outcome, origin: name)
    }
    let output: RenderOutput
    do { output = try resolved.host.renderControl(control, appearance: appearance) } catch {
        return .failed("The control could not be rendered as \(name): \(error)", origin: name)
    }
    return CheckedRender.checked(origin: name, warnings: output.warnings, strict: strict) {
        WidgetSnapshotVerification.verify(output.pixmap, name: name, tolerance: tolerance, record: record,
                                          configuration: resolved, filePath: filePath, testName: testName)
    }
}
