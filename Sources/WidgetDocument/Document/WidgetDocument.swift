import PortableFoundation
import Views
import Widgets

/// A widget described by a JSON document (docs/widget-document.md): its name, the families it
/// supports, and its views, which mirror the Swift DSL one to one.
///
/// ```swift
/// let document = try WidgetDocument.load(contentsOfFile: "habit.json")
/// let png = try WidgetRenderer().renderPNG(document.view, options: WidgetRenderOptions(family: .systemSmall),
///                                          resources: try RenderResources.bundled())
/// ```
/// A document is checked completely when it is decoded: a document that decodes always builds its
/// views, and one that does not throws a ``DocumentError`` naming line:column and the JSON path.
public struct WidgetDocument: Sendable {
    /// The widget's name (letters, digits, `.`, `_`, `-`): the CLI names output files after it.
    public let name: String
    /// One line about the widget, if the document has one.
    public let description: String?
    /// The families the widget supports, in `WidgetFamily.allCases` order.
    public let families: [WidgetFamily]
    /// The widget's accent colour (its `AccentColor`): applied as `.tint(…)` around the body, so
    /// `.tint` styles, gauges and progress views use it. Not the accented-mode tint a person picks.
    public let tint: Color?
    /// The file the document was decoded from, as the caller named it (empty for bytes).
    public let file: String

    let body: DocumentView?
    let bodies: [(family: WidgetFamily, view: DocumentView)]
    let containerBackground: (@Sendable (AnyView, DocumentEnvironment) -> AnyView)?
    let renderDate: Date?
    let timeZone: TimeZone?

    /// The widget as a view: it picks its body from `@Environment(\.widgetFamily)`, as a widget
    /// view that switches on its family does. Render it with `WidgetRenderer`.
    public var view: AnyView { AnyView(DocumentRoot(document: self, family: nil)) }

    /// The widget's view for `family`, whatever the environment says.
    public func view(for family: WidgetFamily) -> AnyView {
        AnyView(DocumentRoot(document: self, family: family))
    }

    /// True when the document lists `family`.
    public func supports(_ family: WidgetFamily) -> Bool { families.contains(family) }

    /// The body for an environment, with the document-wide settings around it.
    func makeBody(_ environment: DocumentEnvironment) -> AnyView {
        let chosen = bodies.first { $0.family == environment.family }?.view ?? body ?? bodies.first?.view
        guard let chosen else { return AnyView(EmptyView()) }
        var view = chosen.view(in: environment)
        if let containerBackground { view = containerBackground(view, environment) }
        if let tint { view = AnyView(view.tint(tint)) }
        if let renderDate { view = AnyView(view.environment(\.renderDate, renderDate)) }
        if let timeZone { view = AnyView(view.environment(\.timeZone, timeZone)) }
        return view
    }
}

/// The root view of a document: reads the family and rendering mode where the widget is
/// resolved and builds the matching body.
struct DocumentRoot: View {
    let document: WidgetDocument
    let family: WidgetFamily?
    @Environment(\.widgetFamily) private var environmentFamily
    @Environment(\.widgetRenderingMode) private var renderingMode

    var body: some View {
        document.makeBody(DocumentEnvironment(renderingMode: renderingMode, family: family ?? environmentFamily))
    }
}
