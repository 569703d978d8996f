import WidgetIntents

/// Builds a control's `body`: WidgetKit's `ControlWidgetConfigurationBuilder` (one configuration).
@resultBuilder
public enum ControlWidgetConfigurationBuilder {
    /// The configuration.
    public static func buildBlock<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
}
