import Views
import WidgetIntents

/// A widget the person configures through an app intent's parameters: WidgetKit's
/// `AppIntentConfiguration`.
///
/// ```swift
/// AppIntentConfiguration(kind: kind, intent: ConfigurationAppIntent.self, provider: Provider()) { entry in
///     EmojiWidgetEntryView(entry: entry).containerBackground(.fill.tertiary, for: .widget)
/// }
/// ```
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
    let declaration: WidgetDeclaration

    /// A widget of `kind` configured by `intent`, whose entries come from `provider`.
    public init<Provider: AppIntentTimelineProvider>(
        kind: String, intent: Intent.Type = Intent.self, provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {
        declaration = WidgetDeclaration(
            kind: kind, configuration: .appIntentConfiguration,
            timeline: WidgetTimelineSource(kind: kind, provider: provider, content: content))
    }

    /// Itself: a primitive configuration (WidgetHost reads ``_declarations(of:)``).
    public var body: Self { self }

    /// The one widget declared.
    public static func _declarations(of configuration: Self) -> [WidgetDeclaration] { [configuration.declaration] }
}
