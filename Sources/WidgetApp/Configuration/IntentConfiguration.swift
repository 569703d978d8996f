import Views
import WidgetIntents

/// A widget configured by a SiriKit intent (an `.intentdefinition` file's class): WidgetKit's
/// `IntentConfiguration`, used by widgets written before App Intents.
///
/// ```swift
/// IntentConfiguration(kind: kind, intent: SelectCityIntent.self, provider: CityProvider()) { entry in
///     CityWidgetView(entry: entry)
/// }
/// ```
public struct IntentConfiguration<Intent: INIntent, Content: View>: WidgetConfiguration {
    let declaration: WidgetDeclaration

    /// A widget of `kind` configured by `intent`, whose entries come from `provider`.
    public init<Provider: IntentTimelineProvider>(
        kind: String, intent: Intent.Type, provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {
        declaration = WidgetDeclaration(
            kind: kind, configuration: .intentConfiguration,
            timeline: WidgetTimelineSource(kind: kind, provider: provider, content: content))
    }

    /// Itself: a primitive configuration (WidgetHost reads ``_declarations(of:)``).
    public var body: Self { self }

    /// The one widget declared.
    public static func _declarations(of configuration: Self) -> [WidgetDeclaration] { [configuration.declaration] }
}
