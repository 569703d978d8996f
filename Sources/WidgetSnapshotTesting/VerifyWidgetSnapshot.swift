// Render a widget and check it against its reference: the framework-free core of assertWidgetSnapshot.
import Render
import Snapshot
import Views

/// Renders `view` with `options` and checks it against its reference image; reports nothing.
///
/// ``assertWidgetSnapshot(of:options:named:tolerance:record:strict:configuration:fileID:file:testName:line:column:)``
/// turns the outcome's ``SnapshotOutcome/failureMessage`` into a test failure; call this instead to
/// inspect the outcome or to report through another framework.
///
/// ```swift
/// let outcome = verifyWidgetSnapshot(of: HabitWidget(), options: WidgetRenderOptions(family: .systemSmall))
/// if case .mismatched(let mismatch) = outcome { print(mismatch.summary) }
/// ```
///
/// - Parameters:
///   - name: the snapshot's name in its file name (`<testName>.<name>.png`); nil uses
///     ``Render/WidgetRenderOptions/fileStem``.
///   - tolerance: the largest difference of any one straight-alpha channel (0…255 levels) at which
///     two pixels still count as equal; 0 means exact.
///   - record: the record mode; nil uses the configuration's, else `WIDGETRENDER_RECORD`.
///   - strict: when true, a render with warnings (an unknown symbol, a missing image, an approximation)
///     fails with the warnings listed, before any comparison.
///   - configuration: renderer, resources and folders; nil uses ``WidgetSnapshotConfiguration/shared()``.
public func verifyWidgetSnapshot<V: View>(
    of view: V,
    options: WidgetRenderOptions,
    named name: String? = nil,
    tolerance: Int = 0,
    record: SnapshotRecordMode? = nil,
    strict: Bool = false,
    configuration: WidgetSnapshotConfiguration? = nil,
    filePath: String = #filePath,
    testName: String = #function
) -> SnapshotOutcome {
    checkWidgetSnapshot(of: view, options: options, named: name, tolerance: tolerance, record: record, strict: strict,
                        configuration: configuration, filePath: filePath, testName: testName).outcome
}

/// ``verifyWidgetSnapshot(of:options:named:tolerance:record:strict:configuration:filePath:testName:)`` with the
/// render's warnings kept for the assert functions to report.
func checkWidgetSnapshot<V: View>(
    of view: V, options: WidgetRenderOptions, named name: String?, tolerance: Int, record: SnapshotRecordMode?,
    strict: Bool, configuration: WidgetSnapshotConfiguration?, filePath: String, testName: String
) -> CheckedRender {
    let resolved: WidgetSnapshotConfiguration
    switch WidgetSnapshotVerification.configuration(configuration, module: ExtensionCatalogs.module(of: V.self),
                                                    filePath: filePath) {
    case .success(let value): resolved = value
    case .failure(let failure): return CheckedRender(outcome: failure.outcome, origin: name ?? options.fileStem)
    }
    let output: WidgetRenderOutput
    do {
        output = try RenderClock.onThisThread(at: options.date) {
            try resolved.renderer.rendering(view, options: options, resources: resolved.resources)
        }
    } catch {
        return .failed("The widget could not be rendered as \(options.fileStem): \(error)")
    }
    let name = name ?? options.fileStem
    return CheckedRender.checked(origin: name, warnings: output.warnings, strict: strict) {
        WidgetSnapshotVerification.verify(output.pixmap, name: name, tolerance: tolerance, record: record,
                                          configuration: resolved, filePath: filePath, testName: testName)
    }
}
