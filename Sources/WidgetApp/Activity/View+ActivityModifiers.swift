import Views

extension View {
    /// Where this view of an expanded Dynamic Island region sits vertically (accepted; the regions are laid
    /// out in their default places, docs/widgets.md "Live Activities").
    ///
    /// ```swift
    /// Text(context.attributes.name).dynamicIsland(verticalPlacement: .belowIfTooWide)
    /// ```
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View { self }
}
