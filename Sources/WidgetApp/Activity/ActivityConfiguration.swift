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
/// Drawn by `WidgetHost.renderActivity(_:attributes:state:presentation:options:)` in each presentation
/// (docs/widgets.md, "Live Activities").
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    let declaration: WidgetDeclaration

    /// An activity for `attributesType` with its Lock Screen `content` and `dynamicIsland`.
    public init<Content: View>(for attributesType: Attributes.Type,
                               @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
                               dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland) {
        var declaration = WidgetDeclaration(kind: "\(Attributes.self)", configuration: .activityConfiguration,
                                            timeline: nil)
        declaration.activity = ActivitySource(
            attributesTypeName: "\(Attributes.self)", stateTypeName: "\(Attributes.self).ContentState",
            views: { attributes, state, isStale in
                guard let attributes = attributes as? Attributes, let state = state as? Attributes.ContentState else {
                    return nil
                }
                let context = ActivityViewContext(attributes: attributes, state: state, isStale: isStale)
                return ActivityViews(lockScreen: AnyView(content(context)), island: dynamicIsland(context).views)
            })
        self.declaration = declaration
    }

    /// Itself: a primitive configuration.
    public var body: Self { self }

    /// The activity, declared.
    public static func _declarations(of configuration: Self) -> [WidgetDeclaration] { [configuration.declaration] }
}
