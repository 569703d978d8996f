import Views
import WidgetApp
import Widgets

/// What a preview shows: a view (a view macro, or a `PreviewProvider` child, possibly in a widget
/// family), a widget with its entries, or a Live Activity with its content states.
package enum PreviewContent {
    case view(PreviewViewContent)
    case widget(PreviewWidgetContent)
    case activity(PreviewActivityContent)
}

/// A view to preview, with the settings its traits and preview modifiers gave.
package struct PreviewViewContent {
    /// Builds the view (called once per render, so no view outlives its render).
    package var body: () -> AnyView
    /// The size: `.sizeThatFitsLayout` / `previewLayout`.
    package var layout: PreviewLayout = .sizeThatFits
    /// Drawn as a widget of this family (`.previewContext(WidgetPreviewContext(family:))`).
    package var family: WidgetFamily?
    /// The device (`.previewDevice`), when it names one of our device rows.
    package var device: WidgetDevice?
    /// The environment the preview pins (colour scheme, Dynamic Type, locale), from its modifiers.
    package var environment = PreviewEnvironment()
}

/// A widget to preview in one family, and where its entries come from.
package struct PreviewWidgetContent {
    /// The family.
    package var family: WidgetFamily
    /// The widget's first renderable declaration.
    package var declaration: () throws(WidgetHostError) -> WidgetDeclaration
    /// The entries.
    package var entries: PreviewEntries

    init<W: Widget>(family: WidgetFamily, widget: @escaping () -> W, entries: PreviewEntries) {
        self.family = family
        self.declaration = { () throws(WidgetHostError) in try WidgetDeclaration.declaration(of: widget()) }
        self.entries = entries
    }
}

/// A widget preview's entries: a fixed timeline, or a provider's timeline, asked with the widget's kind (for
/// errors), the context and the bounded wait a host gives.
package enum PreviewEntries {
    case timeline(() async -> [any TimelineEntry])
    case provider((String, TimelineProviderContext, ProviderWait) async throws(WidgetHostError) -> [any TimelineEntry])
}
