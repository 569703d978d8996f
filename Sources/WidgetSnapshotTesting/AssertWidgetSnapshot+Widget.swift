// assertWidgetSnapshot for `Widget`s: the widget as WidgetKit shows it, through its configuration and
// provider (WidgetHost). One set of functions for XCTest and Swift Testing, as the view forms.
import Foundation
import Render
import Snapshot
import Views
import WidgetApp
import WidgetHosting
import WidgetIntents
import Widgets

/// Renders `widget` showing `entry` in `family` and checks it against a reference PNG beside the test.
///
/// The configuration's `supportedFamilies`, `contentMarginsDisabled()` and
/// `containerBackgroundRemovable(_:)` apply; the entry's date is the render's date. References, record
/// modes and artifacts are those of the view form
/// (``assertWidgetSnapshot(of:family:mode:scheme:device:named:tolerance:record:strict:configuration:fileID:file:testName:line:column:)``),
/// and so is `strict`: render warnings are a warning-level issue unless it is true, then a failure.
/// `date` (nil: ``Render/WidgetRenderOptions/defaultDate``) is what `Date()` and `.now` read in the widget's code.
///
/// ```swift
/// @Test func small() {
///     assertWidgetSnapshot(of: MyAppWidget(), family: .systemSmall, entry: HabitEntry.sample)
///     // family, entry, then mode, scheme, device, named, tolerance, record, strict, configuration
///     assertWidgetSnapshot(of: MyAppWidget(), family: .systemSmall, entry: HabitEntry.sample,
///                          mode: .accented, scheme: .dark, strict: true)
/// }
/// ```
public func assertWidgetSnapshot<W: Widget, Entry: TimelineEntry>(
    of widget: W,
    family: WidgetFamily,
    entry: Entry,
    mode: WidgetMode = .fullColor,
    scheme: ColorScheme = .light,
    device: WidgetDevice? = nil,
    date: Date? = nil,
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
    var options = WidgetRenderOptions(family: family, mode: mode, colorScheme: scheme, device: device)
    options.date = date
    let checked = checkWidgetSnapshot(of: widget, entry: entry, options: options, named: name, tolerance: tolerance,
                                      record: record, strict: strict, configuration: configuration,
                                      filePath: "\(filePath)", testName: testName)
    SnapshotIssues.report([checked], strict: strict,
                          at: TestCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Renders `widget`'s placeholder in `family` — its provider's `placeholder(in:)` entry, redacted as
/// WidgetKit shows it before data arrives — and checks it against its reference
/// (`<testName>.<family>-<mode>-<scheme>-placeholder.png` unless `name` is given).
///
/// ```swift
/// @Test func placeholder() {
///     assertWidgetPlaceholderSnapshot(of: MyAppWidget(), family: .systemMedium)
/// }
/// ```
public func assertWidgetPlaceholderSnapshot<W: Widget>(
    of widget: W,
    family: WidgetFamily,
    mode: WidgetMode = .fullColor,
    scheme: ColorScheme = .light,
    device: WidgetDevice? = nil,
    date: Date? = nil,
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
    var options = WidgetRenderOptions(family: family, mode: mode, colorScheme: scheme, device: device)
    options.date = date
    let checked = checkWidgetPlaceholderSnapshot(of: widget, options: options, named: name, tolerance: tolerance,
                                                 record: record, strict: strict, configuration: configuration,
                                                 filePath: "\(filePath)", testName: testName)
    SnapshotIssues.report([checked], strict: strict,
                          at: TestCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Renders every entry of `widget`'s timeline in `family` (its provider's `getTimeline`/`timeline(for:in:)`,
/// configured by `intent` if given) and checks each against its reference, in order
/// (`<testName>.<family>-<mode>-<scheme>-entry<i>.png`). A provider that does not answer within the
/// configuration's `providerTimeout` fails the test. References recorded for many entries are reported as
/// one failure listing them; the entries' render warnings as one issue.
///
/// ```swift
/// @Test func timeline() async {
///     await assertWidgetTimelineSnapshots(of: EmojiWidget(), family: .systemSmall)
/// }
/// ```
public func assertWidgetTimelineSnapshots<W: Widget>(
    of widget: W,
    family: WidgetFamily,
    mode: WidgetMode = .fullColor,
    scheme: ColorScheme = .light,
    device: WidgetDevice? = nil,
    date: Date? = nil,
    intent: (any AppIntent)? = nil,
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
) async {
    var options = WidgetRenderOptions(family: family, mode: mode, colorScheme: scheme, device: device)
    options.date = date
    let checked = await checkWidgetTimelineSnapshots(
        of: widget, options: options, intent: intent, named: name, tolerance: tolerance, record: record,
        strict: strict, configuration: configuration, filePath: "\(filePath)", testName: testName)
    SnapshotIssues.report(checked, strict: strict,
                          at: TestCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}
