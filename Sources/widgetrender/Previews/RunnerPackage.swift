// The runner package `widgetrender previews` builds: a folder (by default PATH/.build/widgetrender-previews)
// holding
//   Package.swift                       depends on WidgetRender by path; one target per extension module
//   Sources/<Module>/…                  symbolic links to the user's files (never copies, never edits)
//   Sources/PreviewRunner/main.swift    `await PreviewRunner.main()` (WidgetPreviewRunner) over those modules
//   .build/                             SwiftPM's, so a second run rebuilds only what changed
//   work/                               request.json, the renders and report.json of the last run
// A file is rewritten only when its content changes, and links only when their target changes, so an
// unchanged extension is not recompiled. The user's `@main WidgetBundle` keeps compiling unchanged: each
// extension module is built with `-entry-point-function-name <Module>_main`, so its entry point is a
// function of that name and the runner's `main.swift` is the program's `main` (what SwiftPM itself does to
// an executable target linked into tests).
import FileAccess
#if canImport(Glibc)
import Glibc
#endif
import PortableFoundation
import PreviewRun

/// Writes the runner package for an input.
struct RunnerPackage {
    /// The runner's executable target (and binary) name.
    static let runnerTarget = "PreviewRunner"

    /// The runner package's folder (absolute).
    var folder: String
    /// WidgetRender's package folder (absolute).
    var widgetRender: String
    /// The extension's modules.
    var modules: [PreviewsInput.Module]

    /// The asset catalog the renders read: the first module's first one (absolute), or nil.
    var assetCatalog: String? {
        for module in modules { if let first = module.assetCatalogs.first { return module.folder + "/" + first } }
        return nil
    }

    /// The folder of the last run's request, renders and report.
    var workFolder: String { folder + "/work" }
    /// SwiftPM's scratch folder.
    var scratchFolder: String { folder + "/.build" }

    /// Writes or updates every file of the package.
    func write() throws {
        try CLIOutput.makeFolder(folder)
        try writeIfChanged(manifest(), to: folder + "/Package.swift")
        try CLIOutput.makeFolder(folder + "/Sources/" + Self.runnerTarget)
        try writeIfChanged(mainFile(), to: folder + "/Sources/\(Self.runnerTarget)/main.swift")
        for module in modules { try link(module) }
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
            // An asset catalog is linked in beside the sources, kept out of them, and read by the symbols plugin
            // (Color.brandBlue, Image(.avatar) as Xcode generates them).
            let catalogs = module.assetCatalogs
            let exclude = catalogs.isEmpty ? "" : """

                            exclude: [\(catalogs.map { "\"\(Self.literal($0))\"" }.joined(separator: ", "))],
                """
            let plugins = catalogs.isEmpty ? "" : """

                            plugins: [.plugin(name: "AssetSymbolsPlugin", package: "\(identity)")],
                """
            targets.append("""
                        .target(
                            name: "\(module.name)",
                            dependencies: [\(dependencies.joined(separator: ", "))],
                            path: "Sources/\(module.name)",\(exclude)
                            swiftSettings: [
                                .swiftLanguageMode(.v5),
                                .unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "\(module.name)_main",
                                              \(aliases)]),
                            ],\(plugins)
                        ),
                """)
        }
        let runnerDependencies = modules.map { "\"\($0.name)\"" }
            + [".product(name: \"WidgetPreviewRunner\", package: \"\(identity)\")"]
        targets.append("""
                    .executableTarget(
                        name: "\(Self.runnerTarget)",
                        dependencies: [\(runnerDependencies.joined(separator: ", "))],
                        path: "Sources/\(Self.runnerTarget)"),
            """)
        return """
            // swift-tools-version: 6.0
            // Generated by `widgetrender previews`; rewritten on every run, do not edit.
            import PackageDescription

            let package = Package(
                name: "WidgetRenderPreviews",
                dependencies: [.package(path: "\(Self.literal(widgetRender))")],
                targets: [
            \(targets.joined(separator: "\n"))
                ]
            )

            """
    }

    /// The runner's main.swift: imports every extension module (so their previews are linked) and runs.
    func mainFile() -> String {
        var text = "// Generated by `widgetrender previews`; rewritten on every run, do not edit.\n"
        text += "import WidgetPreviewRunner\n"
        for module in modules { text += "import \(module.name)\n" }
        text += "\nawait WidgetPreviewRunner.PreviewRunner.main()\n"
        return text
    }

    /// Links each file and asset catalog of `module` under Sources/<name>/ and removes links to ones that are gone.
    func link(_ module: PreviewsInput.Module) throws {
        let root = folder + "/Sources/" + module.name
        try CLIOutput.makeFolder(root)
        let wanted = Set(module.files)
        for existing in PreviewsInput.swiftFiles(under: root) where !wanted.contains(existing) {
            unlink(root + "/" + existing)
        }
        let catalogs = module.assetCatalogs
        for existing in PreviewsInput.assetCatalogs(under: root) where !catalogs.contains(existing) {
            unlink(root + "/" + existing)
        }
        for file in module.files + catalogs {
            let link = root + "/" + file
            let target = module.folder + "/" + file
            if let slash = file.lastIndex(of: "/") { try CLIOutput.makeFolder(root + "/" + file[..<slash]) }
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == target { continue }
            unlink(link)
            guard symlink(target, link) == 0 else {
                throw CLIFailure.io("\(TerminalText.safe(link)): cannot link to the source: "
                                    + FileAccessError.plainWords(errno))
            }
        }
    }

    /// Writes `text` to `path` unless the file already holds it.
    func writeIfChanged(_ text: String, to path: String) throws {
        let bytes = Array(text.utf8)
        if let existing = try? RegularFile.readAll(path, limit: 1 << 20), existing == bytes { return }
        try CLIOutput.write(bytes, to: path)
    }

    /// `text` as the inside of a Swift string literal.
    static func literal(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
    }
}
