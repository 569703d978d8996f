import Views

/// The expanded regions of a Dynamic Island, as ``DynamicIslandExpandedContentBuilder`` builds them.
public struct DynamicIslandExpandedContent<Content: View> {
    /// The regions, in the order written.
    package let regions: [DynamicIslandRegionView]

    /// The regions' positions, in the order written.
    public var positions: [DynamicIslandExpandedRegionPosition] { regions.map(\.position) }

    init(regions: [DynamicIslandRegionView]) {
        self.regions = regions
    }
}

/// One expanded region with its view type-erased: what the island's expanded presentation lays out.
package struct DynamicIslandRegionView {
    /// Where the region sits.
    package var position: DynamicIslandExpandedRegionPosition
    /// Which region gets space first.
    package var priority: Double
    /// The region's view.
    package var view: AnyView
}
