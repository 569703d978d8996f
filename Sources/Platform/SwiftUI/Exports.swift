// `import SwiftUI` on Linux (a product declared only there; elsewhere it is Apple's framework): the view
// DSL and the widget-facing SwiftUI API (containerBackground, widgetFamily, widgetAccentable …) of
// WidgetRender, PreviewProvider and the preview modifiers (inert), and Foundation, which Apple's SwiftUI
// re-exports (`Date`, `URL`, `CGFloat` need no import).
// Combine's corners too (Apple's SwiftUI re-exports Combine: `Timer.publish`, `AnyCancellable`, `onReceive`).
// The implementation lives in modules with our own names; this file only re-exports the ones whose public
// names are SwiftUI's. Graphics and Layout are not re-exported (their pixels, paths and layout-engine
// types are ours): the names of theirs that SwiftUI has are declared in SwiftUINames.swift.
@_exported import Foundation
@_exported import Views
@_exported import WidgetPreviews
@_exported import WidgetRenderCombine
@_exported import Widgets
