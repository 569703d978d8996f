// assertPreviewSnapshots: every preview compiled into the module under test (`#Preview` macros and
// PreviewProvider children, found by WidgetPreviews' PreviewDiscovery), each render it stands for (entry ×
// mode × scheme, as `widgetrender previews` draws them) checked against a reference under `__Snapshots__`.
// One function for XCTest and Swift Testing, like assertWidgetSnapshot.
import Foundation
import PreviewRun
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
///   - module: the module whose previews to test. nil: the caller's module (its `#fileID`'s first part)
///     without a trailing `Tests` (`MyWidgetExtensionTests` → `MyWidgetExtension`) when that module has
///     previews, else the one module linked into the test that has any; when there are none or several,
///     the test fails with the modules found and the call to write (`assertPreviewSnapshots(module: "…")`).
///   - modes: the modes to render (empty: every mode each family is shown in).
///   - schemes: the colour schemes (empty: light and dark where they differ).
///   - date: what `Date()` and `.now` read in the previews' code while they render, and the render date of
///     view previews (nil: ``Render/WidgetRenderOptions/defaultDate``); a timeline entry's own date stays its
///     render date.
///   - include: which previews to test (all by default).
///   - shard: only this share of them (``PreviewRun/Shard``: `Shard(index: 2, count: 4)` on the second of four CI
///     machines; each preview with all its renders, balanced by their count, the same on every machine); nil: all.
///   - tolerance, record, strict, configuration: as for ``assertWidgetSnapshot(of:options:named:tolerance:record:strict:configuration:fileID:file:testName:line:column:)``.
///     Render warnings (an unknown symbol, a missing named colour or image, an approximation) are one
///     warning-level issue listing each with its preview's `Module/File.swift:line`, a failure with `strict`.
/// Finding no preview at all fails: a misspelt module must not pass silently. References recorded for many
/// renders are reported as one failure listing the files.
public func assertPreviewSnapshots(
    module: String? = nil,
    modes: [WidgetMode] = [],
    schemes: [ColorScheme] = [],
    date: Date? = nil,
    including include: (DiscoveredPreview) -> Bool = { _ in true },
    tolerance: Int = 0,
    record: SnapshotRecordMode? = nil,
    strict: Bool = false,
    configuration: WidgetSnapshotConfiguration? = nil,
    shard: Shard? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) async {
    let site = TestCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let previews: [DiscoveredPreview]
    switch PreviewSnapshots.previews(module: module, callerFileID: "\(fileID)", including: include) {
    case .success(let found): previews = found
    case .failure(let problem):
        TestFailureReporter.report(problem.message, severity: .failure, at: site)
        return
    }
    let checked = await checkPreviewSnapshots(
        previews, modes: modes, schemes: schemes, date: date, tolerance: tolerance, record: record, strict: strict,
        configuration: configuration, shard: shard, filePath: "\(filePath)", testName: testName)
    SnapshotIssues.report(checked, strict: strict, at: site)
}

/// Which previews a preview-snapshot call tests, and what it says when there are none.
enum PreviewSnapshots {
    /// Why no preview was found, in words that name the call to write.
    struct NotFound: Error, Equatable {
        var message: String
    }

    /// `MyWidgetExtensionTests/PreviewTests.swift` → `MyWidgetExtension`.
    static func moduleUnderTest(fileID: String) -> String {
        let module = callerModule(fileID: fileID)
        return module.hasSuffix("Tests") && module != "Tests" ? String(module.dropLast(5)) : module
    }

    /// The first part of a `#fileID`: the module it is compiled into.
    static func callerModule(fileID: String) -> String {
        String(fileID.split(separator: "/", maxSplits: 1).first ?? "")
    }

    /// The previews of `module` (or of the module under test when nil) that `include` accepts.
    static func previews(module: String?, callerFileID: String,
                         including include: (DiscoveredPreview) -> Bool) -> Result<[DiscoveredPreview], NotFound> {
        let wanted = module ?? moduleUnderTest(fileID: callerFileID)
        var found = PreviewDiscovery.previews(inModule: wanted)
        var chosen = wanted
        if found.isEmpty {
            let all = PreviewDiscovery.all()
            var modules: [String] = []
            for preview in all where !modules.contains(preview.moduleName) { modules.append(preview.moduleName) }
            switch resolve(module: module, callerFileID: callerFileID, modulesWithPreviews: modules) {
            case .success(let name):
                chosen = name
                found = all.filter { $0.moduleName == name }
            case .failure(let problem): return .failure(problem)
            }
        }
        let included = found.filter(include)
        guard included.isEmpty else { return .success(included) }
        return .failure(NotFound(message: "\(found.count) preview\(found.count == 1 ? "" : "s") found in module "
                                 + "\(chosen), and `including:` accepted none of them."))
    }

    /// The module to test when `module` (nil: the module under test) has no previews but
    /// `modulesWithPreviews` do: the only one of them when nothing was named, else a message that lists
    /// them and shows the call to write.
    static func resolve(module: String?, callerFileID: String, modulesWithPreviews: [String]) -> Result<String, NotFound> {
        let modules = modulesWithPreviews.sorted()
        let wanted = module ?? moduleUnderTest(fileID: callerFileID)
        if modules.contains(wanted) { return .success(wanted) }
        if module == nil, modules.count == 1 { return .success(modules[0]) }
        var lines: [String] = []
        if let module {
            lines.append("No previews found in module \(module) (#Preview macros or PreviewProvider types).")
        } else {
            let caller = callerModule(fileID: callerFileID)
            lines.append("No previews found in module \(wanted), the module under test as assertPreviewSnapshots() "
                         + "names it (this test's module, \(caller), without \"Tests\").")
        }
        if modules.isEmpty {
            lines.append("No module linked into this test has a #Preview or PreviewProvider. Add the target that "
                         + "declares your previews to the test target's dependencies, and name it:")
            lines.append("    await assertPreviewSnapshots(module: \"MyWidgetExtension\")")
        } else {
            lines.append("Modules with previews linked into this test: \(modules.joined(separator: ", ")). Name one:")
            lines += modules.map { "    await assertPreviewSnapshots(module: \"\($0)\")" }
        }
        return .failure(NotFound(message: lines.joined(separator: "\n")))
    }
}
