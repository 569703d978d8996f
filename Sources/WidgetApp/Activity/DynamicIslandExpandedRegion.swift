import Views

/// One region of the expanded Dynamic Island: WidgetKit's `DynamicIslandExpandedRegion`.
///
/// ```swift
/// DynamicIslandExpandedRegion(.trailing, priority: 1) { Text("5 min") }
/// ```
public struct DynamicIslandExpandedRegion<Content: View> {
    /// Where the region sits.
    public let position: DynamicIslandExpandedRegionPosition
    /// Which region gets space first.
    public let priority: Double
    /// The region's view.
    public let content: Content

    /// A region at `position` with `content`.
    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0,
                @ViewBuilder content: () -> Content) {
        self.position = position
        self.priority = priority
        self.content = content()
    }
}
