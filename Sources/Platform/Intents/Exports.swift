// `import Intents` on Linux (a product declared only there): SiriKit's `INIntent`, the base class of the
// intent classes Xcode generates for `IntentConfiguration` widgets, from WidgetIntents.
@_exported import Foundation
@_exported import WidgetIntents
