// `import WidgetKit` on Linux (a product declared only there): WidgetKit's app-facing API — Widget,
// WidgetConfiguration, StaticConfiguration, AppIntentConfiguration, IntentConfiguration, providers,
// Timeline, WidgetBundle, WidgetCenter, ActivityConfiguration, ControlWidget — from WidgetApp, with
// SwiftUI's names and Foundation re-exported as Apple's WidgetKit does (docs/widgetkit-api.md).
@_exported import Foundation
@_exported import SwiftUI
@_exported import WidgetApp
