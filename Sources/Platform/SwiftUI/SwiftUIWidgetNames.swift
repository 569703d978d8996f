// The widget declarations Apple's SwiftUI itself declares (`Widget`, `WidgetBundle`, `WidgetBundleBuilder`,
// `WidgetConfiguration`, `EmptyWidgetConfiguration`: module SwiftUI in Apple's documentation), so a file that
// imports only SwiftUI can write `@main struct Widgets: WidgetBundle { … }` as on iOS. Aliases of WidgetApp's
// types: one type whether named through SwiftUI or WidgetKit (which re-exports both; the alias shadows the
// declaration of the module this one imports). Providers, timelines and configurations stay WidgetKit's.
import WidgetApp

/// The configuration and content of a widget (SwiftUI's `Widget`).
public typealias Widget = WidgetApp.Widget
/// A container of the widgets an extension offers; `@main` on one is the extension's entry point (SwiftUI's `WidgetBundle`).
public typealias WidgetBundle = WidgetApp.WidgetBundle
/// The result builder of a widget bundle's body (SwiftUI's `WidgetBundleBuilder`).
public typealias WidgetBundleBuilder = WidgetApp.WidgetBundleBuilder
/// A widget's configuration (SwiftUI's `WidgetConfiguration`).
public typealias WidgetConfiguration = WidgetApp.WidgetConfiguration
/// A configuration with no widget (SwiftUI's `EmptyWidgetConfiguration`).
public typealias EmptyWidgetConfiguration = WidgetApp.EmptyWidgetConfiguration
