// The runner package `widgetrender previews` builds: a folder (by default PATH/.build/widgetrender-previews)
// holding
//   Package.swift                       depends on WidgetRender by path; one target per extension module
//   Sources/<Module>/…                  symbolic links to the user's files (never copies, never edits)
//   Sources/<Module>/platform-conditions.swift   when some of those files may hold an `#if os(…)`: the settings
//                                       of WidgetRender's PlatformConditionsPlugin, which compiles those files
//                                       (not linked) as rewritten copies in .build with the device's conditions
//   Sources/PreviewRunner_<tag>/main.swift  `await PreviewRunner.main()` (WidgetPreviewRunner) over those modules;
//                                       the executable is named after this folder (RunnerScratch.tag), so runner
//                                       packages sharing one scratch folder never build or run each other's
//   (SwiftPM's scratch folder is the checkout's shared one, RunnerScratch.swift, or .build/ here when that
//   cannot be created; a second run rebuilds only what changed)
//   work/                               request.json, the renders and report.json of the last run
//   .widgetrender-runner                marks the folder as ours and lists the links we made
// A file is rewritten only when its content changes, and links only when their target changes, so an
// unchanged extension is not recompiled. Nothing we did not create is replaced or removed: the folder must be
// new, empty or marked as ours (a runner package of an earlier version is recognised by its generated
// Package.swift); a link is replaced or removed only when it is still a symbolic link and either listed in
// the mark or pointing into the module's folder; any other file, folder or link at a path we would create
// is an error naming it, left as it is. Folders below the runner are created without following links. The user's `@main WidgetBundle` keeps compiling unchanged: each
// extension module is built with `-entry-point-function-name <Module>_main`, so its entry point is a
// function of that name and the runner's `main.swift` is the program's `main` (what SwiftPM itself does to
// an executable target linked into tests).
import FileAccess
import PlatformConditions
import PortableFoundation
import PreviewRun

/// Writes the runner package for an input.
struct RunnerPackage {
    /// The prefix of the runner's executable target (and binary) name.
    static let runnerPrefix = "PreviewRunner_"

    /// The runner's executable target (and binary) name: the prefix and this folder's tag.
    var runnerTarget: String { Self.runnerPrefix + RunnerScratch.tag(of: folder) }

    /// The runner package's folder (absolute).
    var folder: String
    /// WidgetRender's package folder (absolute).
    var widgetRender: String
    /// The extension's modules.
    var modules: [PreviewsInput.Module]
    /// The device whose `#if os(…)` conditions the extension compiles with.
    var platform: DevicePlatform = .iOS
    /// Per module name, its files that may hold an `#if os(…)` (``conditionFiles(of:)``): compiled as
    /// rewritten copies, not linked.
    var conditionFiles: [String: [String]] = [:]

    /// The asset catalog the renders read: the first module's first one (absolute), or nil.
    var assetCatalog: String? {
        for module in modules { if let first = module.assetCatalogs.first { return module.folder + "/" + first } }
        return nil
    }

    /// Every asset catalog of the modules (absolute), read as one by the runner.
    var assetCatalogs: [String] {
        modules.flatMap { module in module.assetCatalogs.map { module.folder + "/" + $0 } }
    }

    /// The folder of the last run's request, renders and report.
    var workFolder: String { folder + "/work" }
    /// SwiftPM's scratch folder (RunnerScratch): shared by the checkout's runner packages, or this folder's own.
    var scratchFolder: String

    /// The file that marks the folder as a runner package of ours.
    static let markName = ".widgetrender-runner"
    /// The mark's first line.
    static let markHeader = "Runner package of `widgetrender previews`: generated, safe to delete."

    /// Writes or updates every file of the package.
    func write() throws {
        var links = try claim()
        try writeIfChanged(manifest(), to: folder + "/Package.swift")
        try makeFolders("Sources/" + runnerTarget)
        try writeIfChanged(mainFile(), to: folder + "/Sources/\(runnerTarget)/main.swift")
        for module in modules {
            try link(module, links: &links)
            try writeConditionSettings(module)
        }
        try writeMark(links)
    }

    /// The files of each module that may hold an `#if os(…)` condition (PlatformConditions' quick scan; a file
    /// that cannot be read stays a link and the compiler reports it), by module name.
    static func conditionFiles(of modules: [PreviewsInput.Module]) -> [String: [String]] {
        var found: [String: [String]] = [:]
        for module in modules {
            let files = module.files.filter { file in
                guard let bytes = try? RegularFile.readAll(module.folder + "/" + file, limit: 16 << 20) else { return false }
                return DevicePlatform.mayHaveOSCondition(String(decoding: bytes, as: UTF8.self))
            }
            if !files.isEmpty { found[module.name] = files }
        }
        return found
    }

