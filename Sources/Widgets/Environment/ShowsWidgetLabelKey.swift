import Views

private struct ShowsWidgetLabelKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the accessory widget's `widgetLabel` is shown [doc A-EnvironmentValues.showsWidgetLabel].
    /// Always false here: iPhone ignores widget labels and watchOS draws them outside the widget's canvas,
    /// so a widget renders the content it shows without a label.
    public var showsWidgetLabel: Bool {
        get { self[ShowsWidgetLabelKey.self] }
        set { self[ShowsWidgetLabelKey.self] = newValue }
    }
}
