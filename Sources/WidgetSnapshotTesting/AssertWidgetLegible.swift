// assertWidgetLegible: the legibility check (Render's LegibilityCheck, docs/legibility.md) as a test
// assertion, for XCTest and Swift Testing alike; a Live Activity's and a control's forms are in
// AssertPlaceLegible.swift, failing the same way (LegibilityIssues).
import Render
import Views
import Widgets

/// Checks that `view` stays readable in `families` (each in the modes it is shown in, light and dark):
/// fails the test with one line per finding — text, symbols or indicators below the WCAG contrast
/// thresholds, or content that collapses into its surroundings on the tinted Home Screen, the Lock Screen
/// or StandBy.
///
/// ```swift
/// @Test func legible() {
///     assertWidgetLegible(of: StepsView(), families: [.systemSmall, .accessoryRectangular])
/// }
/// ```
///
/// - Parameters:
///   - kinds: the findings that fail the test; by default both, `[.collapsed]` to accept Apple's own
///     `.secondary` label contrast (3.25:1) and fail only on what the modes break.
///   - thresholds: the ratios asked for (WCAG AA by default).
///   - configuration: renderer and resources; nil uses ``WidgetSnapshotConfiguration/shared()``. The asset
///     catalogs of the view's module are found beside its sources as for ``assertWidgetSnapshot(of:family:mode:scheme:device:named:tolerance:record:strict:configuration:fileID:file:testName:line:column:)``,
///     so named colours are checked as drawn.
public func assertWidgetLegible<V: View>(
    of view: V,
    families: [WidgetFamily],
    schemes: [ColorScheme] = [.light, .dark],
    kinds: Set<LegibilityFinding.Kind> = [.collapsed, .lowContrast],
    thresholds: LegibilityThresholds = LegibilityThresholds(),
    configuration: WidgetSnapshotConfiguration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let resolved: WidgetSnapshotConfiguration
    switch WidgetSnapshotVerification.configuration(configuration, module: ExtensionCatalogs.module(of: V.self),
                                                    filePath: "\(filePath)") {
    case .success(let found): resolved = found
    case .failure(let failure):
        TestFailureReporter.fail("The legibility check cannot run: \(failure)",
                                 fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    let report: LegibilityReport
    do {
        report = try RenderClock.onThisThread(at: nil) {
            try LegibilityCheck(thresholds: thresholds, renderer: resolved.renderer)
                .check(view, families: families, schemes: schemes, resources: resolved.resources)
        }
    } catch {
        TestFailureReporter.fail("The widget could not be rendered for the legibility check: \(error)",
                                 fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    LegibilityIssues.report(report, kinds: kinds,
                            at: TestCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// How the legibility assertions fail a test: one failure listing the findings of the kinds asked for.
enum LegibilityIssues {
    /// Fails the test at `site` with one line per finding of `report` whose kind is in `kinds`; nothing when none.
    static func report(_ report: LegibilityReport, kinds: Set<LegibilityFinding.Kind>, at site: TestCallSite) {
        let failing = report.findings.filter { kinds.contains($0.kind) }
        guard !failing.isEmpty else { return }
        TestFailureReporter.report("\(failing.count) legibility finding\(failing.count == 1 ? "" : "s"):\n"
                                   + failing.map { "  \($0)" }.joined(separator: "\n"), severity: .failure, at: site)
    }
}
