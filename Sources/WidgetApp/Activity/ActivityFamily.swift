/// A size of Live Activity beyond the iPhone's Lock Screen (iOS 18: the watch Smart Stack, CarPlay):
/// WidgetKit's `ActivityFamily`, for `supplementalActivityFamilies(_:)`.
public enum ActivityFamily: Hashable, Sendable {
    /// The small presentation (Apple Watch Smart Stack, CarPlay).
    case small
    /// The medium presentation (the iPhone Lock Screen).
    case medium
}

extension WidgetConfiguration {
    /// The extra Live Activity sizes the activity supports (accepted; inert until activities are drawn).
    ///
    /// ```swift
    /// ActivityConfiguration(for: DeliveryAttributes.self) { … } dynamicIsland: { … }
    ///     .supplementalActivityFamilies([.small])
    /// ```
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> some WidgetConfiguration {
        ModifiedWidgetConfiguration(self) { _ in }
    }
}
