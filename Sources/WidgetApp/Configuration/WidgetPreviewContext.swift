import WidgetPreviews
import Widgets

/// Previews a widget view in a family: WidgetKit's `WidgetPreviewContext`.
///
/// ```swift
/// HabitWidgetView(entry: .sample).previewContext(WidgetPreviewContext(family: .systemSmall))
/// ```
/// Accepted; previews are not collected yet (render the view with `WidgetRenderer` or snapshot it).
public struct WidgetPreviewContext: PreviewContext {
    /// The family to preview.
    public let family: WidgetFamily

    /// A context for `family`.
    public init(family: WidgetFamily) { self.family = family }
}
