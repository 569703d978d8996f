/// The entries a provider hands WidgetKit and when to ask again: WidgetKit's `Timeline`.
///
/// ```swift
/// completion(Timeline(entries: [entry], policy: .after(nextUpdate)))
/// ```
/// WidgetHost renders every entry, in order (`renderTimeline`).
public struct Timeline<EntryType: TimelineEntry> {
    /// The entries, in the order given.
    public let entries: [EntryType]
    /// When WidgetKit would ask for a new timeline.
    public let policy: TimelineReloadPolicy

    /// A timeline of `entries` reloaded by `policy`.
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}
