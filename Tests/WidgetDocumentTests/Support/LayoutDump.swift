// Layout dumps of views and documents for the document tests (over TestSupport's BoxServices).
import Graphics
import Layout
import Views
import Widgets
@testable import WidgetDocument

/// The resolution + layout dump of `view` in 170×170 points, in `mode` and `family`.
func layoutDump<V: View>(_ view: V, family: WidgetFamily = .systemSmall,
                         mode: WidgetRenderingMode = .fullColor) throws -> String {
    var environment = EnvironmentValues.ios18
    environment.widgetFamily = family
    environment.widgetRenderingMode = mode
    let resolved = try ViewResolver().resolve(view, environment: environment, services: BoxServices())
    let layout = try LayoutEngine().layout(resolved.root, in: Size(width: 170, height: 170), displayScale: 1)
    return resolved.textDump(layout)
}

/// The dump of a document's body: `view` is the JSON of the systemSmall body.
func documentDump(_ view: String, family: WidgetFamily = .systemSmall,
                  mode: WidgetRenderingMode = .fullColor) throws -> String {
    let document = try DocumentFixtures.decode(DocumentFixtures.widget(view))
    return try layoutDump(document.view, family: family, mode: mode)
}
