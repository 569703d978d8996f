// Render a widget and check it against its reference: the framework-free core of assertWidgetSnapshot.
import PNGCodec
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
    let resolved: WidgetSnapshotConfiguration
    do {
        resolved = try configuration ?? WidgetSnapshotConfiguration.shared()
    } catch {
        return .failed("Widget snapshots need the bundled fonts, which could not be loaded: \(error)")
    }
    let image: PNGImage
    do {
        let output = try RenderClock.onThisThread(at: options.date) {
            try resolved.renderer.rendering(view, options: options, resources: resolved.resources)
        }
        if strict, !output.warnings.isEmpty {
            return .failed("The widget rendered as \(options.fileStem) with warnings (strict: true):\n"
                           + output.warnings.map { "  warning: \($0)" }.joined(separator: "\n"))
        }
        let pixmap = output.pixmap
        image = try PNGImage(width: pixmap.width, height: pixmap.height, rgba: pixmap.straightRGBA())
    } catch {
        return .failed("The widget could not be rendered as \(options.fileStem): \(error)")
    }
    let location = SnapshotLocation(testFilePath: filePath, testName: testName, name: name ?? options.fileStem,
                                    snapshotDirectory: resolved.snapshotDirectory,
                                    artifactsDirectory: resolved.artifactsDirectory)
    let verifier = ImageSnapshotVerifier(recordMode: record ?? resolved.recordMode ?? .current, tolerance: tolerance)
    return verifier.verify(image, at: location)
}
