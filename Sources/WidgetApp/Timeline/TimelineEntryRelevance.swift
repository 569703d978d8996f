import Foundation

/// How relevant an entry is, for Smart Stack rotation: WidgetKit's `TimelineEntryRelevance`.
///
/// ```swift
/// var relevance: TimelineEntryRelevance? { TimelineEntryRelevance(score: 10, duration: 3600) }
/// ```
public struct TimelineEntryRelevance: Hashable, Sendable {
    /// The relevance, compared with the widget's other entries (higher is more relevant).
    public let score: Float
    /// How long the score holds, in seconds from the entry's date (0: until the next entry).
    public let duration: TimeInterval

    /// A relevance with a score and optionally a duration.
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}
