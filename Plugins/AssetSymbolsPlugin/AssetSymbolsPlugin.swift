// A SwiftPM build-tool plugin that does what Xcode 15's asset symbol generation does: for a target with an
// `Assets.xcassets` folder (at any depth of its directory), generates GeneratedAssetSymbols.swift —
// `ColorResource.brandBlue`, `ImageResource.avatar`, `Color.brandBlue` — into the build, so widget code that
// uses the generated symbols compiles unchanged. The generated file also names the catalog's path
// (`GeneratedAssetSymbols.catalogPath`) for tests and previews to load it (docs/limits.md "Asset catalogs").
//
// Apply it to a target (and exclude the catalog from the target's sources):
//     .target(name: "MyWidgetExtension", dependencies: ["SwiftUI", "WidgetKit"], exclude: ["Assets.xcassets"],
//             plugins: [.plugin(name: "AssetSymbolsPlugin", package: "WidgetRender")])
import Foundation
import PackagePlugin

@main
struct AssetSymbolsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let catalogs = Self.catalogs(in: Self.directory(of: target))
        guard let catalog = catalogs.first else { return [] }
        if catalogs.count > 1 {
            Diagnostics.warning("\(target.name) has \(catalogs.count) asset catalogs; symbols are generated from "
                                + "\(catalog.path) only")
        }
        let importsSwiftUI = module.recursiveTargetDependencies.contains { $0.name == "SwiftUI" }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
        return [
            .buildCommand(
                displayName: "Generating asset symbols for \(target.name) from \(catalog.lastPathComponent)",
                executable: try context.tool(named: "AssetSymbolGenerator").url,
                arguments: [catalog.path, output.path, importsSwiftUI ? "SwiftUI" : "Views"],
                inputFiles: Self.files(under: catalog),
                outputFiles: [output]),
        ]
    }

    /// The target's folder. `directoryURL` needs swift-tools-version 6.1 and this package is 6.0, whose
    /// `directory` is a `Path`, all of whose accessors (`string`, `description`, interpolation) are deprecated
    /// in favour of URLs; `String(describing:)` reads the same text through `CustomStringConvertible` without a
    /// deprecated call, so that no build of a package using this plugin prints a warning of ours.
    static func directory(of target: Target) -> URL {
        URL(fileURLWithPath: String(describing: target.directory), isDirectory: true)
    }

    /// Every `*.xcassets` folder under `directory`, sorted by path.
    static func catalogs(in directory: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        var found: [URL] = []
        for case let url as URL in walker where url.pathExtension == "xcassets" {
            found.append(url)
            walker.skipDescendants()
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Every file under the catalog: a change to any of them regenerates the symbols.
    static func files(under catalog: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { return [] }
        var files: [URL] = []
        for case let url as URL in walker { files.append(url) }
        return files.sorted { $0.path < $1.path }
    }
}
