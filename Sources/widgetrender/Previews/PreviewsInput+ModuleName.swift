// The module name of a folder of extension sources, kept apart from WidgetRender's own target names: the
// runner package compiles the folder as a target beside WidgetRender's, and SwiftPM refuses two targets of
// one name in a package graph ("multiple packages declare targets with a conflicting name"). Xcode's template
// names an extension's folder `Widgets` — WidgetRender's module of widget families —, so such a folder is
// compiled as `WidgetsExtension` (the name appears only in the runner's build, never in the user's code).

extension PreviewsInput {
    /// The targets of WidgetRender's Package.swift (and of the packages it depends on) a folder's module name
    /// must not take.
    static let claimedModuleNames: Set<String> = [
        "ActivityKit", "AppIntents", "ArgumentParser", "AssetCatalog", "AssetSymbolGenerator", "AssetSymbolsFixture",
        "AssetSymbolsPlugin", "CFreeType", "CFriBidi", "CHarfBuzz", "CPNG", "CWallClock", "CatalogFixtureExtension",
        "Combine", "Drawing", "FileAccess", "Graphics", "HabitWidgetExtension", "Intents", "JSON", "Layout", "OSLog",
        "PNGCodec", "PortableFoundation", "PreviewRun", "Raster", "Render", "Snapshot", "SnapshotTesting",
        "SwiftCompilerPlugin", "SwiftSyntax", "SwiftSyntaxMacros", "SwiftUI", "TemplateWidgetExtension",
        "TestFixtures", "TestSupport", "Typography", "UIKit", "Views", "WallClock", "WeatherWidgetExtension",
        "WidgetApp", "WidgetDocument", "WidgetExamples", "WidgetHosting", "WidgetIntents", "WidgetKit",
        "WidgetPreviewMacros", "WidgetPreviewRunner", "WidgetPreviews", "WidgetRender", "WidgetRenderBench",
        "WidgetRenderCombine", "WidgetRenderOS", "WidgetRenderOSLog", "WidgetRenderOSSubmodules", "WidgetRenderUIKit",
        "WidgetRenderUIKitSubmodules", "WidgetSnapshotTesting", "Widgets", "_Testing_UIKit", "os", "widgetrender",
    ]

    /// `name`, or `name` + "Extension" when WidgetRender's package graph already has a target of that name.
    static func unclaimed(_ name: String) -> String {
        var name = name
        while claimedModuleNames.contains(name) { name += "Extension" }
        return name
    }
}
