import Views
import WidgetIntents

/// A preconfigured widget offered where people cannot edit widgets (Apple Watch, iOS 17 StandBy):
/// WidgetKit's `AppIntentRecommendation`, returned by `AppIntentTimelineProvider.recommendations()`.
///
/// ```swift
/// func recommendations() -> [AppIntentRecommendation<ConfigurationAppIntent>] {
///     [AppIntentRecommendation(intent: .smiley, description: "Smiley")]
/// }
/// ```
/// Recorded by nobody here: WidgetHost renders the intent it is given, or `Intent()`.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent> {
    /// The configured intent.
    public let intent: Intent
    /// The recommendation's name, when given as a string or key.
    public let description: String?

    /// A recommendation named by text (not recorded as a string).
    public init(intent: Intent, description: Text) {
        self.intent = intent
        self.description = nil
    }

    /// A recommendation named by a key.
    public init(intent: Intent, description: LocalizedStringKey) {
        self.intent = intent
        self.description = description.key
    }

    /// A recommendation named by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(intent: Intent, description: S) {
        self.intent = intent
        self.description = String(description)
    }
}
