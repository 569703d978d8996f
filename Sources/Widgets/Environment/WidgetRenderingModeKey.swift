import Views

private struct WidgetRenderingModeKey: EnvironmentKey {
    static let defaultValue = WidgetRenderingMode.fullColor
}

extension EnvironmentValues {
    /// How the system draws the widget: full colour, accented or vibrant (WIDGETKIT.md §1.1).
    ///
    /// ```swift
    /// @Environment(\.widgetRenderingMode) var renderingMode
    /// // …
    /// Image("cover").opacity(renderingMode == .fullColor ? 1 : 0.6)
    /// ```
    /// Our night and reduced-luminance outputs report the mode of the surface they stand for
    /// (`WidgetMode.renderingMode(for:)`).
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }
}
