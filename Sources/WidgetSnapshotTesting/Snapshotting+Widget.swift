// A swift-snapshot-testing strategy that renders widget views to PNG on Linux, compared on pixels.
import Foundation
import PNGCodec
import Render
import SnapshotTesting
import Views
import Widgets

extension Snapshotting where Value: View, Format == Data {
    /// Renders a widget view as WidgetKit would show it, for `assertSnapshot`: PNG references in
    /// swift-snapshot-testing's own layout, compared on decoded pixels with ``SnapshotTesting/Diffing/pngPixels(tolerance:)``.
    ///
    /// Record modes, reference folders and failure artifacts are swift-snapshot-testing's
    /// (`SNAPSHOT_TESTING_RECORD`, `withSnapshotTesting(record:)`, `SNAPSHOT_ARTIFACTS`), not
    /// `WIDGETRENDER_RECORD`. A widget that cannot be rendered fails the test with the render error.
    ///
    /// ```swift
    /// import SnapshotTesting
    /// import WidgetSnapshotTesting
    ///
    /// @Test func small() {
    ///     assertSnapshot(of: HabitWidget(), as: .widget(family: .systemSmall))
    ///     assertSnapshot(of: HabitWidget(), as: .widget(family: .accessoryRectangular, mode: .vibrant), named: "lock")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - family, mode, scheme, device: what to render the view as; `device` nil picks the family's default.
    ///   - tolerance: the largest difference of any one straight-alpha channel (0…255 levels) at which
    ///     two pixels still count as equal; 0 means exact.
    ///   - strict: when true, a render with warnings (an unknown symbol, a missing image, an approximation)
    ///     fails the test with the warnings listed (the image is still compared); when false they are
    ///     reported as a warning-level issue that does not fail.
    ///   - configuration: renderer and resources; nil uses ``WidgetSnapshotConfiguration/shared()``
    ///     (its folders and record mode are not used here). The asset catalogs of the view's module are
    ///     found beside its sources, from the test file (`file`), as for `assertWidgetSnapshot`.
    public static func widget(family: WidgetFamily, mode: WidgetMode = .fullColor, scheme: ColorScheme = .light,
                              device: WidgetDevice? = nil, tolerance: Int = 0, strict: Bool = false,
                              configuration: WidgetSnapshotConfiguration? = nil,
                              file filePath: StaticString = #filePath) -> Snapshotting {
        widget(options: WidgetRenderOptions(family: family, mode: mode, colorScheme: scheme, device: device),
               tolerance: tolerance, strict: strict, configuration: configuration, file: filePath)
    }

    /// Renders a widget view with full ``Render/WidgetRenderOptions`` (scale, tint, backdrop), for `assertSnapshot`;
    /// `strict`, `configuration` and `file` as above.
    ///
    /// ```swift
    /// assertSnapshot(of: HabitWidget(), as: .widget(options: WidgetRenderOptions(family: .systemSmall, scale: 2)))
    /// ```
    public static func widget(options: WidgetRenderOptions, tolerance: Int = 0, strict: Bool = false,
                              configuration: WidgetSnapshotConfiguration? = nil,
                              file filePath: StaticString = #filePath) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .pngPixels(tolerance: tolerance)) { view in
            do {
                let resolved = try WidgetSnapshotVerification.configuration(
                    configuration, module: ExtensionCatalogs.module(of: Value.self), filePath: "\(filePath)").get()
                let output = try RenderClock.onThisThread(at: options.date) {
                    try resolved.renderer.rendering(view, options: options, resources: resolved.resources)
                }
                // The strategy does not know its caller's line: the issue is reported at the running
                // `@Test`'s declaration (Swift Testing), else at this line.
                let rendered = CheckedRender(outcome: .failed(""), warnings: output.warnings, origin: options.fileStem)
                if let message = SnapshotIssues.warningsMessage([rendered], strict: strict) {
                    TestFailureReporter.report(message, severity: strict ? .failure : .warning,
                                               at: TestCallSite(fileID: #fileID, filePath: #filePath, line: #line,
                                                                column: #column, isInLibrary: true))
                }
                let pixmap = output.pixmap
                return Data(try PNGEncoder.encode(width: pixmap.width, height: pixmap.height,
                                                  rgba: pixmap.straightRGBA()))
            } catch {
                // The strategy cannot fail; report here and hand back no image (the diff says so too).
                TestFailureReporter.fail("The widget could not be rendered as \(options.fileStem): \(error)",
                                         fileID: #fileID, filePath: #filePath, line: #line, column: #column)
                return Data()
            }
        }
    }
}
