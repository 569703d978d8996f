// Render a `Widget` (WidgetKit's app-facing type, through WidgetHost) and check it against its reference:
// an entry you give, the provider's placeholder (redacted), or every entry of its timeline.
import Render
import Snapshot
import WidgetApp
import WidgetHosting
import WidgetIntents

/// Renders `widget` showing `entry` and checks it against its reference; reports nothing.
///
/// ```swift
/// let outcome = verifyWidgetSnapshot(of: MyAppWidget(), entry: HabitEntry.sample,
///                                    options: WidgetRenderOptions(family: .systemSmall))
/// ```
/// - Parameters:
///   - name: the snapshot's name; nil uses ``Render/WidgetRenderOptions/fileStem``.
///   - strict: when true, a render with warnings fails with the warnings listed, before any comparison.
public func verifyWidgetSnapshot<W: Widget, Entry: TimelineEntry>(
    of widget: W, entry: Entry, options: WidgetRenderOptions, named name: String? = nil, tolerance: Int = 0,
    record: SnapshotRecordMode? = nil, strict: Bool = false, configuration: WidgetSnapshotConfiguration? = nil,
    filePath: String = #filePath, testName: String = #function
) -> SnapshotOutcome {
    checkWidgetSnapshot(of: widget, entry: entry, options: options, named: name, tolerance: tolerance, record: record,
                        strict: strict, configuration: configuration, filePath: filePath, testName: testName).outcome
}

/// Renders `widget`'s placeholder (its provider's `placeholder(in:)`, redacted as WidgetKit shows it) and
/// checks it against its reference; reports nothing.
///
/// - Parameters:
///   - name: the snapshot's name; nil uses `<fileStem>-placeholder`.
///   - strict: when true, a render with warnings fails with the warnings listed, before any comparison.
public func verifyWidgetPlaceholderSnapshot<W: Widget>(
    of widget: W, options: WidgetRenderOptions, named name: String? = nil, tolerance: Int = 0,
    record: SnapshotRecordMode? = nil, strict: Bool = false, configuration: WidgetSnapshotConfiguration? = nil,
    filePath: String = #filePath, testName: String = #function
) -> SnapshotOutcome {
    checkWidgetPlaceholderSnapshot(of: widget, options: options, named: name, tolerance: tolerance, record: record,
                                   strict: strict, configuration: configuration, filePath: filePath,
                                   testName: testName).outcome
}

/// Renders every entry of `widget`'s timeline (its provider's, configured by `intent` if given) and checks
/// each against its reference, in order; reports nothing. One outcome per entry, or one failed outcome
/// when the timeline could not be rendered.
///
/// - Parameters:
///   - name: the snapshots' base name; entry `i` is `<name>-entry<i>`. nil uses
///     ``Render/WidgetRenderOptions/fileStem``.
///   - strict: when true, an entry rendered with warnings fails with the warnings listed, before any comparison.
public func verifyWidgetTimelineSnapshots<W: Widget>(
    of widget: W, options: WidgetRenderOptions, intent: (any AppIntent)? = nil, named name: String? = nil,
    tolerance: Int = 0, record: SnapshotRecordMode? = nil, strict: Bool = false,
    configuration: WidgetSnapshotConfiguration? = nil, filePath: String = #filePath, testName: String = #function
) async -> [SnapshotOutcome] {
    await checkWidgetTimelineSnapshots(of: widget, options: options, intent: intent, named: name, tolerance: tolerance,
                                       record: record, strict: strict, configuration: configuration,
                                       filePath: filePath, testName: testName).map(\.outcome)
}

/// The entry form with the render's warnings kept for the assert functions.
func checkWidgetSnapshot<W: Widget, Entry: TimelineEntry>(
    of widget: W, entry: Entry, options: WidgetRenderOptions, named name: String?, tolerance: Int,
    record: SnapshotRecordMode?, strict: Bool, configuration: WidgetSnapshotConfiguration?, filePath: String,
    testName: String
) -> CheckedRender {
    let name = name ?? options.fileStem
    return checkHostedRender(named: name, module: ExtensionCatalogs.module(of: W.self), tolerance: tolerance,
                             record: record, strict: strict, configuration: configuration, filePath: filePath,
                             testName: testName) { host in
        try RenderClock.onThisThread(at: options.date) { try host.render(widget, entry: entry, options: options) }
    }
}

