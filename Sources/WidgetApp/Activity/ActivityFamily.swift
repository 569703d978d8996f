/// A size of Live Activity beyond the iPhone's Lock Screen (iOS 18: the watch Smart Stack, CarPlay):
/// WidgetKit's `ActivityFamily`, for `supplementalActivityFamilies(_:)`.
public enum ActivityFamily: Hashable, Sendable {
    /// The small presentation (Apple Watch Smart Stack, CarPlay; WidgetKit: "a size family of a Live Activity on
    /// watchOS").
    case small
    /// The medium presentation (the iPhone Lock Screen).
    case medium
}

extension WidgetConfiguration {
    /// The extra Live Activity sizes the activity supports: with `.small` the watch Smart Stack draws the
    /// `content` view with `activityFamily == .small` (`ActivityPresentation.smartStack`); without it, the compact
    /// leading and trailing views. Recorded in `WidgetDeclaration.supplementalActivityFamilies`, in call order.
    ///
    /// ```swift
    /// ActivityConfiguration(for: DeliveryAttributes.self) { … } dynamicIsland: { … }
    ///     .supplementalActivityFamilies([.small])
    /// ```
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> some WidgetConfiguration {
        ModifiedWidgetConfiguration(self) { declaration in
            for family in families where !declaration.supplementalActivityFamilies.contains(family) {
                declaration.supplementalActivityFamilies.append(family)
            }
        }
    }
}
