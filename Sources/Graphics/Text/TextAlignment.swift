/// Horizontal alignment of the lines of a multi-line text (SwiftUI's `multilineTextAlignment`).
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// Lines start at the leading edge (left, in left-to-right text).
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge.
    case trailing
}
