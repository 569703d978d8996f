// A swift-snapshot-testing Diffing for PNG data that compares decoded pixels (never bytes) with a
// channel tolerance, and hands back a diff image: as an attachment (shown by Xcode) and, since Linux
// test runs show no attachments, as a file named in the failure message.
import FileAccess
import Foundation
import PNGCodec
import Snapshot
import SnapshotTesting

extension Diffing where Value == Data {
    /// PNG images compared on decoded pixels.
    ///
    /// A failure says how many pixels differ and by how much, and names a diff image (magenta where
    /// pixels differ, over a faded reference) written to `$SNAPSHOT_ARTIFACTS/WidgetSnapshotDiffs/` or the
    /// temporary folder; it is also attached as `difference.png`.
    ///
    /// ```swift
    /// let strategy = Snapshotting<Data, Data>(pathExtension: "png", diffing: .pngPixels(tolerance: 1))
    /// assertSnapshot(of: try Data(contentsOf: chartURL), as: strategy)
    /// ```
    ///
    /// - Parameter tolerance: the largest difference of any one straight-alpha channel (0…255 levels)
    ///   at which two pixels still count as equal; 0 means exact.
    public static func pngPixels(tolerance: Int = 0) -> Diffing<Data> {
        let tolerance = min(max(tolerance, 0), 255)
        return .diff(toData: { $0 }, fromData: { $0 }, diffV2: { reference, actual in
            PNGPixelDiff(tolerance: tolerance).compare(reference: reference, actual: actual)
        })
    }
}

/// The comparison behind ``SnapshotTesting/Diffing/pngPixels(tolerance:)``.
struct PNGPixelDiff {
    var tolerance: Int

    /// nil when equal within the tolerance, else a message and a diff attachment.
    func compare(reference: Data, actual: Data) -> (String, [DiffAttachment])? {
        if reference == actual { return nil }
        guard !actual.isEmpty else { return ("The widget could not be rendered (its error is reported above).", []) }
        let expected: PNGImage, rendered: PNGImage
        do { expected = try PNGDecoder.decode([UInt8](reference)) } catch {
            return ("The reference is not a readable PNG: \(error)", [])
        }
        do { rendered = try PNGDecoder.decode([UInt8](actual)) } catch {
            return ("The snapshot is not a readable PNG: \(error)", [])
        }
        let difference = ImageDifference.compare(
            expected: expected.rgba, expectedWidth: expected.width, expectedHeight: expected.height,
            actual: rendered.rgba, actualWidth: rendered.width, actualHeight: rendered.height, tolerance: tolerance)
        if difference.sizeMismatch {
            return ("""
                The image is \(rendered.width)×\(rendered.height) px but the reference is \
                \(expected.width)×\(expected.height) px.
                """, [])
        }
        guard difference.differingPixels > 0 else { return nil }
        let limit = tolerance == 0 ? "" : " by more than \(tolerance)"
        var message = """
            \(difference.differingPixels) of \(rendered.width * rendered.height) pixels differ\(limit) \
            (largest channel difference \(difference.maximumChannelDifference) of 255).
            """
        let diffRGBA = ImageDifference.diffImage(expected: expected.rgba, actual: rendered.rgba, tolerance: tolerance)
        guard let diffPNG = try? PNGEncoder.encode(width: rendered.width, height: rendered.height, rgba: diffRGBA,
                                                   preset: .fast) else { return (message, []) }
        if let url = write(diffPNG, reference: reference, actual: actual) {
            message += "\ndiff: \(url.path) (magenta = differing pixels)"
        }
        return (message, [.data(Data(diffPNG), name: "difference.png")])
    }

    /// Writes the diff image under a name derived from both images' bytes (the Diffing API does not
    /// say which test is running); nil when it cannot be written.
    private func write(_ png: [UInt8], reference: Data, actual: Data) -> URL? {
        let base = ProcessInfo.processInfo.environment[SnapshotLocation.artifactsEnvironmentVariable]
            .flatMap { $0.isEmpty ? nil : $0 } ?? NSTemporaryDirectory()
        let directory = URL(fileURLWithPath: base, isDirectory: true)
            .appendingPathComponent("WidgetSnapshotDiffs", isDirectory: true)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a, 64 bit
        for byte in reference + actual {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let url = directory.appendingPathComponent("diff-\(String(hash, radix: 16)).png")
        do {
            try FileSystem.makeFolders(directory.path)
            try PNGEncoder.write(encoded: png, to: url.path)
        } catch {
            return nil
        }
        return url
    }
}
