import Foundation

/// One moment of a widget's timeline: WidgetKit's `TimelineEntry`.
///
/// ```swift
/// struct HabitEntry: TimelineEntry {
///     let date: Date
///     let completedCount: Int
/// }
/// ```
/// When WidgetHost renders an entry, its `date` becomes the render's date (`\.renderDate`), the "now"
/// of relative and timer text.
public protocol TimelineEntry {
    /// When WidgetKit shows the entry.
    var date: Date { get }
    /// How relevant the entry is for Smart Stacks (nil by default; recorded, not used to render).
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    /// No relevance.
    public var relevance: TimelineEntryRelevance? { nil }
}
