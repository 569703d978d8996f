import Render
import WidgetApp
import WidgetPreviews

/// Why a preview could not be expanded or rendered; the message names the preview and where it is
/// written (`HabitWidgetExtension/HabitWidget.swift:112:1: preview "Small": …`).
public struct PreviewError: Error, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable {
        /// The widget host refused (unsupported family, provider timeout, wrong entry type …).
        case widget(WidgetHostError)
        /// The renderer failed.
        case render(RenderError)
        /// The timeline has no entries.
        case emptyTimeline
    }

    /// The preview's name.
    public var previewName: String
    /// Where it is written (``DiscoveredPreview/sourceDescription``).
    public var source: String
    /// What went wrong.
    public var reason: Reason

    /// A preview's error.
    public init(previewName: String, source: String, reason: Reason) {
        self.previewName = previewName
        self.source = source
        self.reason = reason
    }

    /// `source: preview "name": reason`.
    public var description: String {
        let detail: String
        switch reason {
        case .widget(let error): detail = error.description
        case .render(let error): detail = "\(error)"
        case .emptyTimeline: detail = "the timeline has no entries (give #Preview's timeline: at least one entry)"
        }
        return "\(source): preview \"\(previewName)\": \(detail)"
    }
}
