import Views

private struct WidgetFamilyKey: EnvironmentKey {
    static let defaultValue = WidgetFamily.systemSmall
}

extension EnvironmentValues {
    /// The family of the widget being rendered (WidgetKit's `widgetFamily`, WIDGETKIT.md §2.1).
    ///
    /// ```swift
    /// struct Steps: View {
    ///     @Environment(\.widgetFamily) var family
    ///     var body: some View { Text(family == .systemSmall ? "8k" : "8 012 steps") }
    /// }
    /// ```
    /// `WidgetCanvas.environment(_:)` sets it; outside a widget render it is `.systemSmall`.
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }
}
