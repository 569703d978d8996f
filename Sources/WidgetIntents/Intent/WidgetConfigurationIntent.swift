/// An intent whose parameters configure a widget: AppIntents' `WidgetConfigurationIntent`, used by
/// `AppIntentConfiguration` and `AppIntentTimelineProvider`.
///
/// ```swift
/// struct ConfigurationAppIntent: WidgetConfigurationIntent {
///     static var title: LocalizedStringResource { "Configuration" }
///     @Parameter(title: "Favorite Emoji", default: "😃")
///     var favoriteEmoji: String
/// }
/// ```
/// A configuration intent needs no `perform()`: the default returns `.result()`.
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    /// Configuration intents are not performed; this default returns `.result()`.
    public func perform() async throws -> some IntentResult { IntentResultContainer<Never>.result() }
}
