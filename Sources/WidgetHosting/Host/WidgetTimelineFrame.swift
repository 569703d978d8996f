import Foundation
import Render
import WidgetApp

/// One rendered timeline entry.
public struct WidgetTimelineFrame {
    /// The entry's date (the render's date).
    public var date: Date
    /// The entry's relevance.
    public var relevance: TimelineEntryRelevance?
    /// The entry.
    public var entry: any TimelineEntry
    /// The render.
    public var output: WidgetRenderOutput
}
