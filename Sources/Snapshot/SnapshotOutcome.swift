import PortableFoundation

/// What checking one image against its reference found, and the failure message to show.
///
/// ```swift
/// let outcome = ImageSnapshotVerifier(recordMode: .never).verify(image, at: location)
/// if let message = outcome.failureMessage { XCTFail(message) }
/// ```
public enum SnapshotOutcome: Equatable, Sendable {
    /// The image matches the reference within the tolerance (the difference may still be non-zero).
    case matched(ImageDifference)
    /// A reference was written (fails: look at the image, then run again).
    case recorded(SnapshotRecording)
    /// There is no reference and record mode `never` forbids writing one.
    case missingReference(URL)
    /// The image differs from the reference; the actual and diff images were written.
    case mismatched(SnapshotMismatch)
    /// Something else went wrong: the reference could not be read, or a file could not be written.
    case failed(String)

    /// True only for ``matched(_:)``.
    public var passed: Bool {
        if case .matched = self { return true }
        return false
    }

    /// The message a test failure should show, or nil when the snapshot matched.
    public var failureMessage: String? {
        switch self {
        case .matched:
            return nil
        case .recorded(let recording):
            let size = "\(recording.width)×\(recording.height) px"
            switch recording.reason {
            case .noReference:
                return """
                    No reference image was found, so one was recorded (\(size)): \(recording.reference.path)
                    Look at it; if it is right, commit it and run the test again.
                    """
            case .recordModeAll:
                return """
                    Record mode is "all", so the reference was re-recorded (\(size)): \(recording.reference.path)
                    Look at it (git diff shows whether it changed), then run the test again without recording.
                    """
            case .mismatch(let mismatch):
                return """
                    \(mismatch.summary)
                    Record mode is "failed", so the reference was re-recorded (\(size)). Look at it, then \
                    run the test again without recording.
                    """
            case .unreadableReference(let reason):
                return """
                    The reference could not be read (\(reason)); record mode is "failed", so it was \
                    re-recorded (\(size)): \(recording.reference.path)
                    Look at it, then run the test again without recording.
                    """
            }
        case .missingReference(let reference):
            return """
                No reference image at \(reference.path), and record mode is "never", so none was recorded.
                Run the test locally (\(SnapshotRecordMode.environmentVariable)=missing), look at the image \
                and commit it.
                """
        case .mismatched(let mismatch):
            return """
                Snapshot does not match its reference.
                \(mismatch.summary)
                If the change is intended, re-record with \(SnapshotRecordMode.environmentVariable)=failed \
                and look at the new reference.
                """
        case .failed(let reason):
            return reason
        }
    }
}
