/// Which presentation of a Live Activity a preview shows: WidgetKit's `ActivityPreviewViewKind`.
///
/// ```swift
/// #Preview("Island", as: .dynamicIsland(.compact), using: TripAttributes.preview) { TripActivity() }
///     contentStates: { TripAttributes.ContentState(minutes: 5) }
/// ```
public enum ActivityPreviewViewKind: Hashable, Sendable {
    /// The presentation of a Dynamic Island in a preview: WidgetKit's `DynamicIslandPreviewViewState`.
    public enum DynamicIslandPreviewViewState: Hashable, Sendable {
        /// The compact presentation (leading and trailing around the sensor housing).
        case compact
        /// The expanded presentation (its four regions).
        case expanded
        /// The minimal presentation (one of several activities).
        case minimal
    }

    /// The Lock Screen presentation (a banner on devices without a Dynamic Island).
    case content
    /// A Dynamic Island presentation.
    case dynamicIsland(DynamicIslandPreviewViewState)
}
