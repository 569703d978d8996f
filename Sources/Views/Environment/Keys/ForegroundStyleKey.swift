private struct ForegroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
    /// The style text, template images and bare shapes are drawn in (`foregroundStyle(_:)`);
    /// nil means the default, whose hierarchy is the semantic label colours (WIDGETKIT.md §6.3).
    public var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }
}
