// The framework-free core of assertPreviewSnapshots: discover, expand (and with a shard keep this share of the
// previews: PreviewRun's Shard, by each preview's render count), render and verify one render at a time. Each render's pixels are encoded, compared and dropped before the next is drawn, so memory stays
// flat however many previews a module has (no pixmap outlives its comparison).
import Foundation
import PNGCodec
import PreviewRun
import Render
import Snapshot
import Views
import WidgetApp
import WidgetHosting
import WidgetPreviews
import Widgets

/// Checks every preview of `module` against its references; one outcome per render, and one failed
/// outcome per preview that cannot be expanded (its message names the preview's file and line).
///
/// ```swift
/// let outcomes = await verifyPreviewSnapshots(module: "MyWidgetExtension")
/// let failures = outcomes.compactMap(\.failureMessage)
/// ```
/// - Parameter strict: when true, a render with warnings fails with the warnings listed, before any comparison.
/// - Parameter shard: only this share of the previews (``PreviewRun/Shard``, e.g. `Shard(index: 2, count: 4)` on
///   the second of four CI machines): each preview with all its renders, balanced by their count; nil: all.
/// A module without previews gives one failed outcome naming the modules that have some.
public func verifyPreviewSnapshots(
    module: String,
    modes: [WidgetMode] = [],
    schemes: [ColorScheme] = [],
    date: Date? = nil,
    including include: (DiscoveredPreview) -> Bool = { _ in true },
    tolerance: Int = 0,
    record: SnapshotRecordMode? = nil,
    strict: Bool = false,
    configuration: WidgetSnapshotConfiguration? = nil,
    shard: Shard? = nil,
    filePath: String = #filePath,
    testName: String = #function
) async -> [SnapshotOutcome] {
    switch PreviewSnapshots.previews(module: module, callerFileID: "", including: include) {
    case .success(let previews):
        return await checkPreviewSnapshots(previews, modes: modes, schemes: schemes, date: date, tolerance: tolerance,
                                           record: record, strict: strict, configuration: configuration, shard: shard,
                                           filePath: filePath, testName: testName).map(\.outcome)
    case .failure(let problem):
        return [.failed(problem.message)]
    }
}

/// Every render of `previews`, checked, with each render's warnings kept for the assert function.
func checkPreviewSnapshots(
    _ previews: [DiscoveredPreview], modes: [WidgetMode], schemes: [ColorScheme], date: Date? = nil, tolerance: Int,
    record: SnapshotRecordMode?, strict: Bool, configuration: WidgetSnapshotConfiguration?, shard: Shard? = nil,
    filePath: String, testName: String
) async -> [CheckedRender] {
    let resolved: WidgetSnapshotConfiguration
    let module = previews.first?.moduleName ?? ""
    switch WidgetSnapshotVerification.configuration(configuration, module: module, filePath: filePath) {
    case .success(let value): resolved = value
    case .failure(let failure): return [CheckedRender(outcome: failure.outcome, origin: module)]
    }
    let host = WidgetHost(renderer: resolved.renderer, resources: resolved.resources,
                          providerTimeout: resolved.providerTimeout)
    let verifier = ImageSnapshotVerifier(recordMode: record ?? resolved.recordMode ?? .current, tolerance: tolerance)
    var checked: [CheckedRender] = []
    let clock = await RenderClock.holdProcess(at: date)  // what `Date()` and `.now` read in the previews' code
    defer { clock.release() }
    var expanded: [(preview: DiscoveredPreview, renders: Result<[PreviewRender], PreviewError>)] = []
    for preview in previews {
        do throws(PreviewError) {
            expanded.append((preview, .success(try await preview.renders(using: host, axes: PreviewAxes(modes: modes, schemes: schemes, date: date)))))
        } catch {
            expanded.append((preview, .failure(error)))
        }
    }
    if let shard {
        // This shard's previews: each with all its renders, balanced by their count (PreviewRun's Shard).
        let mine = shard.selects(expanded.enumerated().map { index, item in
            let place = item.preview.location.map { PreviewLabel.label(file: $0.fileID, line: $0.line) }
                ?? item.preview.sourceDescription
            return ("\(place) \(item.preview.name) \(index)", (try? item.renders.get().count) ?? 1)
        })
        expanded = zip(expanded, mine).compactMap { item, isMine in isMine ? item : nil }
    }
    for (preview, result) in expanded {
        let renders: [PreviewRender]
        switch result {
        case .success(let value): renders = value
        case .failure(let error):
            checked.append(.failed("\(error)", origin: preview.sourceDescription))
            continue
        }
        for render in renders {
            checked.append(check(render, host: host, verifier: verifier, strict: strict, configuration: resolved,
                                 filePath: filePath, testName: testName))
            await Task.yield()  // a long module must not hold a cooperative thread from the other tests
        }
    }
    return checked
}

/// One render, drawn, encoded and compared; its pixels are released on return.
private func check(_ render: PreviewRender, host: WidgetHost, verifier: ImageSnapshotVerifier, strict: Bool,
                   configuration: WidgetSnapshotConfiguration, filePath: String, testName: String) -> CheckedRender {
    let origin = "\(render.source) preview \"\(render.previewName)\""
    let output: RenderOutput
    do { output = try render.render(using: host) } catch {
        return .failed("\(render.source): preview \(render.name) could not be rendered: \(error)", origin: origin)
    }
    return CheckedRender.checked(origin: origin, warnings: output.warnings, strict: strict) {
        let image: PNGImage
        do {
            let pixmap = output.pixmap
            image = try PNGImage(width: pixmap.width, height: pixmap.height, rgba: pixmap.straightRGBA())
        } catch {
            return .failed("\(render.source): preview \(render.name) could not be encoded: \(error)")
        }
        let location = SnapshotLocation(testFilePath: filePath, testName: testName, name: render.fileStem,
                                        snapshotDirectory: configuration.snapshotDirectory,
                                        artifactsDirectory: configuration.artifactsDirectory)
        return verifier.verify(image, at: location)
    }
}
