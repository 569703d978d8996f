import Render
import Views
import WidgetApp
import Widgets

/// What a preview shows: a view (a view macro, or a `PreviewProvider` child, possibly in a widget
/// family) or a widget with its entries.
enum PreviewContent {
    case view(PreviewViewContent)
    case widget(PreviewWidgetContent)
}

/// A view to preview, with the settings its traits and preview modifiers gave.
struct PreviewViewContent {
    /// Builds the view (called once per render, so no view outlives its render).
    var body: () -> AnyView
    /// The size: `.sizeThatFitsLayout` / `previewLayout`.
    var layout: PreviewLayout = .sizeThatFits
    /// Drawn as a widget of this family (`.previewContext(WidgetPreviewContext(family:))`).
    var family: WidgetFamily?
    /// The device (`.previewDevice`), when it names one of our device rows.
    var device: WidgetDevice?
    /// The environment the preview pins (colour scheme, Dynamic Type, locale), from its modifiers.
    var environment = PreviewEnvironment()
}

/// A widget to preview in one family, and where its entries come from.
struct PreviewWidgetContent {
    /// The family.
    var family: WidgetFamily
    /// The widget's first renderable declaration.
    var declaration: () throws(WidgetHostError) -> WidgetDeclaration
    /// The entries.
    var entries: PreviewEntries

    init<W: Widget>(family: WidgetFamily, widget: @escaping () -> W, entries: PreviewEntries) {
        self.family = family
        self.declaration = { () throws(WidgetHostError) in try WidgetHost.declaration(of: widget()) }
        self.entries = entries
    }
}

/// A widget preview's entries: a fixed timeline, or a provider's timeline asked through a host.
enum PreviewEntries {
    case timeline(() async -> [any TimelineEntry])
    case provider((WidgetHost, String, WidgetRenderOptions) async throws(WidgetHostError) -> [any TimelineEntry])
}
