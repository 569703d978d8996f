// Reference-image checking, swift-snapshot-testing's flow on decoded pixels (DESIGN.md §6):
//
// 1. Record mode `all`: write the reference and fail.
// 2. No reference: `never` fails without writing; the other modes record it and fail.
// 3. Decode the reference (a PNG that cannot be read fails, or is replaced in mode `failed`).
// 4. Compare decoded pixels (never PNG bytes) within the channel tolerance; equal → pass.
// 5. Write the actual image and a diff image to the artifacts folder.
// 6. Mode `failed` re-records the reference; otherwise report the mismatch.
import FileAccess
import PNGCodec
import PortableFoundation

/// Checks a straight-alpha RGBA8 image against a reference PNG, recording per ``SnapshotRecordMode``.
///
/// ```swift
/// let location = SnapshotLocation(testFilePath: #filePath, testName: #function, name: "small")
/// let outcome = ImageSnapshotVerifier(tolerance: 1).verify(image, at: location)
/// if let message = outcome.failureMessage { Issue.record(Comment(rawValue: message)) }
/// ```
public struct ImageSnapshotVerifier: Sendable {
    /// When references are written.
    public var recordMode: SnapshotRecordMode
    /// The largest difference, in 8-bit levels (0…255) of any one straight-alpha channel (red, green,
    /// blue or alpha), at which two pixels still count as equal. 0 (the default) means exact; 1 absorbs
    /// rounding; values are clamped to 0…255.
    public var tolerance: Int
    /// How references are compressed (they are compared on decoded pixels, so any preset matches).
    public var referencePreset: PNGPreset

    /// Creates a verifier; the record mode defaults to ``SnapshotRecordMode/current``.
    public init(recordMode: SnapshotRecordMode = .current, tolerance: Int = 0, referencePreset: PNGPreset = .small) {
        self.recordMode = recordMode
        self.tolerance = min(max(tolerance, 0), 255)
        self.referencePreset = referencePreset
    }

    /// Checks `actual` against the reference at `location`, writing a reference or artifacts as needed.
    public func verify(_ actual: PNGImage, at location: SnapshotLocation) -> SnapshotOutcome {
        let reference = location.referenceFile
        // 1. Record everything.
        if recordMode == .all { return record(actual, at: reference, reason: .recordModeAll) }
        // 2. No reference yet.
        guard FileSystem.exists(reference.path) else {
            if recordMode == .never { return .missingReference(reference) }
            return record(actual, at: reference, reason: .noReference)
        }
        // 3. Decode the reference.
        let expected: PNGImage
        do {
            expected = try PNGDecoder.decode(contentsOfFile: reference.path)
        } catch {
            if recordMode == .failed { return record(actual, at: reference, reason: .unreadableReference("\(error)")) }
            return .failed("The reference \(reference.path) could not be read as a PNG: \(error)")
        }
        // 4. Compare decoded pixels.
        let difference = ImageDifference.compare(
            expected: expected.rgba, expectedWidth: expected.width, expectedHeight: expected.height,
            actual: actual.rgba, actualWidth: actual.width, actualHeight: actual.height, tolerance: tolerance)
        if !difference.sizeMismatch && difference.differingPixels == 0 { return .matched(difference) }
        // 5. Artifacts.
        let mismatch = writeArtifacts(actual: actual, expected: expected, difference: difference, location: location)
        // 6. Re-record or report.
        if recordMode == .failed { return record(actual, at: reference, reason: .mismatch(mismatch)) }
        return .mismatched(mismatch)
    }

    /// Writes `image` as the reference (atomically, creating folders) and describes the recording.
    private func record(_ image: PNGImage, at reference: URL, reason: SnapshotRecording.Reason) -> SnapshotOutcome {
        do {
            try FileSystem.makeFolders(reference.deletingLastPathComponent().path)
            try PNGEncoder.write(width: image.width, height: image.height, rgba: image.rgba,
                                 preset: referencePreset, to: reference.path)
        } catch {
            return .failed("The reference \(reference.path) could not be written: \(error)")
        }
        return .recorded(SnapshotRecording(reference: reference, width: image.width, height: image.height,
                                           reason: reason))
    }

    /// Writes the actual image and, when the sizes agree, the diff image; a file that cannot be written
    /// is left out of the mismatch rather than failing the report.
    private func writeArtifacts(actual: PNGImage, expected: PNGImage, difference: ImageDifference,
                                location: SnapshotLocation) -> SnapshotMismatch {
        try? FileSystem.makeFolders(location.artifactsDirectory.path)
        var actualURL: URL? = location.actualFile
        do {
            try PNGEncoder.write(width: actual.width, height: actual.height, rgba: actual.rgba,
                                 preset: .fast, to: location.actualFile.path)
        } catch {
            actualURL = nil
        }
        var diffURL: URL?
        if !difference.sizeMismatch {
            let diff = ImageDifference.diffImage(expected: expected.rgba, actual: actual.rgba, tolerance: tolerance)
            if (try? PNGEncoder.write(width: actual.width, height: actual.height, rgba: diff, preset: .fast,
                                      to: location.diffFile.path)) != nil {
                diffURL = location.diffFile
            }
        }
        return SnapshotMismatch(
            reference: location.referenceFile, referenceWidth: expected.width, referenceHeight: expected.height,
            actualWidth: actual.width, actualHeight: actual.height, tolerance: tolerance, difference: difference,
            actualImage: actualURL, diffImage: diffURL)
    }
}
