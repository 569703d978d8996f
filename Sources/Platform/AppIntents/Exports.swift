// `import AppIntents` on Linux (a product declared only there): AppIntent, WidgetConfigurationIntent,
// @Parameter, IntentResult, AppEnum, AppEntity … from WidgetIntents, with Foundation re-exported.
// Performing an intent is inert here (docs/widgetkit-api.md).
@_exported import Foundation
@_exported import WidgetIntents
