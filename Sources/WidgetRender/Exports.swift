// The umbrella module: `import WidgetRender` gives the whole DSL, the widget layer, the renderer and
// widget documents, the way `import SwiftUI` + `import WidgetKit` do on Apple platforms.
//
// Foundation is deliberately not re-exported: on Linux it defines its own `AffineTransform`, which would
// make ours ambiguous. Code that uses `CGFloat` imports Foundation itself; our APIs take `Double`, and
// Swift converts `CGFloat` to `Double` implicitly.

@_exported import Graphics
@_exported import Layout
@_exported import Drawing
@_exported import Render
@_exported import Views
@_exported import Widgets
@_exported import WidgetDocument
