// What `widgetrender previews PATH` was pointed at, found out without building anything:
// 1. PATH must exist and be a folder.
// 2. A folder holding Package.swift is a Swift package: its extension targets are the source targets
//    whose files import WidgetKit or SwiftUI (read from `swift package describe`, ExtensionTargets.swift).
// 3. A `.xcodeproj`, or a folder (without Package.swift) holding exactly one, is an Xcode project: its
//    widget-extension target's members, settings and packages (XcodeProjectInput.swift).
// 4. Otherwise a folder of `.swift` files (searched recursively by FileAccess's FolderWalk: hidden folders
//    and `.build` skipped, links followed once per real folder, a link loop refused) is one widget
//    extension's sources, as an Xcode widget-extension target's folder is.
// Anything else is an input error that says which of the two was expected.
import FileAccess
#if canImport(Glibc)
import Glibc
#endif
import PortableFoundation

/// The widget extension `widgetrender previews` renders: its source modules and where it lives.
struct PreviewsInput: Equatable {
    /// One module of the extension: a name and its `.swift` files.
    struct Module: Equatable {
        /// The module name (a C99 identifier).
        var name: String
        /// The folder its files are under.
        var folder: String
        /// The files, relative to `folder`, sorted.
        var files: [String]
        /// Names of the other modules of this input it imports (a package target's dependencies).
        var dependencies: [String] = []

        /// Its `*.xcassets` folders, relative to `folder`, sorted (an Xcode extension target keeps one).
        var assetCatalogs: [String] = []
        /// Its other resources (`.intentdefinition`, `.strings` …), relative to `folder`, sorted: linked in
        /// beside the sources and kept out of them, for the build plugins that read them.
        var resources: [String] = []
        /// Its `*.intentdefinition` files (among `resources`), generated into classes by IntentDefinitionPlugin.
        var intentDefinitions: [String] { resources.filter { $0.hasSuffix(".intentdefinition") } }
        /// SwiftPM's language mode: `v5` (Xcode's widget template), or an Xcode target's SWIFT_VERSION.
        var languageMode = "v5"
        /// Compilation conditions (`-D`), an Xcode target's SWIFT_ACTIVE_COMPILATION_CONDITIONS.
        var defines: [String] = []
        /// Swift package products it depends on (an Xcode target's).
        var packages: [PackageUse] = []
    }

    /// A package product a module depends on, as the runner's manifest names it.
    struct PackageUse: Equatable {
        /// The product's name.
        var product: String
        /// SwiftPM's identity of its package.
        var identity: String
        /// The package's `.package(…)` declaration.
        var declaration: String
    }

    /// PATH as given, made absolute.
    var path: String
    /// True when PATH is a Swift package.
    var isPackage: Bool
    /// The modules to compile, dependencies before dependents.
    var modules: [Module]
    /// The `.xcodeproj` PATH named, when it is an Xcode project (`path` is then the folder holding it).
    var project: String? = nil

    /// Step 1–3: PATH's kind and sources, or a clear input error; a package's manifest runs at most `manifestTimeout`.
    static func locate(_ given: String, moduleName: String?, target: String? = nil,
                       manifestTimeout: Duration = RunnerLimits.default.manifest) throws -> PreviewsInput {
        let path = absolute(given)
        if path.hasSuffix(".xcodeproj"), FileSystem.kind(of: path) == nil {
            throw CLIFailure.input("\(TerminalText.safe(given)): no such Xcode project")
        }
        guard let kind = FileSystem.kind(of: path) else {
            throw CLIFailure.input("\(TerminalText.safe(given)): no such folder (expected a Swift package, an Xcode "
                                   + "project or a folder of widget-extension sources)")
        }
        guard kind == .folder else {
            throw CLIFailure.input("\(TerminalText.safe(given)): is a file, not a folder (expected a Swift package, an "
                                   + "Xcode project or a folder of widget-extension sources)")
        }
        if let project = try XcodeProjectInput.project(at: path, given: given) {
            return try XcodeProjectInput.locate(project, targetName: target, moduleName: moduleName)
        }
        if target != nil {
            throw CLIFailure.usage("--target names a target of an Xcode project; \(TerminalText.safe(given)) is not one "
                                   + "(a .xcodeproj, or a folder holding one)")
        }
        if FileSystem.exists(path + "/Package.swift") {
            let modules = try ExtensionTargets.find(inPackage: path, manifestTimeout: manifestTimeout).map(withCatalogs)
            return PreviewsInput(path: path, isPackage: true, modules: modules)
        }
        let files = try swiftFiles(under: path)
        guard !files.isEmpty else {
            throw CLIFailure.input("\(TerminalText.safe(given)): holds no Package.swift and no .swift files "
                                   + "(expected a Swift package, an Xcode project or a folder of widget-extension sources)")
        }
        let name = try moduleName.map(validModuleName) ?? unclaimed(c99Name(lastComponent(of: path)))
        let module = try withCatalogs(Module(name: name, folder: path, files: files))
        return PreviewsInput(path: path, isPackage: false, modules: [module])
    }

