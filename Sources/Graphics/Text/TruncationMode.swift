/// Where an ellipsis replaces text that does not fit (SwiftUI's `truncationMode`).
public enum TruncationMode: String, Hashable, Sendable, CaseIterable {
    /// "…nd of text": the start is cut.
    case head
    /// "Start…end": the middle is cut.
    case middle
    /// "Start of t…": the end is cut (SwiftUI's default).
    case tail
}
