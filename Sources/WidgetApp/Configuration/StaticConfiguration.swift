import Views

/// A widget with no user configuration: WidgetKit's `StaticConfiguration`.
///
/// ```swift
/// StaticConfiguration(kind: "MyAppWidget", provider: HabitProvider()) { entry in
///     HabitWidgetView(entry: entry).containerBackground(.fill.tertiary, for: .widget)
/// }
/// ```
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    let declaration: WidgetDeclaration

    /// A widget of `kind` whose entries come from `provider` and are drawn by `content`.
    public init<Provider: TimelineProvider>(kind: String, provider: Provider,
                                            @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        declaration = WidgetDeclaration(
            kind: kind, configuration: .staticConfiguration,
            timeline: WidgetTimelineSource(kind: kind, provider: provider, content: content))
    }

    /// Itself: a primitive configuration (WidgetHost reads ``_declarations(of:)``).
    public var body: Self { self }

    /// The one widget declared.
    public static func _declarations(of configuration: Self) -> [WidgetDeclaration] { [configuration.declaration] }
}
