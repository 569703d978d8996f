import Foundation

/// A Live Activity's content state with the date it goes stale and its relevance: ActivityKit's `ActivityContent`.
///
/// ```swift
/// let content = ActivityContent(state: TripAttributes.ContentState(minutes: 5),
///                               staleDate: Date(timeIntervalSince1970: 1_717_580_000))
/// try host.renderActivity(TripActivity(), attributes: trip, content: content, options: .init(presentation: .lockScreen))
/// ```
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Hashable {
    /// The content state.
    public var state: State
    /// When the content goes out of date (`context.isStale` from then on); nil: never.
    public var staleDate: Date?
    /// How relevant the activity is among several (orders them on the Lock Screen; one activity per render here).
    public var relevanceScore: Double

    /// Content of `state`, stale from `staleDate`.
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }

    /// True when the content is stale at `date`: a stale date at or before it.
    public func isStale(at date: Date) -> Bool {
        staleDate.map { $0 <= date } ?? false
    }
}
