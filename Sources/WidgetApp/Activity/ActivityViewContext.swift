/// What a Live Activity's views are given: WidgetKit's `ActivityViewContext`.
///
/// ```swift
/// ActivityConfiguration(for: DeliveryAttributes.self) { context in
///     Text("\(context.state.minutesLeft) min")
/// } dynamicIsland: { context in … }
/// ```
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    /// The activity's static data.
    public let attributes: Attributes
    /// The activity's current dynamic data.
    public let state: Attributes.ContentState
    /// True when the data is out of date.
    public let isStale: Bool
    /// The activity's identifier.
    public let activityID: String

    /// A context (for previews and tests; the system makes them on Apple platforms).
    public init(attributes: Attributes, state: Attributes.ContentState, isStale: Bool = false, activityID: String = "") {
        self.attributes = attributes
        self.state = state
        self.isStale = isStale
        self.activityID = activityID
    }
}
