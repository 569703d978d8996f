import Views

private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// True when the widget's container background is shown in this context (WIDGETKIT.md §3, S17).
    ///
    /// False on the Lock Screen, in StandBy and in watch complications, where the system removes
    /// the background; views often add their own backing then:
    /// ```swift
    /// @Environment(\.showsWidgetContainerBackground) var showsBackground
    /// // …
    /// Text("72°").padding(showsBackground ? 0 : 4)
    /// ```
    /// `WidgetCanvas.environment(_:isBackgroundRemovable:)` sets it from the removal rules
    /// (``ContainerBackgroundTreatment``) before the body resolves.
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }
}
