// `import SwiftUI` on Linux (a product declared only there; elsewhere it is Apple's framework): the view
// DSL and the widget-facing SwiftUI API (containerBackground, widgetFamily, widgetAccentable …) of
// WidgetRender, PreviewProvider and the preview modifiers (inert), and Foundation, which Apple's SwiftUI re-exports (`Date`, `URL`, `CGFloat` need no import).
// Combine's corners too (Apple's SwiftUI re-exports Combine: `Timer.publish`, `AnyCancellable`, `onReceive`).
// The implementation lives in modules with our own names; this file only re-exports them.
@_exported import Foundation
@_exported import Graphics
@_exported import Layout
@_exported import Views
@_exported import WidgetPreviews
@_exported import WidgetRenderCombine
@_exported import Widgets
