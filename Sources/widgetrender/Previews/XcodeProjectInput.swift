// `widgetrender previews App.xcodeproj [--target NAME]`: an Xcode project as the extension's build description.
// 1. The project: PATH is a `.xcodeproj` folder, or a folder (without Package.swift) holding exactly one.
// 2. Its `project.pbxproj` read by XcodeProject (our own old-style property-list reader and model).
// 3. The target: --target's, else the one app-extension target that links WidgetKit or whose Info.plist
//    names WidgetKit's extension point (when none does: one with a member that imports WidgetKit); several
//    are narrowed to those built for iOS (SDKROOT not watchos, macosx, appletvos, xros), and several left
//    is an error listing them.
// 4. Its members wherever they live: build-phase files, and every file of its folder-synchronized groups
//    (hidden names skipped; a folder with an extension such as `.xcassets` is one item; `.lproj` folders are
//    walked) except its membership exceptions. Each must exist: a missing one is an input error naming the
//    pbxproj line that names it.
// 5. One module: the members relative to the folder that holds them all, the catalogs, the other resources
//    (linked in beside the sources for the build plugins), SWIFT_VERSION's language mode, the active
//    compilation conditions, and the Swift package products (ProjectPackages.swift).
import FileAccess
import XcodeProject

/// Reads an Xcode project into the module `previews` builds.
enum XcodeProjectInput {
    /// Step 1: the `.xcodeproj` PATH names (absolute), nil when PATH is not a project, or an input error when
    /// a folder holds several.
    static func project(at path: String, given: String) throws -> String? {
        if path.hasSuffix(".xcodeproj") { return path }
        guard !FileSystem.exists(path + "/Package.swift") else { return nil }
        let projects = ((try? FileSystem.names(in: path)) ?? []).filter { $0.hasSuffix(".xcodeproj") && !$0.hasPrefix(".") }.sorted()
        guard projects.count <= 1 else {
            throw CLIFailure.input("\(TerminalText.safe(given)): holds \(projects.count) Xcode projects ("
                                   + projects.map(TerminalText.safe).joined(separator: ", ") + "); name the one to preview")
        }
        return projects.first.map { path + "/" + $0 }
    }

    /// Steps 2–5 for the project bundle `bundle`.
    static func locate(_ bundle: String, targetName: String?, moduleName: String?) throws -> PreviewsInput {
        let projectFolder = String(bundle[..<(bundle.lastIndex(of: "/") ?? bundle.startIndex)])
        let file = bundle + "/project.pbxproj"
        let shown = PreviewsInput.lastComponent(of: bundle) + "/project.pbxproj"
        let bytes: [UInt8]
        do { bytes = try RegularFile.readAll(file, limit: PropertyListLimits().maximumBytes) } catch {
            throw CLIFailure.input("\(TerminalText.safe(file)): cannot read the project file: \(TerminalText.safe(error.description))")
        }
        let project: XcodeProject
        do { project = try XcodeProject(parsing: bytes, file: shown, projectFolder: projectFolder) } catch {
            throw CLIFailure.input(TerminalText.safe("\(error)"))
        }
        let (target, description) = try choose(in: project, named: targetName, shown: shown)
        var members = description
        try addSynchronized(&members, shown: shown)
        try checkExists(members, shown: shown)
        let sources = members.sources.map { PreviewsInput.absolute($0.path) }
        let catalogs = members.assetCatalogs.map { PreviewsInput.absolute($0.path) }
        let resources = members.resources.map { PreviewsInput.absolute($0.path) }
        guard !sources.isEmpty else {
            throw CLIFailure.input("\(shown): the target \(TerminalText.safe(target.name)) has no Swift sources")
        }
        let root = commonFolder(sources + catalogs + resources)
        func relative(_ paths: [String]) -> [String] {
            Array(Set(paths.map { root == "/" ? String($0.dropFirst()) : String($0.dropFirst(root.count + 1)) })).sorted()
        }
        let conditions = members.compilationConditions
        for rejected in conditions.rejected {
            printError("widgetrender: note: \(shown): SWIFT_ACTIVE_COMPILATION_CONDITIONS entry \"\(TerminalText.safe(rejected))\" "
                       + "is not a condition name; left out")
        }
        let name = try moduleName.map(PreviewsInput.validModuleName)
            ?? PreviewsInput.unclaimed(PreviewsInput.c99Name(target.name))
        var module = PreviewsInput.Module(name: name, folder: root, files: relative(sources))
        module.assetCatalogs = relative(catalogs)
        module.resources = relative(resources)
        module.languageMode = members.swiftLanguageMode ?? "v5"
        module.defines = conditions.conditions
        module.packages = try ProjectPackages.uses(members.packages, shown: shown)
        return PreviewsInput(path: projectFolder, isPackage: false, modules: [module], project: bundle)
    }

