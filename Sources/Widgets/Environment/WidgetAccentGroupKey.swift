import Views

private struct WidgetAccentGroupKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// True inside a `widgetAccentable()` subtree (WIDGETKIT.md §1.3): nested markers are then
    /// redundant, and an inner `widgetAccentable(false)` cannot opt back out.
    var isInWidgetAccentGroup: Bool {
        get { self[WidgetAccentGroupKey.self] }
        set { self[WidgetAccentGroupKey.self] = newValue }
    }
}
