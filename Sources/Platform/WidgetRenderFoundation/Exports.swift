// Darwin's Foundation and Dispatch spellings that Linux's swift-corelibs-foundation lacks (Swift 6.3.1) and
// widget code writes in files that import only Foundation: key-value coding on `UserDefaults`,
// `DispatchSerialQueue`, the `NSEC_PER_*` constants, `NSObject.classForCoder()`, `AttributedString(_:
// NSAttributedString)`. A file that imports only Foundation sees a module only if the compiler imports it for
// every file: targets that compile widget code pass `-Xfrontend -import-module -Xfrontend WidgetRenderFoundation`
// (the runner package `widgetrender previews` writes does; docs/platform-api.md, "Files that import only
// Foundation"), and SwiftUI re-exports it. Foundation itself is imported, not re-exported: a file that
// imports nothing still sees no Foundation.
import Foundation
