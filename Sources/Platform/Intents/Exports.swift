// `import Intents` on Linux (a product declared only there): SiriKit's `INIntent`, `INObject`, `INIntentResponse`,
// the resolution results and `INObjectCollection` — the base classes of what Xcode (and IntentDefinitionPlugin)
// generates from an `.intentdefinition` file for `IntentConfiguration` widgets — from WidgetIntents.
@_exported import Foundation
@_exported import WidgetIntents
