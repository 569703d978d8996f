import Views

/// A Live Activity's Lock Screen view and Dynamic Island: WidgetKit's `ActivityConfiguration`.
///
/// ```swift
/// ActivityConfiguration(for: DeliveryAttributes.self) { context in
///     DeliveryLockScreenView(context: context)
/// } dynamicIsland: { context in
///     DynamicIsland {
///         DynamicIslandExpandedRegion(.leading) { Image(systemName: "box.truck") }
///     } compactLeading: { Image(systemName: "box.truck") } compactTrailing: { Text("5m") } minimal: { Text("5") }
/// }
/// ```
/// Declared so a bundle that holds one compiles and lists it; drawing activities is a later step
/// (WidgetHost reports ``WidgetHostError/notRenderable(kind:configuration:)``).
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    let declaration: WidgetDeclaration

    /// An activity for `attributesType` with its Lock Screen `content` and `dynamicIsland`.
    public init<Content: View>(for attributesType: Attributes.Type,
                               @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
                               dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland) {
        declaration = WidgetDeclaration(kind: "\(Attributes.self)", configuration: .activityConfiguration,
                                        timeline: nil)
    }

    /// Itself: a primitive configuration.
    public var body: Self { self }

    /// The activity, declared.
    public static func _declarations(of configuration: Self) -> [WidgetDeclaration] { [configuration.declaration] }
}
