import WidgetIntents

/// Supplies the entries of a widget configured by an app intent, with async functions: WidgetKit's
/// `AppIntentTimelineProvider`.
///
/// ```swift
/// struct Provider: AppIntentTimelineProvider {
///     func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: Date(), configuration: ConfigurationAppIntent()) }
///     func snapshot(for configuration: ConfigurationAppIntent, in context: Context) async -> SimpleEntry { … }
///     func timeline(for configuration: ConfigurationAppIntent, in context: Context) async -> Timeline<SimpleEntry> { … }
/// }
/// ```
/// WidgetHost passes `Intent()` with its parameters' defaults resolved (or an intent you give), and
/// stops waiting after its `providerTimeout`.
public protocol AppIntentTimelineProvider {
    /// The provider's entry type.
    associatedtype Entry: TimelineEntry
    /// The configuration intent.
    associatedtype Intent: WidgetConfigurationIntent
    /// Where the widget appears.
    typealias Context = TimelineProviderContext

    /// An entry to show before any data is ready, drawn redacted (`.placeholder`).
    func placeholder(in context: Context) -> Entry
    /// One entry for the widget gallery (`context.isPreview` is true there).
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    /// The entries to show now and later, and when to ask again.
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    /// Preconfigured widgets for places where people cannot edit widgets (none by default; not used here).
    func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
    /// None.
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}
