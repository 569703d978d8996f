import WidgetIntents

/// Supplies the entries of a widget configured by a SiriKit intent: WidgetKit's `IntentTimelineProvider`.
///
/// ```swift
/// struct CityProvider: IntentTimelineProvider {
///     func placeholder(in context: Context) -> CityEntry { .sample }
///     func getSnapshot(for configuration: SelectCityIntent, in context: Context,
///                      completion: @escaping (CityEntry) -> Void) { completion(.sample) }
///     func getTimeline(for configuration: SelectCityIntent, in context: Context,
///                      completion: @escaping (Timeline<CityEntry>) -> Void) { … }
/// }
/// ```
/// WidgetHost passes `Intent()` (every parameter unset, as for a widget nobody edited yet) and waits
/// for each completion for at most its `providerTimeout`.
public protocol IntentTimelineProvider {
    /// The provider's entry type.
    associatedtype Entry: TimelineEntry
    /// The SiriKit intent class that configures the widget.
    associatedtype Intent: INIntent
    /// Where the widget appears.
    typealias Context = TimelineProviderContext

    /// An entry to show before any data is ready, drawn redacted (`.placeholder`).
    func placeholder(in context: Context) -> Entry
    /// One entry for the widget gallery (`context.isPreview` is true there).
    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping (Entry) -> Void)
    /// The entries to show now and later, and when to ask again.
    func getTimeline(for configuration: Intent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
    /// Preconfigured widgets for places where people cannot edit widgets (none by default; not used here).
    func recommendations() -> [IntentRecommendation<Intent>]
}

extension IntentTimelineProvider {
    /// None.
    public func recommendations() -> [IntentRecommendation<Intent>] { [] }
}
