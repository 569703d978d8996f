/// A widget of your extension: WidgetKit's `Widget`.
///
/// ```swift
/// struct MyAppWidget: Widget {
///     let kind: String = "MyAppWidget"
///     var body: some WidgetConfiguration {
///         StaticConfiguration(kind: kind, provider: HabitProvider()) { entry in HabitWidgetView(entry: entry) }
///     }
/// }
/// ```
/// Render one with `WidgetHost`, test one with `assertWidgetSnapshot(of:family:entry:)`.
public protocol Widget {
    /// The configuration type.
    associatedtype Body: WidgetConfiguration

    /// A widget (WidgetKit creates it).
    init()

    /// What the widget declares.
    var body: Body { get }

    /// WidgetHost's entry point: the widgets this one declares. Do not implement or call it; the
    /// default asks `body`.
    static func _declarations(of widget: Self) -> [WidgetDeclaration]
}

extension Widget {
    /// The declarations of `body`.
    public static func _declarations(of widget: Self) -> [WidgetDeclaration] {
        Body._declarations(of: widget.body)
    }
}
