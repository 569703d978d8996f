// The framework-free core of assertPreviewSnapshots: discover, expand, render and verify one render at a
// time. Each render's pixels are encoded, compared and dropped before the next is drawn, so memory stays
// flat however many previews a module has (no pixmap outlives its comparison).
import PNGCodec
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
public func verifyPreviewSnapshots(
    module: String,
    modes: [WidgetMode] = [],
    schemes: [ColorScheme] = [],
    including include: (DiscoveredPreview) -> Bool = { _ in true },
    tolerance: Int = 0,
    record: SnapshotRecordMode? = nil,
    configuration: WidgetSnapshotConfiguration? = nil,
    filePath: String = #filePath,
    testName: String = #function
) async -> [SnapshotOutcome] {
    let resolved: WidgetSnapshotConfiguration
    do {
        resolved = try configuration ?? WidgetSnapshotConfiguration.shared()
    } catch {
        return [.failed("Preview snapshots need the bundled fonts, which could not be loaded: \(error)")]
    }
    let previews = PreviewDiscovery.previews(inModule: module).filter(include)
    guard !previews.isEmpty else {
        return [.failed("No previews found in module \(module) (#Preview macros or PreviewProvider types); "
                        + "is it linked into the test target, and is its name right?")]
    }
    let host = WidgetHost(renderer: resolved.renderer, resources: resolved.resources,
                          providerTimeout: resolved.providerTimeout)
    let verifier = ImageSnapshotVerifier(recordMode: record ?? resolved.recordMode ?? .current, tolerance: tolerance)
    var outcomes: [SnapshotOutcome] = []
    let clock = await RenderClock.holdProcess(at: nil)  // the renders' date: their options leave it to the default
    defer { clock.release() }
    for preview in previews {
        let renders: [PreviewRender]
        do { renders = try await preview.renders(using: host, modes: modes, schemes: schemes) } catch {
            outcomes.append(.failed("\(error)"))
            continue
        }
        for render in renders {
            outcomes.append(verify(render, host: host, verifier: verifier, configuration: resolved,
                                   filePath: filePath, testName: testName))
            await Task.yield()  // a long module must not hold a cooperative thread from the other tests
        }
    }
    return outcomes
}

/// One render, drawn, encoded and compared; its pixels are released on return.
private func verify(_ render: PreviewRender, host: WidgetHost, verifier: ImageSnapshotVerifier,
                    configuration: WidgetSnapshotConfiguration, filePath: String, testName: String) -> SnapshotOutcome {
    let image: PNGImage
    do {
        let pixmap = try render.render(using: host).pixmap
        image = try PNGImage(width: pixmap.width, height: pixmap.height, rgba: pixmap.straightRGBA())
    } catch {
        return .failed("\(render.source): preview \(render.name) could not be rendered: \(error)")
    }
    let location = SnapshotLocation(testFilePath: filePath, testName: testName, name: render.fileStem,
                                    snapshotDirectory: configuration.snapshotDirectory,
                                    artifactsDirectory: configuration.artifactsDirectory)
    return verifier.verify(image, at: location)
}
