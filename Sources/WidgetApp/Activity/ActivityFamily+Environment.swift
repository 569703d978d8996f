import Views

/// The environment key of `activityFamily`: WidgetKit's activity-family key (default: `.medium`, the iPhone
/// Lock Screen's).
struct ActivityFamilyKey: EnvironmentKey {
    static let defaultValue = ActivityFamily.medium
}

/// The environment key of `supportedActivityFamilies`: WidgetKit's `SupportedActivityFamiliesEnvironmentKey`.
struct SupportedActivityFamiliesKey: EnvironmentKey {
    static let defaultValue: Set<ActivityFamily> = [.medium]
}

extension EnvironmentValues {
    /// The size family of the Live Activity being drawn (WidgetKit's `activityFamily`): `.medium` on the iPhone
    /// and iPad Lock Screen, `.small` in the watch Smart Stack or CarPlay.
    ///
    /// ```swift
    /// @Environment(\.activityFamily) var activityFamily
    /// ```
    public var activityFamily: ActivityFamily {
        get { self[ActivityFamilyKey.self] }
        set { self[ActivityFamilyKey.self] = newValue }
    }

    /// The families the Live Activity may be drawn in (WidgetKit's `supportedActivityFamilies`).
    public var supportedActivityFamilies: Set<ActivityFamily> {
        get { self[SupportedActivityFamiliesKey.self] }
        set { self[SupportedActivityFamiliesKey.self] = newValue }
    }
}

extension View {
    /// Curves the widget's content along the watch face's corner where the context allows it (WidgetKit's
    /// `widgetCurvesContent(_:)`, for `.accessoryCorner` complications; accepted, inert: no watch corner here).
    ///
    /// ```swift
    /// Text("72°").widgetCurvesContent()
    /// ```
    public func widgetCurvesContent(_ curvesContent: Bool = true) -> some View { self }
}

extension ActivityAttributes {
    /// A PreviewProvider-style preview of the Live Activity in one presentation (ActivityKit's
    /// `previewContext(_:isStale:viewKind:)`). Accepted; it shows nothing until activities are drawn (the
    /// `#Preview(_:as:using:widget:contentStates:)` macro is the form the renderer discovers).
    ///
    /// ```swift
    /// static var previews: some View {
    ///     DeliveryAttributes(orderNumber: "42").previewContext(.init(minutesLeft: 5), viewKind: .content)
    /// }
    /// ```
    public func previewContext(_ contentState: ContentState, isStale: Bool = false,
                               viewKind: ActivityPreviewViewKind) -> some View {
        EmptyView()
    }
}
