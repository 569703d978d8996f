/// What a widget declares: its kind, provider, content and options — SwiftUI/WidgetKit's
/// `WidgetConfiguration`, the type of a `Widget`'s `body`.
///
/// ```swift
/// var body: some WidgetConfiguration {
///     StaticConfiguration(kind: kind, provider: HabitProvider()) { entry in HabitWidgetView(entry: entry) }
///         .configurationDisplayName("Habit Tracker")
///         .supportedFamilies([.systemSmall, .systemMedium])
/// }
/// ```
/// The configurations (`StaticConfiguration`, `AppIntentConfiguration`, `IntentConfiguration`,
/// `ActivityConfiguration`) and the modifiers are ours; a custom configuration composes them in `body`.
public protocol WidgetConfiguration {
    /// The configuration this one is made of.
    associatedtype Body: WidgetConfiguration

    /// The configuration this one is made of.
    var body: Body { get }

    /// WidgetHost's entry point (as `View._resolve`): the widgets this configuration declares. Do not
    /// implement or call it; the default asks `body`.
    static func _declarations(of configuration: Self) -> [WidgetDeclaration]
}

extension WidgetConfiguration {
    /// The declarations of `body`.
    public static func _declarations(of configuration: Self) -> [WidgetDeclaration] {
        Body._declarations(of: configuration.body)
    }
}
