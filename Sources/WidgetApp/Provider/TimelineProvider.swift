/// Supplies a widget's entries through completion handlers: WidgetKit's `TimelineProvider`.
///
/// ```swift
/// struct HabitProvider: TimelineProvider {
///     func placeholder(in context: Context) -> HabitEntry { .sample }
///     func getSnapshot(in context: Context, completion: @escaping (HabitEntry) -> Void) { completion(.sample) }
///     func getTimeline(in context: Context, completion: @escaping (Timeline<HabitEntry>) -> Void) {
///         completion(Timeline(entries: [.sample], policy: .atEnd))
///     }
/// }
/// ```
/// WidgetHost waits for each completion for at most its `providerTimeout`; a provider that never calls
/// it is reported as an error naming the call, never a hang.
public protocol TimelineProvider {
    /// The provider's entry type.
    associatedtype Entry: TimelineEntry
    /// Where the widget appears.
    typealias Context = TimelineProviderContext

    /// An entry to show before any data is ready, drawn redacted (`.placeholder`).
    func placeholder(in context: Context) -> Entry
    /// One entry for the widget gallery (`context.isPreview` is true there).
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    /// The entries to show now and later, and when to ask again.
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}
