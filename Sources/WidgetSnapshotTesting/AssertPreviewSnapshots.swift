// assertPreviewSnapshots: every preview compiled into the module under test (`#Preview` macros and
// PreviewProvider children, found by WidgetPreviews' PreviewDiscovery), each render it stands for (entry ×
// mode × scheme, as `widgetrender previews` draws them) checked against a reference under `__Snapshots__`.
// One function for XCTest and Swift Testing, like assertWidgetSnapshot.
import Render
import Snapshot
import Views
import WidgetApp
import WidgetPreviews
import Widgets

/// Snapshot-tests every preview of the module under test: each entry × mode × colour scheme a named
/// reference `__Snapshots__/<TestFile>/<test>.<preview>-<entry>-<family>-<mode>-<scheme>.png`.
///
/// ```swift
/// import WidgetSnapshotTesting
/// @testable import MyWidgetExtension
///
/// final class PreviewTests: XCTestCase {
///     func testPreviews() async {
///         await assertPreviewSnapshots()   // the previews of MyWidgetExtension
///     }
/// }
/// ```
/// - Parameters:
///   - module: the module whose previews to test; nil takes the caller's module (its `#fileID`'s first
///     part) without a trailing `Tests` (`MyWidgetExtensionTests` → `MyWidgetExtension`).
///   - modes: the modes to render (empty: every mode each family is shown in).
///   - schemes: the colour schemes (empty: light and dark where they differ).
///   - include: which previews to test (all by default).
///   - tolerance, record, configuration: as for ``assertWidgetSnapshot(of:options:named:tolerance:record:strict:configuration:fileID:file:testName:line:column:)``.
/// Finding no preview at all fails: a misspelt module must not pass silently.
public func assertPreviewSnapshots(
    module: String? = nil,
    modes: [WidgetMode] = [],
    schemes: [ColorScheme] = [],
    including include: (DiscoveredPreview) -> Bool = { _ in true },
    tolerance: Int = 0,
    record: SnapshotRecordMode? = nil,
    configuration: WidgetSnapshotConfiguration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) async {
    let moduleName = module ?? PreviewSnapshots.moduleUnderTest(fileID: "\(fileID)")
    let outcomes = await verifyPreviewSnapshots(
        module: moduleName, modes: modes, schemes: schemes, including: include, tolerance: tolerance, record: record,
        configuration: configuration, filePath: "\(filePath)", testName: testName)
    for message in outcomes.compactMap(\.failureMessage) {
        TestFailureReporter.fail(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Module names for preview snapshots.
enum PreviewSnapshots {
    /// `MyWidgetExtensionTests/PreviewTests.swift` → `MyWidgetExtension`.
    static func moduleUnderTest(fileID: String) -> String {
        let module = String(fileID.split(separator: "/", maxSplits: 1).first ?? "")
        return module.hasSuffix("Tests") && module != "Tests" ? String(module.dropLast(5)) : module
    }
}
