import Views

/// The views of one Live Activity context, ready to compose into any presentation: what a host takes from an
/// `ActivityConfiguration` (WidgetHosting) or a built-in example gives directly.
///
/// ```swift
/// let parts = ActivityParts(lockScreen: AnyView(DeliveryView()), island: islandViews)
/// ```
public struct ActivityParts {
    /// The Lock Screen view (`content`), as `ActivityFamily.medium`.
    public var lockScreen: AnyView
    /// The Dynamic Island's views.
    public var island: IslandViews
    /// The `content` view as `ActivityFamily.small`, for the watch Smart Stack; nil: the activity declares no
    /// `.small`, and the Smart Stack shows the compact views.
    public var small: AnyView?

    /// The parts of one context.
    public init(lockScreen: AnyView, island: IslandViews, small: AnyView? = nil) {
        self.lockScreen = lockScreen
        self.island = island
        self.small = small
    }
}