    /// Writes the module's PlatformConditionsPlugin settings when it has files with `os(…)` conditions, and
    /// removes the ones an earlier run wrote when it has none.
    func writeConditionSettings(_ module: PreviewsInput.Module) throws {
        let path = folder + "/Sources/\(module.name)/" + PlatformConditionsSettings.fileName
        guard let files = conditionFiles[module.name] else {
            guard FileSystem.linkKind(of: path) == .regular else { return }
            do { try FileSystem.removeFile(path) } catch { throw CLIOutput.failure(error, option: "--build-path") }
            return
        }
        let settings = PlatformConditionsSettings(platform: platform, sources: module.folder, files: files)
        try writeIfChanged(settings.text, to: path)
    }

    /// Makes the folder ours, or refuses it: a new or empty folder gets the mark; a marked one (or one with
    /// the Package.swift an earlier version generated) is ours; anything else is a usage error. The links
    /// the mark lists, relative to the folder.
    func claim() throws -> Set<String> {
        let mark = folder + "/" + Self.markName
        guard let kind = FileSystem.kind(of: folder) else {
            do { try FileSystem.makeFolders(folder) } catch { throw CLIOutput.failure(error, option: "--build-path") }
            try writeMark([])
            return []
        }
        guard kind == .folder else {
            throw CLIFailure.usage("--build-path: \(TerminalText.safe(folder)) is \(kind), not a folder")
        }
        if FileSystem.linkKind(of: mark) == .regular, let bytes = try? RegularFile.readAll(mark, limit: 16 << 20) {
            let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
            if lines.first == Self.markHeader {
                return Set(lines.dropFirst().compactMap { $0.hasPrefix("link ") ? String($0.dropFirst(5)) : nil })
            }
        }
        let names: [String]
        do { names = try FileSystem.names(in: folder) } catch {
            throw CLIOutput.failure(error, option: "--build-path")
        }
        let generated = (try? RegularFile.readAll(folder + "/Package.swift", limit: 1 << 20))
            .map { String(decoding: $0, as: UTF8.self).contains("// Generated by `widgetrender previews`") } ?? false
        guard names.isEmpty || generated else {
            throw CLIFailure.usage("--build-path: \(TerminalText.safe(folder)) holds files that are not a runner package of "
                                   + "widgetrender previews; choose a new or empty folder")
        }
        // A runner of an earlier version: the links under its Sources/ are the ones it made.
        var links: Set<String> = []
        if generated, FileSystem.linkKind(of: folder + "/Sources") == .folder {
            do {
                links = Set(try FolderWalk(followsLinks: false).entries(of: folder + "/Sources")
                    .filter(\.isLink).map { "Sources/" + $0.path })
            } catch { throw CLIOutput.failure(error, option: "--build-path") }
        }
        try writeMark(links)
        return links
    }

    /// Writes the mark with the links we made.
    func writeMark(_ links: Set<String>) throws {
        let lines = [Self.markHeader] + links.sorted().map { "link " + $0 }
        try writeIfChanged(lines.joined(separator: "\n") + "\n", to: folder + "/" + Self.markName)
    }

    /// mkdir -p of `relative` below the runner folder, links not followed.
    func makeFolders(_ relative: String) throws {
        do { try FileSystem.makeFolders(relative, below: folder) } catch { throw CLIOutput.failure(error, option: "--build-path") }
    }

    /// The generated Package.swift.
    func manifest() -> String {
        let identity = WidgetRenderPackage.identity(of: widgetRender)
        let frameworks = ["SwiftUI", "WidgetKit", "AppIntents", "Intents", "ActivityKit", "UIKit", "os", "OSLog", "Combine", "WidgetApp",
                          "WidgetIntents"]
        // UIKit, os and OSLog are modules under WidgetRender's names, reached by Apple's through module aliases
        // (WidgetRender's Package.swift says why).
        let aliases = PlatformModuleAlias.compilerFlags.map { "\"\($0)\"" }.joined(separator: ", ")
        var targets: [String] = []
        for module in modules {
            let dependencies = frameworks.map { ".product(name: \"\($0)\", package: \"\(identity)\")" }
                + module.dependencies.map { "\"\($0)\"" }
                + module.packages.map { ".product(name: \"\(Self.literal($0.product))\", package: \"\(Self.literal($0.identity))\")" }
            // An asset catalog is linked in beside the sources, kept out of them, and read by the symbols plugin
            // (Color.brandBlue, Image(.avatar) as Xcode generates them). So are the other resources: an
            // `.intentdefinition` is read by the intent plugin (ConfigurationIntent … as Xcode generates them).
            let catalogs = module.assetCatalogs
            let excluded = catalogs + module.resources
            let exclude = excluded.isEmpty ? "" : """

                            exclude: [\(excluded.map { "\"\(Self.literal($0))\"" }.joined(separator: ", "))],
                """
            // Files with `#if os(…)` are compiled as the device's copies (writeConditionSettings).
            let pluginNames = (catalogs.isEmpty ? [] : ["AssetSymbolsPlugin"])
                + (module.intentDefinitions.isEmpty ? [] : ["IntentDefinitionPlugin"])
                + (conditionFiles[module.name] == nil ? [] : ["PlatformConditionsPlugin"])
            let plugins = pluginNames.isEmpty ? "" : """

                            plugins: [\(pluginNames.map { ".plugin(name: \"\($0)\", package: \"\(identity)\")" }.joined(separator: ", "))],
                """
            targets.append("""
                        .target(
                            name: "\(module.name)",
                            dependencies: [\(dependencies.joined(separator: ", "))],
                            path: "Sources/\(module.name)",\(exclude)
                            swiftSettings: [
                                .swiftLanguageMode(.\(module.languageMode)),\(module.defines.map { " .define(\"\($0)\")," }.joined())
                                .unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "\(module.name)_main",
                                              \(aliases)]),
                                .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "WidgetRenderFoundation"]),
                            ],\(plugins)
                        ),
                """)
        }
        let runnerDependencies = modules.map { "\"\($0.name)\"" }
            + [".product(name: \"WidgetPreviewRunner\", package: \"\(identity)\")"]
        targets.append("""
                    .executableTarget(
                        name: "\(runnerTarget)",
                        dependencies: [\(runnerDependencies.joined(separator: ", "))],
                        path: "Sources/\(runnerTarget)"),
            """)
        return """
            // swift-tools-version: 6.0
            // Generated by `widgetrender previews`; rewritten on every run, do not edit.
            import PackageDescription

            let package = Package(
                name: "WidgetRenderPreviews",
                dependencies: [\(packageDeclarations.joined(separator: ", "))],
                targets: [
            \(targets.joined(separator: "\n"))
                ]
            )

            """
    }

