// swift-tools-version: 6.0
// WidgetRender: renders WidgetKit-style widgets to PNG on Linux.
// The module graph below is the architecture; see docs/architecture.md.
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "WidgetRender",
    products: [
        .library(name: "WidgetRender", targets: ["WidgetRender"]),
        .executable(name: "widgetrender", targets: ["widgetrender"]),
        .executable(name: "widgetrender-bench", targets: ["WidgetRenderBench"]),
        .library(name: "WidgetSnapshotTesting", targets: ["WidgetSnapshotTesting"]),
        // The app-facing layer under our own names (every platform): WidgetKit's API, AppIntents' and
        // SiriKit's declarations, and the host that renders a Widget through its provider.
        .library(name: "WidgetApp", targets: ["WidgetApp"]),
        .library(name: "WidgetIntents", targets: ["WidgetIntents"]),
        .library(name: "WidgetHosting", targets: ["WidgetHosting"]),
        // GeneratedAssetSymbols.swift from a target's Assets.xcassets, as Xcode generates it.
        .plugin(name: "AssetSymbolsPlugin", targets: ["AssetSymbolsPlugin"]),
        // The intent classes Xcode generates from a target's `.intentdefinition` files.
        .plugin(name: "IntentDefinitionPlugin", targets: ["IntentDefinitionPlugin"]),
        // The program `widgetrender previews` builds around a widget extension (docs/cli.md "previews").
        .library(name: "WidgetPreviewRunner", targets: ["WidgetPreviewRunner"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Only its SnapshotTesting product (InlineSnapshotTesting would build swift-syntax).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // C system libraries: each imported by exactly one Swift module.
        .systemLibrary(
            name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev", "zlib1g-dev"])]),
        .systemLibrary(
            name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CHarfBuzz", path: "Sources/CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(
            name: "CFriBidi", path: "Sources/CFriBidi", pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"])]),

        // Foundation without ICU where the toolchain has FoundationEssentials: one import for the CLI's modules.
        .target(name: "PortableFoundation"),

        // Pipeline modules, bottom up.
        .target(name: "FileAccess"),
        .target(name: "Graphics"),
        .target(name: "Raster", dependencies: ["Graphics"]),
        .target(name: "PNGCodec", dependencies: ["CPNG", "FileAccess"]),
        .target(name: "Typography", dependencies: ["Graphics", "PortableFoundation", "CFreeType", "CHarfBuzz", "CFriBidi",
                                                   "FileAccess"]),
        .target(name: "Layout", dependencies: ["Graphics"]),
        // Asset catalogs (`Assets.xcassets`): named colours (in sRGB) and images, read as Xcode lays them out.
        .target(name: "JSON"),
        // Xcode's project file (`project.pbxproj`): the old-style property-list reader and the project model.
        .target(name: "XcodeProject"),
        .target(name: "AssetCatalog", dependencies: ["Graphics", "FileAccess", "JSON", "PortableFoundation", "Views"]),
        .target(name: "VectorImage", dependencies: ["Graphics", "FileAccess"]),
        .target(name: "Views", dependencies: ["Graphics", "Layout", "PortableFoundation"]),
        .target(name: "Widgets", dependencies: ["Views", "Graphics", "Layout", "PortableFoundation"]),
        // The backend: display lists and how they are drawn (executor, glyph-mask cache, mode passes).
        .target(name: "Drawing", dependencies: ["Graphics", "Raster", "Typography"]),
        // The front end: view → display list (builder, services, resources) and the one staged pipeline.
        .target(name: "Render", dependencies: ["Graphics", "FileAccess", "Raster", "Typography", "PNGCodec", "Layout", "Views", "Widgets", "Drawing",
                                              "PortableFoundation", "AssetCatalog", "VectorImage"]),
        .target(name: "WidgetDocument", dependencies: ["Views", "Widgets", "Graphics", "Layout", "JSON", "PortableFoundation", "FileAccess"]),

        // The umbrella library: `import WidgetRender`.
        .target(name: "WidgetRender", dependencies: ["Graphics", "Layout", "Drawing", "Render", "Views", "Widgets", "WidgetDocument"]),

        // The app-facing layer (docs/widgetkit-api.md): not linked by the CLI or the core library, so
        // Foundation (and ICU) stay out of their start-up. WidgetIntents: AppIntent, @Parameter, AppEnum,
        // AppEntity, INIntent, Button(intent:) …; WidgetApp: Widget, WidgetConfiguration, providers,
        // timelines, bundles, Live Activity and control declarations, and the bounded wait for a provider.
        // Declarations only: neither imports the renderer (WidgetHosting joins them to it).
        .target(name: "WidgetIntents", dependencies: ["Views", "Widgets"]),
        .target(name: "WidgetApp", dependencies: ["WidgetIntents", "Views", "Widgets", "Graphics", "Layout"]),
        // Previews: `Preview` (what `#Preview` expands to), PreviewProvider and its modifiers, and
        // discovery through the runtime's conformance records. The macros themselves are declared in the
        // Linux-only SwiftUI and WidgetKit modules, so swift-syntax is built only for those.
        .target(name: "WidgetPreviews", dependencies: ["WidgetApp", "Views", "Widgets", "Graphics"]),
        // The host: WidgetHost (a Widget + family + entry or provider → WidgetRenderer) and the renders each
        // discovered preview stands for. The one module that joins the declarations to the renderer.
        .target(name: "WidgetHosting", dependencies: ["WidgetApp", "WidgetPreviews", "WidgetIntents", "PreviewRun", "Render", "Views",
                                                     "Widgets", "Graphics"]),

        // `widgetrender previews`: the request and report the CLI and its preview runner exchange (standard
        // library and PortableFoundation, so the CLI links it without Foundation's ICU), and the runner's library, which finds and
        // renders every preview of the extension it is built with (not linked by the CLI).
        .target(name: "PreviewRun", dependencies: ["Graphics", "Views", "Widgets", "Render", "PortableFoundation"]),
        // The frozen wall clock of the processes that run a user's code (the runner, test executables):
        // clock_gettime, gettimeofday, time and timespec_get defined in C, linked into the executable so that
        // Foundation's Date() reads the render date (docs/limits.md "Frozen clock"), and its Swift face.
        .target(name: "CWallClock"),
        .target(name: "WallClock", dependencies: ["CWallClock"]),
        .target(
            name: "WidgetPreviewRunner",
            dependencies: ["PreviewRun", "WallClock", "WidgetHosting", "WidgetPreviews", "WidgetApp", "Render", "PNGCodec", "FileAccess", "AssetCatalog", "Views",
                           "Widgets", "JSON"]),

        // Xcode's asset symbol generation as a build-tool plugin (GeneratedAssetSymbols.swift from a target's
        // Assets.xcassets) and the tool it runs.
        .executableTarget(name: "AssetSymbolGenerator", dependencies: ["AssetCatalog", "FileAccess"]),
        .plugin(name: "AssetSymbolsPlugin", capability: .buildTool(), dependencies: ["AssetSymbolGenerator"]),
        // Xcode's intent class generation: the `.intentdefinition` model and the Swift it generates, the tool and
        // the build-tool plugin that runs it (GeneratedIntents.swift from a target's `.intentdefinition` files).
        .target(name: "IntentDefinition", dependencies: ["FileAccess"]),
        .executableTarget(name: "IntentDefinitionGenerator", dependencies: ["IntentDefinition", "FileAccess"]),
        .plugin(name: "IntentDefinitionPlugin", capability: .buildTool(), dependencies: ["IntentDefinitionGenerator"]),
        // The device platform whose `#if os(…)` branches a render compiles (the CLI picks it; no swift-syntax here).
        .target(name: "PlatformConditions"),

        // The built-in example widgets (compiled into the CLI; also rendered by the document tests).
        .target(name: "WidgetExamples", dependencies: ["Views", "Widgets", "Graphics"]),

        // The command line.
        .executableTarget(
            name: "widgetrender",
            dependencies: [
                "Graphics", "Raster", "PNGCodec", "Layout", "Views", "Widgets", "Drawing", "Render", "Snapshot",
                "WidgetDocument", "WidgetExamples", "PortableFoundation", "FileAccess", "AssetCatalog", "PreviewRun", "JSON",
                "XcodeProject",
                "PlatformConditions",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        // Benchmarks: a separate executable so the library carries no benchmark dependency.
        .executableTarget(
            name: "WidgetRenderBench",
            dependencies: ["Graphics", "Raster", "PNGCodec", "Typography", "Layout", "Views", "Widgets", "Drawing",
                           "Render", "WidgetExamples", "TestFixtures", "PreviewRun"],
            path: "Benchmarks/WidgetRenderBench",
            swiftSettings: [.swiftLanguageMode(.v5)]),

        // Public snapshot-testing support: image comparison, diff images, record modes.
        .target(name: "Snapshot", dependencies: ["PNGCodec", "FileAccess", "PortableFoundation"]),
        // Snapshot testing of widgets for users: assertWidgetSnapshot (XCTest and Swift Testing) and a
        // swift-snapshot-testing strategy.
        .target(
            name: "WidgetSnapshotTesting",
            dependencies: [
                "Snapshot", "FileAccess", "Render", "Views", "Widgets", "Graphics", "Raster", "PNGCodec", "WidgetApp",
                "WidgetIntents", "WidgetPreviews", "WidgetHosting", "AssetCatalog", "WallClock", "PreviewRun",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),

        // The one test-support target of every test tier (like swift-argument-parser's ArgumentParserTestHelpers):
        // golden-image helpers (Swift Testing), re-exporting TestFixtures.
        .target(name: "TestSupport", dependencies: ["PNGCodec", "Snapshot", "TestFixtures"], path: "Tests/TestSupport"),
        // TestSupport's framework-free half: box-glyph services, sample widgets, shared resources. Its own
        // module only so the benchmark executable can use them without linking a test framework.
        .target(name: "TestFixtures", dependencies: ["Graphics", "Raster", "Layout", "Views", "Widgets", "Render", "Typography"],
                path: "Tests/TestFixtures"),

        // Tests mirror Sources/.
        .testTarget(name: "GraphicsTests", dependencies: ["Graphics"]),
        .testTarget(name: "JSONTests", dependencies: ["JSON"]),
        .testTarget(name: "XcodeProjectTests", dependencies: ["XcodeProject"]),
        .testTarget(name: "AssetCatalogTests", dependencies: ["AssetCatalog", "Graphics", "PortableFoundation"], exclude: ["Fixtures"]),
        .testTarget(name: "VectorImageTests", dependencies: ["VectorImage", "Graphics", "PortableFoundation"], exclude: ["Fixtures"]),
        // The AssetSymbols plugin applied to a small target, and its test.
        .target(name: "AssetSymbolsFixture", dependencies: ["Views"], path: "Tests/AssetSymbolsFixture",
                exclude: ["Assets.xcassets"], plugins: ["AssetSymbolsPlugin"]),
        .testTarget(name: "IntentDefinitionTests", dependencies: ["IntentDefinition"]),
        .testTarget(name: "AssetSymbolsFixtureTests", dependencies: ["AssetSymbolsFixture", "AssetCatalog", "Render", "Views",
                                                                     "Graphics", "TestSupport"]),
        // The backend: display-list execution, effect layers, mode passes, the glyph-mask cache.
        .testTarget(name: "DrawingTests", dependencies: ["Drawing", "Graphics", "Raster", "Typography", "TestSupport"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "Graphics", "TestSupport"]),
        .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "TypographyTests", dependencies: ["Typography", "Drawing", "Raster", "Graphics", "TestSupport"],
                    exclude: ["Bidi/BidiCharacterTestSample.txt"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Graphics", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ViewsTests", dependencies: ["Views", "Layout", "Graphics", "TestSupport"]),
        .testTarget(name: "WidgetsTests", dependencies: ["Widgets", "Views", "Layout", "Graphics", "TestSupport"]),
        .testTarget(name: "SnapshotTests", dependencies: ["Snapshot", "PNGCodec"]),
        .testTarget(
            name: "WidgetSnapshotTestingTests",
            dependencies: [
                "WidgetSnapshotTesting", "Snapshot", "Render", "Views", "Widgets", "Graphics", "PNGCodec",
                "WidgetApp", "WidgetIntents", "WidgetPreviews", "WidgetHosting", "PreviewRun",
                // ReadmeSnippets/ compiles the README's code, which imports the umbrella.
                "WidgetRender",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["ReadmeSnippets/__Snapshots__"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "AssetCatalog", "Drawing", "Views", "Widgets", "Layout", "Graphics", "Raster", "Typography", "PNGCodec",
                                                "PortableFoundation", "WidgetExamples", "TestSupport"]),
        // Runs the built `widgetrender` binary (and checks Goldens/examples/ through its gallery).
        .testTarget(name: "CLITests", dependencies: ["TestSupport", "PNGCodec", "PreviewRun", "Widgets", "Views", "Graphics", "Render"]),
        // Hostile inputs, file access, determinism, no lost output, fuzz-corpus replay; runs the
        // built `widgetrender` binary too.
        .testTarget(
            name: "ReliabilityTests",
            dependencies: ["JSON", "WidgetDocument", "WidgetExamples", "Drawing", "Render", "Views", "Widgets", "Raster",
                           "PNGCodec", "Typography", "Snapshot", "FileAccess", "AssetCatalog", "TestSupport"]),
        // The frozen wall clock: every entry point, threads, leases, monotonic clocks.
        .testTarget(name: "WallClockTests", dependencies: ["WallClock"]),
        .testTarget(name: "WidgetAppTests", dependencies: ["WidgetApp", "WidgetHosting", "WidgetIntents", "Render", "Views", "Widgets",
                                                             "TestSupport"]),
        .testTarget(name: "WidgetDocumentTests", dependencies: ["JSON", "WidgetDocument", "WidgetExamples", "Render", "Views", "Widgets", "Layout", "Graphics", "Raster",
                                                                "TestSupport"]),
    ]
)

#if os(Linux)
// Apple's module names, on Linux only (elsewhere they are Apple's own frameworks): a widget extension's
// sources compile with `import SwiftUI`, `import WidgetKit`, `import AppIntents`, `import Intents` and
// `import ActivityKit` unchanged. Each is one file of `@_exported import`s: Foundation (as Apple's
// modules re-export it) and ours; SwiftUI adds the CoreGraphics spellings of its API (CGRect shapes,
// CGPoint paths …) and the App Group container. UIKit, os and OSLog are small modules of their own
// (UIColor, UIImage, UIFont; Logger, os_log): `#if canImport(UIKit)` is true in the targets that alias them, as on iOS, so widget
// code takes the UIKit path it takes on a device (docs/platform-api.md).
package.products += [
    // Another folder's sources compiled with a device's `#if os(…)` conditions (docs/platform-api.md).
    .plugin(name: "PlatformConditionsPlugin", targets: ["PlatformConditionsPlugin"]),
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "WidgetKit", targets: ["WidgetKit"]),
    .library(name: "AppIntents", targets: ["AppIntents"]),
    .library(name: "Intents", targets: ["Intents"]),
    .library(name: "ActivityKit", targets: ["ActivityKit"]),
    .library(name: "UIKit", targets: ["WidgetRenderUIKit"]),
    .library(name: "os", targets: ["WidgetRenderOS"]),
    .library(name: "OSLog", targets: ["WidgetRenderOSLog"]),
    .library(name: "Combine", targets: ["WidgetRenderCombine"]),
]
// UIKit, os and OSLog are built under our module names and reached by Apple's through the compiler's module
// aliases, in each target that imports them (`platformAliases`). A module file named UIKit or os would be
// seen by every package in the build: `#if canImport(os)` would turn true inside swift-argument-parser
// (whose Darwin lock then fails to compile) and `canImport(UIKit)` inside swift-snapshot-testing, depending
// on which module happens to be built first. Aliased, only the widget code that asks for them sees them.
// The runner package `widgetrender previews` generates uses the same list (PreviewRun's PlatformModuleAlias; a
// manifest cannot import it, so CLITests' PlatformModuleAliasTests keeps the two equal).
let platformAliases: [String] = [
    "-module-alias", "UIKit=WidgetRenderUIKit",
    "-module-alias", "os=WidgetRenderOS",
    "-module-alias", "OSLog=WidgetRenderOSLog",
    "-module-alias", "Combine=WidgetRenderCombine",
]
// The compiler flags that import WidgetRenderFoundation into every file of a target, as Darwin's Foundation
// brings those names to a file that imports only Foundation (the runner package passes the same flags).
let importFoundationShim: [String] = ["-Xfrontend", "-import-module", "-Xfrontend", "WidgetRenderFoundation"]
// `#Preview`'s expansion is built on swift-syntax, and only for the shims that declare the
// macros (SwiftUI, WidgetKit) and what imports them: the core library and the CLI never build it.
package.dependencies += [
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
]
package.targets += [
    .macro(
        name: "WidgetPreviewMacros",
        dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]),
    // `#if os(…)` as the device evaluates it, in a copy of a source file (swift-syntax), the tool that writes
    // the copies and the build-tool plugin that runs it for a target (`widgetrender previews`' runner, test targets).
    .target(name: "PlatformConditionsSyntax", dependencies: [
        "PlatformConditions",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
    ]),
    .executableTarget(name: "PlatformConditionsTool", dependencies: ["PlatformConditions", "PlatformConditionsSyntax", "FileAccess"]),
    .plugin(name: "PlatformConditionsPlugin", capability: .buildTool(), dependencies: ["PlatformConditionsTool"]),
    .testTarget(name: "PlatformConditionsTests", dependencies: ["PlatformConditions", "PlatformConditionsSyntax"]),
    // A target compiled from another folder's sources with the iPhone's conditions, and the test that reads them.
    .target(name: "PlatformConditionsFixture", dependencies: ["SwiftUI"], path: "Tests/PlatformConditionsFixture",
            swiftSettings: [.swiftLanguageMode(.v5)], plugins: ["PlatformConditionsPlugin"]),
    .testTarget(name: "PlatformConditionsFixtureTests", dependencies: ["PlatformConditionsFixture", "Render", "Views", "Raster", "Graphics", "WidgetPreviews"]),
    // The shims live under Sources/Platform/ (apart from the engine's folders); module names are Apple's.
    .target(name: "SwiftUI", dependencies: ["Views", "Widgets", "WidgetPreviews", "WidgetPreviewMacros", "Graphics", "Layout", "WidgetIntents", "FileAccess",
                                            "WidgetRenderCombine", "WidgetRenderUIKit", "WidgetRenderFoundation", "WidgetApp"],
            path: "Sources/Platform/SwiftUI"),
    .target(name: "WidgetKit", dependencies: ["SwiftUI", "WidgetApp", "WidgetPreviews", "WidgetPreviewMacros", "Widgets"],
            path: "Sources/Platform/WidgetKit"),
    .target(name: "AppIntents", dependencies: ["WidgetIntents"], path: "Sources/Platform/AppIntents"),
    .target(name: "Intents", dependencies: ["WidgetIntents"], path: "Sources/Platform/Intents"),
    .target(name: "ActivityKit", dependencies: ["WidgetApp"], path: "Sources/Platform/ActivityKit"),
    .target(name: "WidgetRenderUIKit", dependencies: ["Views", "Graphics", "PNGCodec", "AssetCatalog", "_Testing_UIKit", "WidgetRenderUIKitSubmodules"],
            path: "Sources/Platform/WidgetRenderUIKit"),
    // `import UIKit.UIImage`, `import UIKit.UIColor` …: a clang module map naming submodules of WidgetRenderUIKit
    // (what the alias turns `UIKit` into), as the one of WidgetRenderOS does for `import os.log`.
    .systemLibrary(name: "WidgetRenderUIKitSubmodules", path: "Sources/Platform/WidgetRenderUIKitSubmodules"),
    // Built with UIKit so that `import Testing` + `import UIKit` finds Swift Testing's cross-import overlay,
    // which the compiler looks for by the name the source imports (the alias), not the module's own.
    .target(name: "_Testing_UIKit", path: "Sources/Platform/_Testing_UIKit"),
    // Darwin's Foundation and Dispatch spellings Linux lacks (UserDefaults' key-value coding, DispatchSerialQueue,
    // NSEC_PER_SEC …), for files that import only Foundation: imported into every file of a target that passes
    // `importFoundationShim`, and re-exported by SwiftUI (docs/platform-api.md).
    .target(name: "WidgetRenderFoundation", path: "Sources/Platform/WidgetRenderFoundation"),
    .target(name: "WidgetRenderOS", dependencies: ["WidgetRenderOSSubmodules"], path: "Sources/Platform/WidgetRenderOS"),
    // `import os.log`, `import os.signpost`: a clang module map naming submodules of WidgetRenderOS (what the
    // alias turns `os` into), so a submodule import finds them and loads the Swift module (docs/platform-api.md).
    .systemLibrary(name: "WidgetRenderOSSubmodules", path: "Sources/Platform/WidgetRenderOSSubmodules"),
    .target(name: "WidgetRenderOSLog", dependencies: ["WidgetRenderOS"], path: "Sources/Platform/WidgetRenderOSLog"),
    // Combine's corners widget code touches (publishers, sinks, subjects, Timer.publish, onReceive): inert
    // where a static render has no later moment (docs/platform-api.md). Re-exported by SwiftUI, as Apple's is.
    .target(name: "WidgetRenderCombine", dependencies: ["Views"], path: "Sources/Platform/WidgetRenderCombine"),

    // The proof: a widget extension written as an iOS developer writes it (Xcode's template, the habit
    // tutorial, a SiriKit IntentConfiguration widget, a Live Activity, a control, one @main bundle),
    // compiled from its own folder unchanged. An executable target, so its `@main WidgetBundle` is the
    // program's entry point as in an app extension; SwiftPM renames that entry point when the test
    // target links the module. Swift 5 language mode, as Xcode's widget-extension template is.
    .executableTarget(
        name: "HabitWidgetExtension",
        dependencies: ["SwiftUI", "WidgetKit", "AppIntents", "Intents", "ActivityKit"],
        path: "Examples/HabitWidgetExtension",
        swiftSettings: [.swiftLanguageMode(.v5)]),
    // Previews: every #Preview form and PreviewProvider, discovery, expansion and bad input.
    .testTarget(name: "WidgetPreviewsTests", dependencies: ["SwiftUI", "WidgetKit", "AppIntents", "WidgetPreviews", "WidgetHosting", "PreviewRun", "Render"]),
    .testTarget(
        name: "HabitWidgetExtensionTests",
        dependencies: ["HabitWidgetExtension", "WidgetApp", "WidgetHosting", "WidgetPreviews", "WidgetSnapshotTesting", "Render", "Widgets",
                       "WidgetPreviewRunner", "PreviewRun", "PNGCodec", "Views"],
        exclude: ["ReadmeSnippet/__Snapshots__"]),

    // Xcode's "Widget Extension" template as Xcode writes it (entries from `Date()` and `.now`, a clock text, a
    // relative text, an AccentColor and a WidgetBackground colour set), the proof that the frozen clock makes
    // its previews and snapshots the same every minute (`make determinism` runs `previews` on it twice, a
    // minute apart).
    .executableTarget(
        name: "TemplateWidgetExtension",
        dependencies: ["SwiftUI", "WidgetKit"],
        path: "Examples/TemplateWidgetExtension",
        exclude: ["Assets.xcassets"],
        swiftSettings: [.swiftLanguageMode(.v5)],
        plugins: ["AssetSymbolsPlugin"]),
    .testTarget(
        name: "TemplateWidgetExtensionTests",
        dependencies: ["TemplateWidgetExtension", "WidgetSnapshotTesting", "WidgetHosting", "WallClock", "Render"]),

    // A weather widget extension in the style of real apps — a custom Shape written with
    // CGRect/CGPoint, UIColor/UIImage bridges, Logger, data read from the App Group container, an asset
    // catalog used through Xcode's generated symbols — compiled with its iOS imports unchanged, Swift 5
    // mode like Xcode's template.
    .executableTarget(
        name: "WeatherWidgetExtension",
        dependencies: ["SwiftUI", "WidgetKit", "WidgetRenderUIKit", "WidgetRenderOS", "WidgetRenderOSLog", "WidgetRenderCombine"],
        path: "Examples/WeatherWidgetExtension",
        exclude: ["Assets.xcassets"],
        swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(platformAliases)],
        plugins: ["AssetSymbolsPlugin"]),
    .testTarget(
        name: "WeatherWidgetExtensionTests",
        dependencies: ["WeatherWidgetExtension", "WidgetApp", "WidgetSnapshotTesting", "Render", "Widgets", "Views",
                       "TestSupport", "AssetCatalog"]),
    // Asset catalogs as Xcode writes them, seen alike by `previews` and the snapshot assertions: two
    // catalogs, an AccentColor, a WidgetBackground referencing a system colour, generated extensions off.
    .target(
        name: "CatalogFixtureExtension",
        dependencies: ["SwiftUI", "WidgetKit"],
        path: "Tests/CatalogFixtureExtension",
        exclude: ["Assets.xcassets", "Brand.xcassets"],
        swiftSettings: [.swiftLanguageMode(.v5)],
        plugins: ["AssetSymbolsPlugin"]),
    .testTarget(
        name: "CatalogFixtureExtensionTests",
        dependencies: ["CatalogFixtureExtension", "WidgetSnapshotTesting", "WidgetPreviewRunner", "PreviewRun", "AssetCatalog",
                       "PNGCodec", "Render", "Snapshot", "TestSupport", "Views",
                       .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
    // Xcode's SiriKit widget template (an IntentConfiguration widget configured by the `ConfigurationIntent` of an
    // `.intentdefinition`, here with an enum and a custom type parameter), compiled unchanged: the
    // IntentDefinitionPlugin generates the classes Xcode would.
    .executableTarget(
        name: "IntentDefinitionFixture",
        dependencies: ["SwiftUI", "WidgetKit", "Intents"],
        path: "Tests/IntentDefinitionFixture",
        exclude: ["IntentDefinitionFixture.intentdefinition"],
        swiftSettings: [.swiftLanguageMode(.v5)],
        plugins: ["IntentDefinitionPlugin"]),
    .testTarget(
        name: "IntentDefinitionFixtureTests",
        dependencies: ["IntentDefinitionFixture", "WidgetSnapshotTesting", "WidgetIntents"]),
    // Every symbol of the Apple-API table a real extension needs (issue "Real teams' extensions build"), in
    // Apple's spelling and with Apple's imports: a file importing only Foundation (built with the implicit import
    // of WidgetRenderFoundation), one importing only SwiftUI, one with the widget frameworks and `os.log`, and
    // `@main` on a WidgetBundle. If a symbol goes missing, `swift build` fails.
    .executableTarget(
        name: "AppleAPIFixture",
        dependencies: ["SwiftUI", "WidgetKit", "AppIntents", "Intents", "ActivityKit", "WidgetRenderOS"],
        path: "Tests/AppleAPIFixture",
        swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(platformAliases + importFoundationShim)]),
    // The shims' own API: CoreGraphics geometry, UIKit, os/OSLog, the App Group container.
    .testTarget(
        name: "PlatformTests",
        dependencies: ["SwiftUI", "WidgetRenderUIKit", "WidgetRenderOS", "WidgetRenderOSLog", "WidgetRenderCombine", "Render",
                       "Graphics", "PNGCodec", "Raster", "TestSupport", "AssetCatalog"],
        exclude: ["Fixtures"],
        swiftSettings: [.unsafeFlags(platformAliases)]),
]
#endif

// The rendering engine compiled optimized inside a debug build, only when `widgetrender previews` builds its
// runner package (its `swift build` runs with WIDGETRENDER_OPTIMIZE_ENGINE=1: RunnerBuild.optimizedEngine): the
// runner's layout, raster, text and PNG code run at release speed while the extension's own code stays a quick
// incremental debug build. Whole-module (`-wmo`, one object per file with `-num-threads`), since `-O` file by file
// leaves every generic helper another file calls (Raster's spans) unspecialized. Our own builds and tests never
// set it, so they compile as before.
if Context.environment["WIDGETRENDER_OPTIMIZE_ENGINE"] == "1" {
    let engine: Set<String> = ["Graphics", "Raster", "PNGCodec", "Typography", "Layout", "Drawing", "Render", "Views", "Widgets",
                               "AssetCatalog", "VectorImage", "FileAccess", "PreviewRun", "WidgetHosting", "WidgetPreviewRunner"]
    for target in package.targets where engine.contains(target.name) {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-O", "-wmo", "-num-threads", "2"])]
    }
}