/// The placeholder form with the render's warnings kept for the assert functions.
func checkWidgetPlaceholderSnapshot<W: Widget>(
    of widget: W, options: WidgetRenderOptions, named name: String?, tolerance: Int, record: SnapshotRecordMode?,
    strict: Bool, configuration: WidgetSnapshotConfiguration?, filePath: String, testName: String
) -> CheckedRender {
    let name = name ?? options.fileStem + "-placeholder"
    return checkHostedRender(named: name, module: ExtensionCatalogs.module(of: W.self), tolerance: tolerance,
                             record: record, strict: strict, configuration: configuration, filePath: filePath,
                             testName: testName) { host in
        try RenderClock.onThisThread(at: options.date) { try host.renderPlaceholder(widget, options: options) }
    }
}

/// The timeline form with each entry's warnings kept for the assert functions.
func checkWidgetTimelineSnapshots<W: Widget>(
    of widget: W, options: WidgetRenderOptions, intent: (any AppIntent)?, named name: String?, tolerance: Int,
    record: SnapshotRecordMode?, strict: Bool, configuration: WidgetSnapshotConfiguration?, filePath: String,
    testName: String
) async -> [CheckedRender] {
    let resolved: WidgetSnapshotConfiguration
    switch WidgetSnapshotVerification.configuration(configuration, module: ExtensionCatalogs.module(of: W.self),
                                                    filePath: filePath) {
    case .success(let value): resolved = value
    case .failure(let failure): return [CheckedRender(outcome: failure.outcome, origin: name ?? options.fileStem)]
    }
    let base = name ?? options.fileStem
    let timeline: WidgetTimelineRender
    let clock = await RenderClock.holdProcess(at: options.date)
    defer { clock.release() }
    do { timeline = try await resolved.host.renderTimeline(widget, options: options, intent: intent) } catch {
        return [.failed("The widget's timeline could not be rendered as \(base): \(error)")]
    }
    return timeline.frames.enumerated().map { index, frame in
        let name = "\(base)-entry\(index)"
        return CheckedRender.checked(origin: name, warnings: frame.output.warnings, strict: strict) {
            WidgetSnapshotVerification.verify(frame.output.pixmap, name: name, tolerance: tolerance, record: record,
                                              configuration: resolved, filePath: filePath, testName: testName)
        }
    }
}

/// One render through the configuration's WidgetHost, checked as `name`.
private func checkHostedRender(
    named name: String, module: String, tolerance: Int, record: SnapshotRecordMode?, strict: Bool,
    configuration: WidgetSnapshotConfiguration?, filePath: String, testName: String,
    render: (WidgetHost) throws -> WidgetRenderOutput
) -> CheckedRender {
    let resolved: WidgetSnapshotConfiguration
    switch WidgetSnapshotVerification.configuration(configuration, module: module, filePath: filePath) {
    case .success(let value): resolved = value
    case .failure(let failure): return CheckedRender(outcome: failure.outcome, origin: name)
    }
    let output: WidgetRenderOutput
    do { output = try render(resolved.host) } catch {
        return .failed("The widget could not be rendered as \(name): \(error)")
    }
    return CheckedRender.checked(origin: name, warnings: output.warnings, strict: strict) {
        WidgetSnapshotVerification.verify(output.pixmap, name: name, tolerance: tolerance, record: record,
                                          configuration: resolved, filePath: filePath, testName: testName)
    }
}

extension WidgetSnapshotConfiguration {
    /// A WidgetHost over this configuration's renderer and resources.
    public var host: WidgetHost {
        WidgetHost(renderer: renderer, resources: resources, providerTimeout: providerTimeout)
    }
}
