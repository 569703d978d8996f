import PortableFoundation

/// A reference image that was written by a snapshot assertion, and why (a recording always fails
/// its test, so that someone looks at the image before it is trusted).
///
/// ```swift
/// if case .recorded(let recording) = outcome { print("look at", recording.reference.path) }
/// ```
public struct SnapshotRecording: Equatable, Sendable {
    /// Why the reference was written.
    public enum Reason: Equatable, Sendable {
        /// There was no reference yet (record mode `missing`, `failed` or `all`).
        case noReference
        /// Record mode `all` re-records every reference.
        case recordModeAll
        /// The image differed from the reference and record mode `failed` re-records those.
        case mismatch(SnapshotMismatch)
        /// The old reference could not be read as a PNG and record mode `failed` replaced it.
        case unreadableReference(String)
    }

    /// The reference file written.
    public var reference: URL
    /// Its size in pixels.
    public var width: Int, height: Int
    /// Why it was written.
    public var reason: Reason

    /// Creates a recording description.
    public init(reference: URL, width: Int, height: Int, reason: Reason) {
        self.reference = reference
        self.width = width
        self.height = height
        self.reason = reason
    }
}
