// A SwiftPM build-tool plugin that compiles another folder's Swift sources with the `#if os(…)` conditions of
// a device: for a target whose folder holds `platform-conditions.swift` (comments only, PlatformConditions'
// PlatformConditionsSettings; a plugin cannot import that library, so the three keys are read here), each
// source file of the named folder becomes a rewritten copy in the build (PlatformConditionsTool: `os(iOS)` →
// `true   `, every line and column kept, a `#sourceLocation` line naming the original file), which the target
// compiles. The user's files are read, never written.
//     // platform: iOS
//     // sources: ../../MyWidgetExtension
//     // file: Avatar.swift          (optional, repeated; default every .swift file under `sources`)
// Applied to a target named as the extension's module, it lets a test target `@testable import` the extension
// as the device compiles it (README "Snapshot testing your widgets", docs/platform-api.md "Platform conditions"):
//     .target(name: "MyWidgetExtension", dependencies: […], path: "DeviceTargets/MyWidgetExtension",
//             plugins: [.plugin(name: "PlatformConditionsPlugin", package: "WidgetRender")])
import Foundation
import PackagePlugin

@main
struct PlatformConditionsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SwiftSourceModuleTarget else { return [] }
        let settingsURL = module.directoryURL.appendingPathComponent(Self.settingsFile)
        guard let text = try? String(contentsOf: settingsURL, encoding: .utf8) else { return [] }
        let settings = try Self.settings(text, file: settingsURL.path)
        let folder = settings.sources.hasPrefix("/") ? URL(fileURLWithPath: settings.sources)
            : module.directoryURL.appendingPathComponent(settings.sources)
        let root = folder.standardizedFileURL
        let files = settings.files.isEmpty ? Self.swiftFiles(under: root) : settings.files.map { root.appendingPathComponent($0) }
        let tool = try context.tool(named: "PlatformConditionsTool").url
        return files.map { input in
            let name = input.deletingPathExtension().lastPathComponent
            let output = context.pluginWorkDirectoryURL.appendingPathComponent(name + ".platform.swift")
            return .buildCommand(
                displayName: "Compiling \(input.lastPathComponent) with the \(settings.platform) device's #if os(…) conditions",
                executable: tool,
                arguments: [settings.platform, input.path, output.path, input.path],
                inputFiles: [input, settingsURL],
                outputFiles: [output])
        }
    }

    /// The settings file in the target's folder.
    static let settingsFile = "platform-conditions.swift"

    /// The three keys of a settings file.
    struct Settings {
        var platform = ""
        var sources = ""
        var files: [String] = []
    }

    /// The settings of `text` (`// key: value` lines); a missing or unknown key's value fails with file:line.
    static func settings(_ text: String, file: String) throws -> Settings {
        var settings = Settings()
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("//") else {
                if trimmed.isEmpty { continue }
                throw SettingsError(description: "\(file):\(index + 1): only `// key: value` comment lines belong here")
            }
            let body = trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)
            guard let colon = body.firstIndex(of: ":") else { continue }
            let value = body[body.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            switch body[..<colon] {
            case "platform":
                guard ["iOS", "watchOS", "macOS"].contains(value) else {
                    throw SettingsError(description: "\(file):\(index + 1): platform \"\(value)\" is not iOS, watchOS or macOS")
                }
                settings.platform = value
            case "sources": settings.sources = value
            case "file": settings.files.append(value)
            default: continue
            }
        }
        guard !settings.platform.isEmpty, !settings.sources.isEmpty else {
            throw SettingsError(description: "\(file): needs `// platform: iOS|watchOS|macOS` and `// sources: FOLDER` lines")
        }
        return settings
    }

    /// A settings file the plugin cannot read.
    struct SettingsError: Error, CustomStringConvertible {
        var description: String
    }

    /// Every `.swift` file under `folder` (hidden folders and `.build` skipped), sorted by path.
    static func swiftFiles(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil,
                                                          options: [.skipsHiddenFiles]) else { return [] }
        var found: [URL] = []
        for case let url as URL in walker where url.pathExtension == "swift" { found.append(url) }
        return found.sorted { $0.path < $1.path }
    }
}