    /// `module` with its asset catalogs and intent definitions (its resources) found.
    static func withCatalogs(_ module: Module) throws -> Module {
        var module = module
        module.assetCatalogs = try assetCatalogs(under: module.folder)
        module.resources = try walk(module.folder) { !$0.name.hasSuffix(".xcassets") }
            .filter { $0.kind == .regular && $0.path.hasSuffix(".intentdefinition") }.map(\.path)
        return module
    }

    /// The `.swift` files under `folder`, relative, sorted; hidden folders (`.build`, `.git`) are skipped.
    static func swiftFiles(under folder: String) throws -> [String] {
        try walk(folder).filter { $0.kind == .regular && $0.path.hasSuffix(".swift") }.map(\.path)
    }

    /// The `*.xcassets` folders under `folder` (not inside one another, not hidden), relative, sorted.
    static func assetCatalogs(under folder: String) throws -> [String] {
        try walk(folder) { !$0.name.hasSuffix(".xcassets") }
            .filter { $0.isFolder && $0.name.hasSuffix(".xcassets") }.map(\.path)
    }

    /// FileAccess's walk of the input, hidden names skipped; its refusals (a link loop, too many entries) are
    /// input errors.
    static func walk(_ folder: String, descends: (FolderWalk.Entry) -> Bool = { _ in true }) throws -> [FolderWalk.Entry] {
        do { return try FolderWalk(skipsHidden: true).entries(of: folder, descends: descends) } catch {
            throw CLIFailure.input(TerminalText.safe(error.description))
        }
    }

    /// `path` made absolute against the working folder, without `.` parts or a trailing slash.
    static func absolute(_ path: String) -> String {
        let base = path.hasPrefix("/") ? "" : FileSystem.currentFolder()
        var parts: [Substring] = []
        for part in (base + "/" + path).split(separator: "/") {
            if part == "." { continue }
            if part == "..", !parts.isEmpty { parts.removeLast(); continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The last component of a path.
    static func lastComponent(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? "Extension"
    }

    /// A folder name made a module name: letters, digits and `_`, not starting with a digit (SwiftPM's c99name).
    static func c99Name(_ text: String) -> String {
        var name = String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        if name.isEmpty { name = "Extension" }
        if let first = name.first, first.isNumber { name = "_" + name }
        return name
    }

    /// `--module-name`'s value, checked.
    static func validModuleName(_ text: String) throws -> String {
        guard !text.isEmpty, c99Name(text) == text else {
            throw CLIFailure.usage("--module-name \"\(TerminalText.safe(text))\" is not a module name "
                                   + "(letters, digits and _, not starting with a digit)")
        }
        guard unclaimed(text) == text else {
            throw CLIFailure.usage("--module-name \"\(TerminalText.safe(text))\" is the name of one of WidgetRender's "
                                   + "modules; choose another (e.g. \(unclaimed(text)))")
        }
        return text
    }

    /// A scratch file name under $TMPDIR (or /tmp), unique to this process.
    static func temporaryFile(_ name: String) -> String {
        "\(FileSystem.temporaryFolder())/widgetrender-\(getpid())-\(name)"
    }
}
