// The build check of `widgetrender previews` without SwiftPM when nothing the runner's build reads has changed.
// The inputs are listed as lines "kind path stamp" (FileSystem.stamp: size, device and inode, modification and
// status-change times in nanoseconds): the build's arguments and environment, the runner package's generated
// files and every file its Sources/ reach through the links (the extension's sources, catalogs, resources), the
// extension's files compiled as rewritten copies, and WidgetRender's Package.swift, Package.resolved, Sources/
// and Plugins/. A build that succeeds records the lines it started from, and the built runner's stamp, in the
// scratch folder; the next build check lists the inputs again and skips `swift build` when both are equal. It is
// make's method (a product is current when no input changed since it was built), with each input's full stamp in
// place of one time comparison, so a file replaced by an older one, added or removed counts as a change too.
// An extension that uses other packages always runs `swift build` (their files are not listed here).
import FileAccess
import PortableFoundation

extension RunnerBuild {
    /// The variable WidgetRender's Package.swift reads: "1" compiles the engine's modules optimized even in a
    /// debug build.
    static let optimizedEngineVariable = "WIDGETRENDER_OPTIMIZE_ENGINE"

    /// The environment `swift build` of the runner gets: the engine optimized, unless our own environment sets
    /// the variable (`WIDGETRENDER_OPTIMIZE_ENGINE=0` builds it as the configuration does).
    static var optimizedEngine: [(String, String)] {
        ProcessInfo.processInfo.environment[optimizedEngineVariable] == nil ? [(optimizedEngineVariable, "1")] : []
    }

    /// What the compiler says of every engine module compiled whole-module optimized inside a debug build (the
    /// flags of WidgetRender's Package.swift, not the user's): left out of the build's output.
    static let optimizedEngineNotes: Set<String> = [
        "warning: ignoring '-enable-batch-mode' because '-whole-module-optimization' was also specified",
        "remark: Incremental compilation has been disabled: it is not compatible with whole module optimization",
    ]

    /// The variable's value for the runner's build.
    static var optimizedEngineValue: String {
        ProcessInfo.processInfo.environment[optimizedEngineVariable] ?? "1"
    }

    /// The record of the last successful build's inputs, in SwiftPM's scratch folder (gone with it), one per
    /// runner package (named after its executable: runner packages may share the scratch folder).
    var inputsRecord: String { package.scratchFolder + "/widgetrender-build-inputs-" + package.runnerTarget }

    /// The lines naming every input of a build with `arguments`, or nil when they cannot all be listed (the
    /// extension uses other packages, or a folder cannot be walked): then `swift build` always runs.
    func inputLines(arguments: [String]) -> [String]? {
        guard package.modules.allSatisfy({ $0.packages.isEmpty }) else { return nil }
        var lines = ["arguments " + arguments.joined(separator: " "),
                     "environment \(Self.optimizedEngineVariable)=\(Self.optimizedEngineValue)"]
        func add(_ kind: String, _ path: String) -> Bool {
            guard let stamp = FileSystem.stamp(of: path) else { return false }
            lines.append(kind + " " + path + " " + stamp)
            return true
        }
        func addTree(_ kind: String, _ folder: String) -> Bool {
            guard let entries = try? FolderWalk(followsLinks: true).entries(of: folder) else { return false }
            for entry in entries {
                if entry.isFolder {
                    lines.append(kind + " " + folder + "/" + entry.path + "/")
                } else if !add(kind, folder + "/" + entry.path) {
                    return false
                }
            }
            return true
        }
        guard add("runner", package.folder + "/Package.swift") else { return nil }
        // Only the targets this Package.swift builds: a shared build path keeps other extensions' module folders,
        // whose links may point at folders long gone.
        for target in package.modules.map(\.name) + [package.runnerTarget] {
            guard addTree("runner", package.folder + "/Sources/" + target) else { return nil }
        }
        for module in package.modules {
            for file in (package.conditionFiles[module.name] ?? []).sorted() where !add("copied", module.folder + "/" + file) {
                return nil
            }
        }
        let checkout = package.widgetRender
        guard add("widgetrender", checkout + "/Package.swift") else { return nil }
        if FileSystem.exists(checkout + "/Package.resolved"), !add("widgetrender", checkout + "/Package.resolved") { return nil }
        for folder in ["Sources", "Plugins"] where FileSystem.isFolder(checkout + "/" + folder) {
            guard addTree("widgetrender", checkout + "/" + folder) else { return nil }
        }
        return lines
    }

    /// The record's text for `inputs` and the runner binary as it is now; nil when there is no binary.
    func record(of inputs: [String]) -> [UInt8]? {
        guard let stamp = FileSystem.stamp(of: binary) else { return nil }
        return Array((inputs + ["product " + binary + " " + stamp]).joined(separator: "\n").utf8) + [10]
    }

    /// True when the last successful build recorded exactly `inputs` and the runner binary it made is unchanged.
    func isCurrent(_ inputs: [String]?) -> Bool {
        guard let inputs, let expected = record(of: inputs),
              let recorded = try? RegularFile.readAll(inputsRecord, limit: 64 << 20) else { return false }
        return recorded == expected
    }

    /// SwiftPM's build plan for the configuration (`debug.yaml`), written in the scratch folder when it plans.
    var buildPlan: String { package.scratchFolder + "/" + configuration + ".yaml" }

    /// Removes the build plan when it is older than WidgetRender's Package.swift, so SwiftPM plans again: it keeps
    /// its old plan when only a dependency's manifest changed (seen with SwiftPM 6), and the engine's flags there
    /// (`optimizedEngine`) would stay as they were when this runner folder was first built.
    func dropsPlanOlderThanTheManifest() {
        guard let plan = FileSystem.modificationTime(of: buildPlan),
              let manifest = FileSystem.modificationTime(of: package.widgetRender + "/Package.swift"),
              plan < manifest, FileSystem.linkKind(of: buildPlan) == .regular else { return }
        try? FileSystem.removeFile(buildPlan)
    }

    /// Forgets the record (before a build, so a failed or stopped build leaves none).
    func forgetInputs() {
        if FileSystem.linkKind(of: inputsRecord) == .regular { try? FileSystem.removeFile(inputsRecord) }
    }

    /// Records `inputs` after a successful build; a record that cannot be written only means the next check builds.
    func remember(_ inputs: [String]?) {
        guard let inputs, let bytes = record(of: inputs) else { return }
        try? CLIOutput.write(bytes, to: inputsRecord)
    }
}
