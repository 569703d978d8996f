import Foundation
import Views

/// One entry made ready to render: its date and relevance, the entry itself, and the widget's content
/// for it (the configuration's content closure applied to the entry).
package struct WidgetFrame {
    /// The entry's date: the render's date.
    package var date: Date
    /// The entry's relevance.
    package var relevance: TimelineEntryRelevance?
    /// The entry.
    package var entry: any TimelineEntry
    /// The content for the entry.
    package var content: AnyView

    /// The frame of `entry` drawn by `content`.
    init<Entry: TimelineEntry, Content: View>(_ entry: Entry, content: (Entry) -> Content) {
        self.date = entry.date
        self.relevance = entry.relevance
        self.entry = entry
        self.content = AnyView(content(entry))
    }
}
