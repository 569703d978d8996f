// A SwiftPM build-tool plugin that does what Xcode 15's asset symbol generation does: for a target with
// `*.xcassets` folders (at any depth of its directory), generates one GeneratedAssetSymbols.swift from all
// of them — `ColorResource.brandBlue`, `ImageResource.avatar`, `Color.brandBlue` — into the build, so widget
// code that uses the generated symbols compiles unchanged. The generated file also names the catalogs'
// paths (`GeneratedAssetSymbols.catalogPaths`) for tests and previews to load them (docs/limits.md
// "Asset catalogs").
//
// Xcode's two target settings are read from a hidden `.asset-symbols.xcconfig` in the target's folder
// (SwiftPM ignores hidden files, so it needs no `exclude:`), in xcconfig syntax:
//     ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = NO   // no Color.x / ShapeStyle.x
//     ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS = NO                   // nothing at all
//
// Apply it to a target (and exclude the catalog from the target's sources: it stays on disk beside them,
// where `widgetrender previews` and the snapshot assertions read it):
//     .target(name: "MyWidgetExtension", dependencies: ["SwiftUI", "WidgetKit"], exclude: ["Assets.xcassets"],
//             plugins: [.plugin(name: "AssetSymbolsPlugin", package: "WidgetRender")])
import Foundation
import PackagePlugin

@main
struct AssetSymbolsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SwiftSourceModuleTarget else { return [] }
        let directory = module.directoryURL
        let catalogs = Self.catalogs(in: directory)
        guard !catalogs.isEmpty else { return [] }
        let settings = try Self.settings(in: directory)
        let importsSwiftUI = module.recursiveTargetDependencies.contains { $0.name == "SwiftUI" }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
        var arguments = [output.path, importsSwiftUI ? "SwiftUI" : "Views"]
        if settings["ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS"] == false { arguments.append("--no-symbols") }
        if settings["ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS"] == false {
            arguments.append("--no-extensions")
        }
        arguments += catalogs.map(\.path)
        let names = catalogs.map(\.lastPathComponent).joined(separator: ", ")
        let settingsURL = directory.appendingPathComponent(Self.settingsFile)
        let settingsInput = FileManager.default.fileExists(atPath: settingsURL.path) ? [settingsURL] : []
        return [
            .buildCommand(
                displayName: "Generating asset symbols for \(target.name) from \(names)",
                executable: try context.tool(named: "AssetSymbolGenerator").url,
                arguments: arguments,
                inputFiles: catalogs.flatMap(Self.files(under:)) + settingsInput,
                outputFiles: [output]),
        ]
    }

    /// The hidden file holding Xcode's asset-symbol settings for the target.
    static let settingsFile = ".asset-symbols.xcconfig"

    /// The settings of `.asset-symbols.xcconfig` (YES/NO values), or none when the file is absent.
    static func settings(in directory: URL) throws -> [String: Bool] {
        let file = directory.appendingPathComponent(settingsFile)
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [:] }
        let known: Set<String> = ["ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS",
                                  "ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS"]
        var settings: [String: Bool] = [:]
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            let parts = trimmed.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            let value = parts.count == 2 ? parts[1].uppercased() : ""
            guard parts.count == 2, known.contains(parts[0]), value == "YES" || value == "NO" else {
                throw SettingsError(description: "\(file.path):\(index + 1): expected `SETTING = YES` or `SETTING = NO` "
                                    + "with SETTING one of \(known.sorted().joined(separator: ", "))")
            }
            settings[parts[0]] = value == "YES"
        }
        return settings
    }

    /// A line of the settings file the plugin cannot read.
    struct SettingsError: Error, CustomStringConvertible {
        var description: String
    }

    /// Every `*.xcassets` folder under `directory`, sorted by path.
    static func catalogs(in directory: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil,
                                                          options: [.skipsHiddenFiles]) else { return [] }
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
