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
/// - Parameter name: the snapshot's name; nil uses ``Render/WidgetRenderOptions/fileStem``.
public func verifyWidgetSnapshot<W: Widget, Entry: TimelineEntry>(
    of widget: W, entry: Entry, options: WidgetRenderOptions, named name: String? = nil, tolerance: Int = 0,
    record: SnapshotRecordMode? = nil, configuration: WidgetSnapshotConfiguration? = nil,
    filePath: String = #filePath, testName: String = #function
) -> SnapshotOutcome {
    let resolved: WidgetSnapshotConfiguration
    switch WidgetSnapshotVerification.configuration(configuration) {
    case .success(let value): resolved = value
    case .failure(let failure): return failure.outcome
    }
    let name = name ?? options.fileStem
    do {
        let output = try RenderClock.onThisThread(at: options.date) { try resolved.host.render(widget, entry: entry, options: options) }
        return WidgetSnapshotVerification.verify(output.pixmap, name: name, tolerance: tolerance, record: record,
                                                 configuration: resolved, filePath: filePath, testName: testName)
    } catch {
        return .failed("The widget could not be rendered as \(name): \(error)")
    }
}

/// Renders `widget`'s placeholder (its provider's `placeholder(in:)`, redacted as WidgetKit shows it) and
/// checks it against its reference; reports nothing.
///
/// - Parameter name: the snapshot's name; nil uses `<fileStem>-placeholder`.
public func verifyWidgetPlaceholderSnapshot<W: Widget>(
    of widget: W, options: WidgetRenderOptions, named name: String? = nil, tolerance: Int = 0,
    record: SnapshotRecordMode? = nil, configuration: WidgetSnapshotConfiguration? = nil,
    filePath: String = #filePath, testName: String = #function
) -> SnapshotOutcome {
    let resolved: WidgetSnapshotConfiguration
    switch WidgetSnapshotVerification.configuration(configuration) {
    case .success(let value): resolved = value
    case .failure(let failure): return failure.outcome
    }
    let name = name ?? options.fileStem + "-placeholder"
    do {
        let output = try RenderClock.onThisThread(at: options.date) { try resolved.host.renderPlaceholder(widget, options: options) }
        return WidgetSnapshotVerification.verify(output.pixmap, name: name, tolerance: tolerance, record: record,
                                                 configuration: resolved, filePath: filePath, testName: testName)
    } catch {
        return .failed("The widget could not be rendered as \(name): \(error)")
    }
}

/// Renders every entry of `widget`'s timeline (its provider's, configured by `intent` if given) and checks
/// each against its reference, in order; reports nothing. One outcome per entry, or one failed outcome
/// when the timeline could not be rendered.
///
/// - Parameter name: the snapshots' base name; entry `i` is `<name>-entry<i>`. nil uses
///   ``Render/WidgetRenderOptions/fileStem``.
public func verifyWidgetTimelineSnapshots<W: Widget>(
    of widget: W, options: WidgetRenderOptions, intent: (any AppIntent)? = nil, named name: String? = nil,
    tolerance: Int = 0, record: SnapshotRecordMode? = nil, configuration: WidgetSnapshotConfiguration? = nil,
    filePath: String = #filePath, testName: String = #function
) async -> [SnapshotOutcome] {
    let resolved: WidgetSnapshotConfiguration
    switch WidgetSnapshotVerification.configuration(configuration) {
    case .success(let value): resolved = value
    case .failure(let failure): return [failure.outcome]
    }
    let base = name ?? options.fileStem
    let timeline: WidgetTimelineRender
    let clock = await RenderClock.holdProcess(at: options.date)
    defer { clock.release() }
    do { timeline = try await resolved.host.renderTimeline(widget, options: options, intent: intent) } catch {
        return [.failed("The widget's timeline could not be rendered as \(base): \(error)")]
    }
    return timeline.frames.enumerated().map { index, frame in
        WidgetSnapshotVerification.verify(frame.output.pixmap, name: "\(base)-entry\(index)", tolerance: tolerance,
                                          record: record, configuration: resolved, filePath: filePath,
                                          testName: testName)
    }
}

extension WidgetSnapshotConfiguration {
    /// A WidgetHost over this configuration's renderer and resources.
    public var host: WidgetHost {
        WidgetHost(renderer: renderer, resources: resources, providerTimeout: providerTimeout)
    }
}
