import WidgetApp

/// A Live Activity preview: the activity's declaration, its attributes and content states, and the
/// presentation. WidgetHosting draws one render per content state.
package struct PreviewActivityContent {
    /// The presentation.
    package var viewKind: ActivityPreviewViewKind
    /// The attributes' type name (`TripAttributes`).
    package var attributesType: String
    /// The widget's first Live Activity.
    package var declaration: () throws(WidgetHostError) -> WidgetDeclaration
    /// The attributes.
    package var attributes: Any
    /// The content states, in order.
    package var contentStates: () async -> [Any]
}

extension Preview {
    /// A preview of a Live Activity: `#Preview(_:as:using:widget:contentStates:)`.
    public init<W: Widget, Attributes: ActivityAttributes>(_ name: String? = nil, as viewKind: ActivityPreviewViewKind,
                                                           using attributes: Attributes, widget: @escaping () -> W,
                                                           @PreviewActivityBuilder<Attributes> contentStates:
                                                           @escaping () async -> [Attributes.ContentState]) {
        self.displayName = name
        self.content = .activity(PreviewActivityContent(
            viewKind: viewKind, attributesType: "\(Attributes.self)",
            declaration: { () throws(WidgetHostError) in try WidgetDeclaration.activityDeclaration(of: widget()) },
            attributes: attributes, contentStates: { await contentStates().map { $0 as Any } }))
    }
}
