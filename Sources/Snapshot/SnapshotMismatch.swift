import PortableFoundation

/// A rendered image that does not match its reference, and where the evidence was written.
///
/// ```swift
/// if case .mismatched(let mismatch) = outcome {
///     print(mismatch.difference.differingPixels, mismatch.diffImage?.path ?? "no diff image")
/// }
/// ```
public struct SnapshotMismatch: Equatable, Sendable {
    /// The reference image compared against.
    public var reference: URL
    /// The reference's size in pixels.
    public var referenceWidth: Int, referenceHeight: Int
    /// The rendered image's size in pixels.
    public var actualWidth: Int, actualHeight: Int
    /// The largest channel difference that still counted as equal.
    public var tolerance: Int
    /// Differing pixel count and largest channel difference (only `sizeMismatch` when the sizes differ).
    public var difference: ImageDifference
    /// The rendered image, written beside the test output; nil if it could not be written.
    public var actualImage: URL?
    /// The diff image (``ImageDifference/diffImage(expected:actual:tolerance:)``); nil when the sizes
    /// differ or it could not be written.
    public var diffImage: URL?

    /// Creates a mismatch description.
    public init(reference: URL, referenceWidth: Int, referenceHeight: Int, actualWidth: Int, actualHeight: Int,
                tolerance: Int, difference: ImageDifference, actualImage: URL?, diffImage: URL?) {
        self.reference = reference
        self.referenceWidth = referenceWidth
        self.referenceHeight = referenceHeight
        self.actualWidth = actualWidth
        self.actualHeight = actualHeight
        self.tolerance = tolerance
        self.difference = difference
        self.actualImage = actualImage
        self.diffImage = diffImage
    }

    /// One paragraph for a failure message: what differs, by how much, and the artifact paths.
    public var summary: String {
        var lines: [String] = []
        if difference.sizeMismatch {
            lines.append("""
                The image is \(actualWidth)×\(actualHeight) px but the reference is \
                \(referenceWidth)×\(referenceHeight) px: \(reference.path)
                """)
        } else {
            let total = actualWidth * actualHeight
            let limit = tolerance == 0 ? "" : " by more than \(tolerance)"
            lines.append("""
                \(difference.differingPixels) of \(total) pixels differ\(limit) from the reference \
                (largest channel difference \(difference.maximumChannelDifference) of 255): \(reference.path)
                """)
        }
        lines.append("  actual: \(actualImage?.path ?? "(could not be written)")")
        if !difference.sizeMismatch {
            lines.append("  diff:   \(diffImage?.path ?? "(could not be written)") (magenta = differing pixels)")
        }
        return lines.joined(separator: "\n")
    }
}
