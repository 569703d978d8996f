/// Golden-image assertions for the project's own tests (DESIGN.md §6).
///
/// Goldens live in `Goldens/<suite>/<name>.png` at the repository root and are compared on decoded
/// pixels, never on PNG bytes; exact unless the caller passes a tolerance with a written reason.
/// On mismatch the actual image and a diff image are written to `.build/golden-failures/<suite>/`.
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
    let mode = SnapshotRecordMode.current
    let goldenURL = repositoryRoot.appendingPathComponent("Goldens/\(suite)/\(name).png")
    let exists = FileManager.default.fileExists(atPath: goldenURL.path)

    func record(_ why: String) {
        do {
            try FileManager.default.createDirectory(at: goldenURL.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            let png = try PNGEncoder.encode(width: width, height: height, rgba: rgba, preset: .small)
            try Data(png).write(to: goldenURL, options: .atomic)
            Issue.record("\(why): recorded \(suite)/\(name).png — look at it, then run the tests again",
                         sourceLocation: sourceLocation)
        } catch {
            Issue.record("could not record golden \(suite)/\(name): \(error)", sourceLocation: sourceLocation)
        }
    }

    if mode == .all { record("WIDGETRENDER_RECORD=all"); return }
    guard exists else {
        if mode == .never {
            Issue.record("missing golden \(suite)/\(name).png (record with `make goldens` or WIDGETRENDER_RECORD=missing)",
                         sourceLocation: sourceLocation)
        } else {
            record("no golden yet")
        }
        return
    }
    let expected: PNGImage
    do {
        expected = try PNGDecoder.decode(contentsOfFile: goldenURL.path)
    } catch {
        Issue.record("cannot decode golden \(suite)/\(name).png: \(error)", sourceLocation: sourceLocation)
        return
    }
    let difference = ImageDifference.compare(
        expected: expected.rgba, expectedWidth: expected.width, expectedHeight: expected.height,
        actual: rgba, actualWidth: width, actualHeight: height, tolerance: tolerance)
    guard difference.sizeMismatch || difference.differingPixels > 0 else { return }

    if mode == .failed { record("golden differed"); return }
    let failures = repositoryRoot.appendingPathComponent(".build/golden-failures/\(suite)")
    try? FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
    if let actualPNG = try? PNGEncoder.encode(width: width, height: height, rgba: rgba) {
        try? Data(actualPNG).write(to: failures.appendingPathComponent("\(name)-actual.png"))
    }
    if difference.sizeMismatch {
        Issue.record("""
            \(suite)/\(name): size \(width)×\(height) differs from the golden's \(expected.width)×\(expected.height); \
            actual written to \(failures.path)
            """, sourceLocation: sourceLocation)
        return
    }
    let diff = ImageDifference.diffImage(expected: expected.rgba, actual: rgba, tolerance: tolerance)
    if let diffPNG = try? PNGEncoder.encode(width: width, height: height, rgba: diff) {
        try? Data(diffPNG).write(to: failures.appendingPathComponent("\(name)-diff.png"))
    }
    Issue.record("""
        \(suite)/\(name): \(difference.differingPixels) pixels differ (largest channel difference \
        \(difference.maximumChannelDifference)); actual and diff in \(failures.path)
        """, sourceLocation: sourceLocation)
}
