// assertWidgetSnapshot: one function for XCTest and Swift Testing. A failure is recorded through Swift
// Testing when the calling task runs a `@Test` (`Test.current != nil`), else through XCTFail — the
// same rule swift-snapshot-testing follows, and it works on Linux with both frameworks in one target.
import Render
import Snapshot
import Views
import Widgets

/// Renders a widget as WidgetKit would show it and checks it against a reference PNG beside the test.
///
/// The reference is `__Snapshots__/<TestFileName>/<testName>.<name>.png` in the test file's folder
/// (swift-snapshot-testing's layout), compared on decoded pixels. A missing reference is recorded
/// (unless record mode is `never`) and the assertion fails, so that you look at the image first. On a
/// mismatch the actual and diff images are written to `$SNAPSHOT_ARTIFACTS/<TestFileName>/` or
/// `<package root>/.build/snapshot-failures/<TestFileName>/`, and the failure names them.
///
/// XCTest:
/// ```swift
/// import WidgetSnapshotTesting
/// import XCTest
///
/// final class HabitWidgetTests: XCTestCase {
///     func testSmall() {
///         assertWidgetSnapshot(of: HabitWidget(), family: .systemSmall)
///         // → __Snapshots__/HabitWidgetTests/testSmall.systemSmall-fullColor.png
///     }
/// }
/// ```
/// Swift Testing:
/// ```swift
/// @Test func lockScreen() {
///     assertWidgetSnapshot(of: HabitWidget(), family: .accessoryCircular, mode: .vibrant, tolerance: 1)
/// }
/// ```
///
/// - Parameters:
///   - view: the widget's view (its body as a widget entry view).
///   - family, mode, scheme, device: what to render it as; `device` nil picks the family's default.
///   - name: the snapshot's name in its file name; nil uses `<family>-<mode>-<scheme>[-<device>]`
///     (pass one when a test takes two snapshots with the same options).
///   - tolerance: the largest difference of any one straight-alpha channel (0…255 levels) at which two
///     pixels still count as equal; 0 (the default) means exact.
///   - record: `never`, `missing`, `failed` or `all`; nil uses the configuration's mode, else
///     `WIDGETRENDER_RECORD` (default `missing`, `never` when `CI` is set).
///   - strict: when true, a render with warnings (an unknown symbol, a missing named colour or image, an
///     approximation) fails, listing them; when false (the default) they are reported as a warning-level
///     issue (Swift Testing) or a `file:line: warning:` line on standard error (XCTest) that does not fail.
///   - configuration: renderer, resources and folders; nil uses ``WidgetSnapshotConfiguration/shared()``.
public func assertWidgetSnapshot<V: View>(
    of view: V,
    family: WidgetFamily,
    mode: WidgetMode = .fullColor,
    scheme: ColorScheme = .light,
    device: WidgetDevice? = nil,
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
    assertWidgetSnapshot(
        of: view, options: WidgetRenderOptions(family: family, mode: mode, colorScheme: scheme, device: device),
        named: name, tolerance: tolerance, record: record, strict: strict, configuration: configuration,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

/// Renders a widget with full ``Render/WidgetRenderOptions`` (scale, tint, vibrant backdrop) and checks
/// it against its reference; otherwise the same as
/// ``assertWidgetSnapshot(of:family:mode:scheme:device:named:tolerance:record:strict:configuration:fileID:file:testName:line:column:)``.
///
/// ```swift
/// let options = WidgetRenderOptions(family: .systemSmall, mode: .accented, tint: RGBAColor(r255: 255, 149, 0))
/// assertWidgetSnapshot(of: HabitWidget(), options: options)
/// ```
public func assertWidgetSnapshot<V: View>(
    of view: V,
    options: WidgetRenderOptions,
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
    let checked = checkWidgetSnapshot(of: view, options: options, named: name, tolerance: tolerance, record: record,
                                      strict: strict, configuration: configuration, filePath: "\(filePath)",
                                      testName: testName)
    SnapshotIssues.report([checked], strict: strict,
                          at: TestCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}
