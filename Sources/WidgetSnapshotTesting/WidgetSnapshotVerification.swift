// The shared tail of every widget snapshot check: rendered pixels → PNG image → reference comparison.
import PNGCodec
import Raster
import Render
import Snapshot

/// Verifies rendered pixels against their reference, for the `Widget` forms of the snapshot functions.
enum WidgetSnapshotVerification {
    /// The configuration to use, with the asset catalogs of `module` found beside its sources
    /// (ExtensionCatalogs), or the failed outcome that says why there is none.
    static func configuration(_ given: WidgetSnapshotConfiguration?, module: String,
                              filePath: String) -> Result<WidgetSnapshotConfiguration, SnapshotOutcomeFailure> {
        let base: WidgetSnapshotConfiguration
        do { base = try given ?? WidgetSnapshotConfiguration.shared() } catch {
            return .failure(SnapshotOutcomeFailure(
                outcome: .failed("Widget snapshots need the bundled fonts, which could not be loaded: \(error)")))
        }
        return ExtensionCatalogs.configuration(base, module: module, filePath: filePath)
    }

    /// Compares `pixmap` with the reference `<testName>.<name>.png`.
    static func verify(_ pixmap: Pixmap, name: String, tolerance: Int, record: SnapshotRecordMode?,
                       configuration: WidgetSnapshotConfiguration, filePath: String, testName: String) -> SnapshotOutcome {
        let image: PNGImage
        do { image = try PNGImage(width: pixmap.width, height: pixmap.height, rgba: pixmap.straightRGBA()) } catch {
            return .failed("The widget's pixels could not be encoded (\(name)): \(error)")
        }
        let location = SnapshotLocation(testFilePath: filePath, testName: testName, name: name,
                                        snapshotDirectory: configuration.snapshotDirectory,
                                        artifactsDirectory: configuration.artifactsDirectory)
        let verifier = ImageSnapshotVerifier(recordMode: record ?? configuration.recordMode ?? .current,
                                             tolerance: tolerance)
        return verifier.verify(image, at: location)
    }
}

/// A failed outcome carried as an `Error` through `Result`; its description is the outcome's message.
struct SnapshotOutcomeFailure: Error, CustomStringConvertible {
    var outcome: SnapshotOutcome
    var description: String { outcome.failureMessage ?? "\(outcome)" }
}
