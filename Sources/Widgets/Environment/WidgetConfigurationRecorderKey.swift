import Views

private struct WidgetConfigurationRecorderKey: EnvironmentKey {
    static let defaultValue: WidgetConfigurationRecorder? = nil
}

extension EnvironmentValues {
    /// The recorder the configuration modifiers write into during ``WidgetConfiguration/extract(from:environment:resolver:)``;
    /// nil in every other resolution, where those modifiers change nothing.
    var widgetConfigurationRecorder: WidgetConfigurationRecorder? {
        get { self[WidgetConfigurationRecorderKey.self] }
        set { self[WidgetConfigurationRecorderKey.self] = newValue }
    }
}