    /// Step 3.
    static func choose(in project: XcodeProject, named name: String?, shown: String) throws
        -> (XcodeProject.Target, TargetDescription) {
        let all = project.targets
        if let name {
            guard let target = project.target(named: name) else {
                throw CLIFailure.input("\(shown): no target named \"\(TerminalText.safe(name))\" (--target); the project's "
                                       + "targets: " + all.map { TerminalText.safe($0.name) }.joined(separator: ", "))
            }
            return (target, try describe(target, in: project))
        }
        var widgets: [(XcodeProject.Target, TargetDescription)] = []
        var importers: [(XcodeProject.Target, TargetDescription)] = []
        for target in all where target.productType == XcodeProject.appExtension {
            var description = try describe(target, in: project)
            if description.linksWidgetKit || declaresWidgetKitExtension(description, projectFolder: project.projectFolder) {
                widgets.append((target, description))
                continue
            }
            try addSynchronized(&description, shown: shown)
            let imports = description.sources.contains { member in
                guard let bytes = try? RegularFile.readAll(member.path, limit: 16 << 20) else { return false }
                return ExtensionTargets.importsWidgetFramework(String(decoding: bytes, as: UTF8.self), modules: ["WidgetKit"])
            }
            if imports { importers.append((target, description)) }
        }
        // An extension of another kind (an Intents extension) may compile a shared file that imports WidgetKit:
        // such targets count only when no target links WidgetKit or declares the widget extension point.
        if widgets.isEmpty { widgets = importers }
        let otherPlatforms: Set<String> = ["watchos", "macosx", "appletvos", "xros"]
        if widgets.count > 1 {
            let iOS = widgets.filter { !otherPlatforms.contains($0.1.settings["SDKROOT"] ?? "iphoneos") }
            if !iOS.isEmpty { widgets = iOS }
        }
        guard widgets.count == 1, let only = widgets.first else {
            let listed = (widgets.isEmpty ? all : widgets.map { $0.0 }).map { TerminalText.safe($0.name) }.joined(separator: ", ")
            throw CLIFailure.input(widgets.isEmpty
                ? "\(shown): no app-extension target links WidgetKit; choose one with --target (targets: \(listed))"
                : "\(shown): \(widgets.count) widget-extension targets (\(listed)); choose one with --target")
        }
        return only
    }

    /// True when the target's INFOPLIST_FILE names WidgetKit's extension point (`com.apple.widgetkit-extension`,
    /// as Xcode's widget template writes it).
    static func declaresWidgetKitExtension(_ description: TargetDescription, projectFolder: String) -> Bool {
        guard var file = description.settings["INFOPLIST_FILE"], !file.isEmpty else { return false }
        for root in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where file.hasPrefix(root) {
            file.removeFirst(root.count)
        }
        let path = file.hasPrefix("/") ? file : projectFolder + "/" + file
        guard let bytes = try? RegularFile.readAll(path, limit: 1 << 20) else { return false }
        return String(decoding: bytes, as: UTF8.self).contains("com.apple.widgetkit-extension")
    }

    static func describe(_ target: XcodeProject.Target, in project: XcodeProject) throws -> TargetDescription {
        do { return try project.describe(target) } catch { throw CLIFailure.input(TerminalText.safe("\(error)")) }
    }

    /// Step 4: the files of the target's synchronized folders, added to its members (once).
    static func addSynchronized(_ description: inout TargetDescription, shown: String) throws {
        let folders = description.synchronizedFolders
        description.synchronizedFolders = []
        for folder in folders {
            guard FileSystem.kind(of: folder.path) == .folder else {
                throw CLIFailure.input("\(shown):\(folder.position.line): the synchronized folder "
                                       + "\(TerminalText.safe(folder.path)) is missing")
            }
            func excepted(_ path: String) -> Bool {
                folder.exceptions.contains { path == $0 || path.hasPrefix($0 + "/") }
            }
            func isItem(_ entry: FolderWalk.Entry) -> Bool {
                guard entry.isFolder else { return true }
                if folder.explicitFolders.contains(entry.path) { return true }
                let name = entry.name
                guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
                return name[name.index(after: dot)...] != "lproj"
            }
            let entries = try PreviewsInput.walk(folder.path) { !isItem($0) && !excepted($0.path) }
            for entry in entries where isItem(entry) && !excepted(entry.path) && (entry.isFolder || entry.kind == .regular) {
                description.add(TargetDescription.Member(path: folder.path + "/" + entry.path, position: folder.position))
            }
        }
    }

    /// Every member exists, or an input error names the pbxproj line.
    static func checkExists(_ description: TargetDescription, shown: String) throws {
        for member in description.sources + description.assetCatalogs + description.resources
        where FileSystem.kind(of: member.path) == nil {
            throw CLIFailure.input("\(shown):\(member.position.line): the target \(TerminalText.safe(description.target.name))'s "
                                   + "member \(TerminalText.safe(PreviewsInput.absolute(member.path))) is missing")
        }
    }

    /// The deepest folder holding every path (absolute, normalised).
    static func commonFolder(_ paths: [String]) -> String {
        var common: [Substring]?
        for path in paths {
            let parts = Array(path.split(separator: "/").dropLast())
            guard let sofar = common else { common = parts; continue }
            var count = 0
            while count < min(sofar.count, parts.count), sofar[count] == parts[count] { count += 1 }
            common = Array(sofar.prefix(count))
        }
        return "/" + (common ?? []).joined(separator: "/")
    }
}
