import WidgetApp

/// A Live Activity preview: the activity's widget, its attributes and content states, and the
/// presentation. Declared and discovered; drawing Live Activities is not supported yet, so it stands for
/// no render (docs/widgetkit-api.md).
package struct PreviewActivityContent {
    /// The presentation.
    package var viewKind: ActivityPreviewViewKind
    /// The attributes' type name (`TripAttributes`).
    package var attributesType: String
    /// How many content states the preview lists.
    package var contentStateCount: () async -> Int
}

extension Preview {
    /// A preview of a Live Activity: `#Preview(_:as:using:widget:contentStates:)`.
    public init<W: Widget, Attributes: ActivityAttributes>(_ name: String? = nil, as viewKind: ActivityPreviewViewKind,
                                                           using attributes: Attributes, widget: @escaping () -> W,
                                                           @PreviewActivityBuilder<Attributes> contentStates:
                                                           @escaping () async -> [Attributes.ContentState]) {
        self.displayName = name
        self.content = .activity(PreviewActivityContent(viewKind: viewKind, attributesType: "\(Attributes.self)",
                                                        contentStateCount: { await contentStates().count }))
    }
}
