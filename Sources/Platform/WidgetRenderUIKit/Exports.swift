// `import UIKit` on Linux (a product declared only there; elsewhere it is Apple's framework): the corners
// of UIKit that widget code touches — UIColor, UIImage, UIFont, UITraitCollection — and their bridges to
// SwiftUI (`Color(uiColor:)`, `Image(uiImage:)`, `Font(uiFont)`), and Foundation, which UIKit re-exports.
// Nothing here draws or runs an app; docs/platform-api.md lists what exists.
@_exported import Foundation
