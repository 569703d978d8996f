// `import UIKit` on Linux (a product declared only there; elsewhere it is Apple's framework): the corners
// of UIKit that widget code touches — UIColor, UIImage, UIFont, UIFontMetrics, UIDevice, UITraitCollection —
// and their bridges to SwiftUI (`Color(uiColor:)`, `Image(uiImage:)`, `Font(uiFont)`), and Foundation, which
// UIKit re-exports, with Linux's FoundationNetworking (`URLSession`: Foundation's on Apple platforms).
// Nothing here draws or runs an app; docs/platform-api.md lists what exists. SwiftUI re-exports this module.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