    /// WidgetRender's `.package(path:)` and each package the modules' products come from, once.
    var packageDeclarations: [String] {
        var declarations = [".package(path: \"\(Self.literal(widgetRender))\")"]
        for use in modules.flatMap(\.packages) where !declarations.contains(use.declaration) {
            declarations.append(use.declaration)
        }
        return declarations
    }

    /// The runner's main.swift: imports every extension module (so their previews are linked) and runs.
    func mainFile() -> String {
        var text = "// Generated by `widgetrender previews`; rewritten on every run, do not edit.\n"
        text += "import WidgetPreviewRunner\n"
        for module in modules { text += "import \(module.name)\n" }
        text += "\nawait WidgetPreviewRunner.PreviewRunner.main()\n"
        return text
    }

    /// Links each file and asset catalog of `module` under Sources/<name>/ and removes our links to ones that
    /// are gone; `links` (relative to the runner folder) gains the links made and loses the ones removed.
    func link(_ module: PreviewsInput.Module, links: inout Set<String>) throws {
        let base = "Sources/" + module.name
        let root = folder + "/" + base
        try makeFolders(base)
        let catalogs = module.assetCatalogs + module.resources
        let copied = Set(conditionFiles[module.name] ?? [])
        let linked = module.files.filter { !copied.contains($0) }
        let wanted = Set(linked + catalogs)
        do {
            for entry in try FolderWalk(followsLinks: false).entries(of: root) where entry.isLink && !wanted.contains(entry.path) {
                let relative = base + "/" + entry.path
                guard isOurs(root + "/" + entry.path, relative, module, links) else { continue }
                try FileSystem.removeLink(root + "/" + entry.path)
                links.remove(relative)
            }
            for file in linked + catalogs {
                let link = root + "/" + file
                let relative = base + "/" + file
                let target = module.folder + "/" + file
                if let slash = file.lastIndex(of: "/") { try makeFolders(base + "/" + file[..<slash]) }
                if let kind = FileSystem.linkKind(of: link) {
                    if kind == .symbolicLink, FileSystem.linkText(link) == target {
                        links.insert(relative)
                        continue
                    }
                    guard kind == .symbolicLink, isOurs(link, relative, module, links) else {
                        throw FileAccessError.occupied(path: link, kind: kind)
                    }
                    try FileSystem.removeLink(link)
                }
                try FileSystem.makeLink(at: link, to: target)
                links.insert(relative)
            }
        } catch let error as FileAccessError {
            throw CLIOutput.failure(error, option: "--build-path")
        }
    }

    /// True when the symbolic link `path` (`relative` to the runner folder) is one we made: listed in the
    /// mark, or pointing into the module's folder.
    func isOurs(_ path: String, _ relative: String, _ module: PreviewsInput.Module, _ links: Set<String>) -> Bool {
        guard FileSystem.linkKind(of: path) == .symbolicLink else { return false }
        if links.contains(relative) { return true }
        guard let text = FileSystem.linkText(path), text.hasPrefix("/") else { return false }
        return FileSystem.contains(module.folder, text) && text != module.folder
    }

    /// Writes `text` to `path` unless the file already holds it; anything but a regular file at `path` is an
    /// error, left as it is.
    func writeIfChanged(_ text: String, to path: String) throws {
        if let kind = FileSystem.linkKind(of: path), kind != .regular {
            throw CLIOutput.failure(.occupied(path: path, kind: kind), option: "--build-path")
        }
        let bytes = Array(text.utf8)
        if let existing = try? RegularFile.readAll(path, limit: 1 << 20), existing == bytes { return }
        try CLIOutput.write(bytes, to: path)
    }

    /// `text` as the inside of a Swift string literal.
    static func literal(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
    }
}
