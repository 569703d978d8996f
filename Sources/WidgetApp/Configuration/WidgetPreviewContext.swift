import Widgets

/// Previews a widget view in a family: WidgetKit's `WidgetPreviewContext`.
///
/// ```swift
/// HabitWidgetView(entry: .sample).previewContext(WidgetPreviewContext(family: .systemSmall))
/// ```
/// A `PreviewProvider` child with this context is previewed as a widget of `family` (WidgetPreviews
/// makes it a `PreviewContext`; WidgetApp sits below WidgetPreviews in the module graph).
public struct WidgetPreviewContext: Hashable, Sendable {
    /// The family to preview.
    public let family: WidgetFamily

    /// A context for `family`.
    public init(family: WidgetFamily) { self.family = family }
}
