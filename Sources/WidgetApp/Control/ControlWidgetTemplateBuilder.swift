/// Builds a control's template: WidgetKit's `ControlWidgetTemplateBuilder` (one template).
@resultBuilder
public enum ControlWidgetTemplateBuilder {
    /// The template.
    public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
}
