/// Golden-image assertions for the project's own tests (DESIGN.md §6), on top of the public
/// `ImageSnapshotVerifier` so the project tests its goldens exactly the way users test their snapshots.
///
/// Goldens live in `Goldens/<suite>/<name>.png` at the repository root and are compared on decoded
/// pixels, never on PNG bytes; exact unless the caller passes a tolerance with a written reason.
/// Record modes come from `WIDGETRENDER_RECORD` (never in CI, missing locally); on mismatch the actual
/// and diff images are written to `.build/golden-failures/<suite>/`.
import Foundation
import PNGCodec
import Snapshot
import Testing

/// The repository root, found from this file's path (Tests/TestSupport/Golden.swift).
public let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Checks a straight-alpha RGBA8 image against `Goldens/<suite>/<name>.png`.
///
/// - Parameter tolerance: the largest channel difference accepted; 0 (exact) unless a comment at the
///   call site justifies more.
public func expectGolden(rgba: [UInt8], width: Int, height: Int, suite: String, name: String,
                         tolerance: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) {
    let image: PNGImage
    do {
        image = try PNGImage(width: width, height: height, rgba: rgba)
    } catch {
        Issue.record("\(suite)/\(name): not an image: \(error)", sourceLocation: sourceLocation)
        return
    }
    let location = SnapshotLocation(
        referenceFile: repositoryRoot.appendingPathComponent("Goldens/\(suite)/\(name).png"),
        artifactsDirectory: repositoryRoot.appendingPathComponent(".build/golden-failures/\(suite)"))
    let outcome = ImageSnapshotVerifier(tolerance: tolerance).verify(image, at: location)
    if let message = outcome.failureMessage {
        Issue.record("\(suite)/\(name): \(message)", sourceLocation: sourceLocation)
    }
}
