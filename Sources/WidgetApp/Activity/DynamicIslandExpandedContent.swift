import Views

/// The expanded regions of a Dynamic Island, as ``DynamicIslandExpandedContentBuilder`` builds them.
public struct DynamicIslandExpandedContent<Content: View> {
    /// The regions' positions, in the order written.
    public let positions: [DynamicIslandExpandedRegionPosition]
}
