// `import SwiftUI` on Linux (a product declared only there; elsewhere it is Apple's framework): the view
// DSL and the widget-facing SwiftUI API (containerBackground, widgetFamily, widgetAccentable …) of
// WidgetRender, PreviewProvider and the preview modifiers (inert), and Foundation, which Apple's SwiftUI
// re-exports (`Date`, `URL`, `CGFloat` need no import), with Linux's FoundationNetworking (`URLSession`,
// `URLRequest`, `URLProtocol`: part of Foundation on Apple platforms, a module of its own on Linux).
// Combine's corners too (Apple's SwiftUI re-exports Combine: `Timer.publish`, `AnyCancellable`, `onReceive`),
// and UIKit's (on iOS SwiftUI re-exports UIKit: `UIColor`, `UIImage`, `Color(uiColor:)`), under the module's
// own name WidgetRenderUIKit, so `#if canImport(UIKit)` stays false unless the target aliases UIKit.
// The implementation lives in modules with our own names; this file only re-exports the ones whose public
// names are SwiftUI's. Graphics and Layout are not re-exported (their pixels, paths and layout-engine
// types are ours): the names of theirs that SwiftUI has are declared in SwiftUINames.swift.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import Views
@_exported import WidgetPreviews
@_exported import WidgetRenderCombine
@_exported import WidgetRenderUIKit
@_exported import Widgets
// Darwin's Foundation spellings Linux lacks (UserDefaults' key-value coding, DispatchSerialQueue, NSEC_PER_SEC …).
@_exported import WidgetRenderFoundation
