/// How a view fills the space offered by `aspectRatio` (SwiftUI's `ContentMode`).
public enum ContentMode: Int8, Hashable, Sendable, CaseIterable {
    /// The largest size of the ratio that fits inside the proposal.
    case fit
    /// The smallest size of the ratio that covers the proposal.
    case fill
}
