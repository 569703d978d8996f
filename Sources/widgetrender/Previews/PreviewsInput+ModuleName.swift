// The module name of a folder of extension sources, kept apart from WidgetRender's own target names: the
// runner package compiles the folder as a target beside WidgetRender's, and SwiftPM refuses two targets of
// one name in a package graph ("multiple packages declare targets with a conflicting name"). Xcode's template
// names an extension's folder `Widgets` — WidgetRender's module of widget families —, so such a folder is
// compiled as `WidgetsExtension` (the name appears only in the runner's build, never in the user's code).

extension PreviewsInput {
    /// The targets of WidgetRender's Package.swift (and of the packages it depends on) a folder's module name
    /// must not take: every target outside Tests/, Examples/ and Benchmarks/ (the runner's graph does not reach
    /// those, so an extension may share a fixture's name). Lint rule 12 keeps this list and Package.swift equal.
    static let claimedModuleNames: Set<String> = [
        "_Testing_UIKit", "ActivityKit", "AppIntents", "ArgumentParser", "AssetCatalog",
        "AssetSymbolGenerator", "AssetSymbolsPlugin", "CFreeType",
        "CFriBidi", "CHarfBuzz", "Combine", "CPNG", "CWallClock", "Drawing", "FileAccess", "Graphics",
        "IntentDefinition", "IntentDefinitionGenerator",
        "IntentDefinitionPlugin", "Intents", "JSON", "Layout", "os", "OSLog", "PlatformConditions",
        "PlatformConditionsPlugin", "PlatformConditionsSyntax", "PlatformConditionsTool",
        "PNGCodec", "PortableFoundation", "PreviewRun", "Raster", "Render", "Snapshot", "SnapshotTesting",
        "SwiftCompilerPlugin", "SwiftParser", "SwiftSyntax", "SwiftSyntaxMacros", "SwiftUI",
        "Typography", "UIKit", "VectorImage", "Views",
        "WallClock", "WidgetApp", "WidgetDocument", "WidgetExamples", "WidgetHosting",
        "WidgetIntents", "WidgetKit", "WidgetPreviewMacros", "WidgetPreviewRunner", "WidgetPreviews", "WidgetRender",
        "widgetrender", "WidgetRenderCombine", "WidgetRenderFoundation", "WidgetRenderOS",
        "WidgetRenderOSLog", "WidgetRenderOSSubmodules", "WidgetRenderUIKit", "WidgetRenderUIKitSubmodules",
        "Widgets", "WidgetSnapshotTesting", "XcodeProject",
    ]

    /// `name`, or `name` + "Extension" when WidgetRender's package graph already has a target of that name.
    static func unclaimed(_ name: String) -> String {
        var name = name
        while claimedModuleNames.contains(name) { name += "Extension" }
        return name
    }
}
