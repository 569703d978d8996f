import Views

extension View {
    /// The background tint of a Live Activity's Lock Screen view (accepted; inert until activities are
    /// drawn).
    ///
    /// ```swift
    /// DeliveryLockScreenView(context: context).activityBackgroundTint(.black.opacity(0.6))
    /// ```
    public func activityBackgroundTint(_ color: Color?) -> some View { self }

    /// The colour of the system's action buttons over a Live Activity (accepted; inert until activities
    /// are drawn).
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View { self }
}

extension View {
    /// Where this view of an expanded Dynamic Island region sits vertically (accepted; inert until
    /// islands are drawn).
    ///
    /// ```swift
    /// Text(context.attributes.name).dynamicIsland(verticalPlacement: .belowIfTooWide)
    /// ```
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View { self }
}
