// A SwiftPM build-tool plugin that does what Xcode's intent class generation does: for a target with
// `*.intentdefinition` files (at any depth of its directory), generates GeneratedIntents.swift from all of
// them — `ConfigurationIntent: INIntent`, its `…IntentHandling` protocol and `…IntentResponse`, the enums and
// custom types — into the build, so widget code that uses the generated classes compiles unchanged
// (docs/platform-api.md "Intent definitions").
//
// Apply it to a target (and exclude the definition from the target's sources, as SwiftPM does not know the
// file type):
//     .target(name: "MyWidgetExtension", dependencies: ["SwiftUI", "WidgetKit", "Intents"],
//             exclude: ["MyWidget.intentdefinition"],
//             plugins: [.plugin(name: "IntentDefinitionPlugin", package: "WidgetRender")])
import Foundation
import PackagePlugin

@main
struct IntentDefinitionPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SwiftSourceModuleTarget else { return [] }
        let definitions = Self.definitions(in: module.directoryURL)
        guard !definitions.isEmpty else { return [] }
        // The generated file imports the Intents shim where the target has it (as Xcode's does), else WidgetIntents.
        let dependencies = module.recursiveTargetDependencies.map(\.name)
        let imported = dependencies.contains("Intents") ? "Intents" : "WidgetIntents"
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedIntents.swift")
        let names = definitions.map(\.lastPathComponent).joined(separator: ", ")
        return [
            .buildCommand(
                displayName: "Generating intent classes for \(target.name) from \(names)",
                executable: try context.tool(named: "IntentDefinitionGenerator").url,
                arguments: [output.path, imported] + definitions.map(\.path),
                inputFiles: definitions,
                outputFiles: [output]),
        ]
    }

    /// Every `*.intentdefinition` file under `directory` (not inside a catalog or another bundle), sorted by path.
    static func definitions(in directory: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil,
                                                          options: [.skipsHiddenFiles]) else { return [] }
        var found: [URL] = []
        for case let url as URL in walker {
            if url.pathExtension == "intentdefinition" { found.append(url) }
            if url.pathExtension == "xcassets" { walker.skipDescendants() }
        }
        return found.sorted { $0.path < $1.path }
    }
}
