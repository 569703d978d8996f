import Views
import Widgets

extension View {
    /// Where this view of an expanded Dynamic Island region sits vertically: with `.belowIfTooWide`, a leading or
    /// trailing view too wide to fit beside the TrueDepth camera starts below it (docs/widgets.md, "Live
    /// Activities").
    ///
    /// ```swift
    /// Text(context.attributes.name).dynamicIsland(verticalPlacement: .belowIfTooWide)
    /// ```
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View {
        islandVerticalPlacement(verticalPlacement == .belowIfTooWide ? .belowIfTooWide : .standard)
    }
}
