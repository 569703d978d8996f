import ArgumentParser
import Dispatch
import FileAccess
#if canImport(Glibc)
import Glibc
#endif
import PortableFoundation
import PreviewRun

/// `widgetrender previews PATH [--filter NAME] [--modes …] [--schemes …] [--output DIR] [--jobs N]`
///
/// 1. Find what PATH is (``PreviewsInput``) and WidgetRender's package (``WidgetRenderPackage``).
/// 2. Write the runner package (``RunnerPackage``) and `swift build` it, the compiler's messages streamed
///    to stderr with the user's own file paths.
/// 3. Run the runner: it finds every preview and renders it into its work folder, with a report.
/// 4. Copy the renders to the output folder, with contact-sheet.png and index.html (``PreviewSheet``).
struct PreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "Build a widget extension against WidgetRender and render every #Preview and PreviewProvider.",
        discussion: """
            PATH is a Swift package (its targets that import WidgetKit or SwiftUI are the extension) or a \
            folder of widget-extension sources, as Xcode's extension target keeps them. The sources are \
            compiled unchanged (their @main WidgetBundle too) in a runner package under --build-path, which \
            depends on WidgetRender's package: --widgetrender-package, else $WIDGETRENDER_PACKAGE, else the \
            checkout this widgetrender was built from. A second run rebuilds only what changed.

            Every preview is rendered: each entry of its timeline (or its provider's), in its family, in \
            every mode that family shows on some device, light and dark where they differ. The output \
            folder gets a PNG per render, contact-sheet.png (one group per preview) and index.html naming \
            preview, entry, family, mode, scheme and source line. Compile errors are shown as the compiler \
            gives them (file:line:column) and exit 65 with nothing written; failed renders exit 3.

            The extension's code is bounded (docs/limits.md): its manifest (--manifest-timeout, default \
            \(Self.whole(RunnerLimits.default.manifest)) s), the build (--build-timeout, default \
            \(Self.whole(RunnerLimits.default.build)) s), each preview's expansion and each render \
            (--render-timeout, default \(Self.whole(PreviewRunRequest.defaultRenderTimeoutSeconds)) s: a preview past \
            it is named with its file:line, the others still render, exit 3), all runs of the runner \
            (--runner-timeout, default \(Self.whole(RunnerLimits.default.runner)) s) and the runner's memory \
            (--runner-memory, default \(PreviewRunRequest.defaultMemoryLimitMiB) MiB). On a limit, SIGINT or \
            SIGTERM every process started is ended with its process group.

            Examples:
              widgetrender previews MyAppWidgetExtension
              widgetrender previews . --filter Small --modes fullColor,vibrant --output /tmp/previews
              widgetrender previews ~/src/MyApp/MyWidgets --build-path /tmp/runner --jobs 2

            $ widgetrender previews Examples/HabitWidgetExtension
            HabitWidgetExtension: 9 previews, 57 of 57 renders, contact-sheet.png and index.html in HabitWidgetExtension-previews/ (build 6.74 s, render 6.71 s)
            """)

    @Argument(help: ArgumentHelp("A Swift package or a folder of widget-extension sources.", valueName: "path"))
    var path: String

    @Option(help: ArgumentHelp("Only previews whose name or source file contains this text (any letter case).",
                               valueName: "name"))
    var filter: String?

    @Option(help: ArgumentHelp("Modes to render, comma-separated or repeated; default: those the family shows.",
                               valueName: "modes"))
    var modes: [String] = []

    @Option(help: ArgumentHelp("Colour schemes: light, dark or light,dark (the default).", valueName: "schemes"))
    var schemes: [String] = []

    @Option(name: [.short, .long], help: ArgumentHelp("The folder to write; default <module>-previews.", valueName: "dir"))
    var output: String?

    @Option(help: "Render threads; default: one per core.")
    var jobs: Int?

    @Option(name: .customLong("build-path"),
            help: ArgumentHelp("The runner package's folder; default PATH/.build/widgetrender-previews.", valueName: "dir"))
    var buildPath: String?

    @Option(name: .customLong("widgetrender-package"),
            help: ArgumentHelp("WidgetRender's package folder; default $WIDGETRENDER_PACKAGE, else the one this binary "
                               + "was built from.", valueName: "dir"))
    var widgetRenderPackage: String?

    @Option(name: .customLong("module-name"),
            help: ArgumentHelp("The module name of a folder of sources; default the folder's name.", valueName: "name"))
    var moduleName: String?

    @Option(name: [.short, .customLong("configuration")], help: "Build configuration of the runner: debug or release.")
    var buildConfiguration: String = "debug"

    @Option(name: .customLong("provider-timeout"),
            help: ArgumentHelp("The longest wait, in seconds, for a preview's timeline provider; default "
                               + "\(Self.whole(PreviewRunRequest.defaultProviderTimeoutSeconds)).", valueName: "seconds"))
    var providerTimeout: Double = PreviewRunRequest.defaultProviderTimeoutSeconds

    @Option(name: .customLong("manifest-timeout"),
            help: ArgumentHelp("The longest run, in seconds, of the package's manifest (swift package describe); default "
                               + "\(Self.whole(RunnerLimits.default.manifest)).", valueName: "seconds"))
    var manifestTimeout: Double = Self.seconds(RunnerLimits.default.manifest)

    @Option(name: .customLong("build-timeout"),
            help: ArgumentHelp("The longest build, in seconds, of the runner package; default "
                               + "\(Self.whole(RunnerLimits.default.build)).", valueName: "seconds"))
    var buildTimeout: Double = Self.seconds(RunnerLimits.default.build)

    @Option(name: .customLong("render-timeout"),
            help: ArgumentHelp("The longest time, in seconds, for one preview's body and timeline, and for each render; "
                               + "default \(Self.whole(PreviewRunRequest.defaultRenderTimeoutSeconds)).", valueName: "seconds"))
    var renderTimeout: Double = PreviewRunRequest.defaultRenderTimeoutSeconds

    @Option(name: .customLong("runner-timeout"),
            help: ArgumentHelp("The longest time, in seconds, for all the renders (every run of the runner); default "
                               + "\(Self.whole(RunnerLimits.default.runner)).", valueName: "seconds"))
    var runnerTimeout: Double = Self.seconds(RunnerLimits.default.runner)

    @Option(name: .customLong("runner-memory"),
            help: ArgumentHelp("The runner's memory limit in MiB (written memory, RLIMIT_DATA); default "
                               + "\(PreviewRunRequest.defaultMemoryLimitMiB).", valueName: "MiB"))
    var runnerMemory: Int = PreviewRunRequest.defaultMemoryLimitMiB

    @Flag(help: "Print a progress line on stderr even when it is not a terminal.")
    var progress = false

    /// The bench's memory check: render every preview this many times in one runner process.
    @Option(name: .customLong("repeat"), help: .hidden)
    var repetitions: Int = 1

    func validate() throws {
        _ = try OptionValues.list(modes, parse: OptionValues.mode)
        _ = try OptionValues.list(schemes, parse: OptionValues.scheme)
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be between 1 and 256, got \(jobs)") }
        if !["debug", "release"].contains(buildConfiguration) {
            throw ValidationError("--configuration must be debug or release, got \"\(buildConfiguration)\"")
        }
        if !(1...10_000).contains(repetitions) { throw ValidationError("--repeat must be between 1 and 10000") }
        for (name, value, most) in [("--provider-timeout", providerTimeout, 3_600.0), ("--manifest-timeout", manifestTimeout, 86_400),
                                    ("--build-timeout", buildTimeout, 86_400), ("--render-timeout", renderTimeout, 86_400),
                                    ("--runner-timeout", runnerTimeout, 86_400)] where !(value > 0 && value <= most) {
            throw ValidationError("\(name) must be more than 0 and at most \(Int(most)) seconds, got \(value)")
        }
        if !(64...1_048_576).contains(runnerMemory) {
            throw ValidationError("--runner-memory must be between 64 and 1048576 MiB, got \(runnerMemory)")
        }
        if let moduleName { _ = try PreviewsInput.validModuleName(moduleName) }
    }

    func run() throws {
        // SIGINT and SIGTERM end the running child with its group and all it started; orphans become ours.
        Subprocess.stopOnSignals()
        Subprocess.adoptOrphans()
        let limits = RunnerLimits(manifest: .milliseconds(Int64(manifestTimeout * 1000)),
                                  build: .milliseconds(Int64(buildTimeout * 1000)),
                                  runner: .milliseconds(Int64(runnerTimeout * 1000)))
        // 1. What to build, and against what.
        let input = try PreviewsInput.locate(path, moduleName: moduleName, manifestTimeout: limits.manifest)
        let widgetRender = try WidgetRenderPackage.locate(option: widgetRenderPackage)
        let title = input.modules.last?.name ?? "previews"
        let folder = output ?? "\(title)-previews"
        let buildFolder = PreviewsInput.absolute(buildPath ?? input.path + "/.build/widgetrender-previews")
        try PreviewPaths(path: path, input: input, widgetRender: widgetRender, buildPath: buildPath, output: output,
                         outputFolder: folder, buildFolder: buildFolder).check()
        // 2. The runner package, built.
        let runner = RunnerPackage(folder: buildFolder, widgetRender: widgetRender, modules: input.modules)
        try runner.write()
        let buildStart = DispatchTime.now()
        let runnerBuild = RunnerBuild(package: runner, configuration: buildConfiguration, limits: limits)
        try runnerBuild.build()
        let buildSeconds = Self.seconds(since: buildStart)
        // 3. The renders, into the work folder.
        let renderStart = DispatchTime.now()
        let request = PreviewRunRequest(
            folder: runner.workFolder, filter: filter,
            modes: try OptionValues.list(modes, parse: OptionValues.mode).map(\.rawValue),
            schemes: try OptionValues.list(schemes, parse: OptionValues.scheme).map(\.rawValue),
            jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            progress: progress || isatty(STDERR_FILENO) == 1, repetitions: repetitions,
            providerTimeoutSeconds: providerTimeout, assetCatalog: runner.assetCatalog,
            renderTimeoutSeconds: renderTimeout, memoryLimitMiB: runnerMemory, assetCatalogs: runner.assetCatalogs)
        let report = try runnerBuild.run(request) { record in
            printError("widgetrender: \(record.preview) (\(record.file):\(record.line)) ran past --render-timeout "
                       + "\(Self.whole(renderTimeout)) s and was stopped; the other previews are rendered again without it")
        }
        let renderSeconds = Self.seconds(since: renderStart)
        if let signal = Subprocess.stopSignal { throw RunnerLimits.stopped(by: signal) }
        guard !report.renders.isEmpty else {
            if report.previewsFound == 0 {
                throw CLIFailure.input("\(TerminalText.safe(path)): no previews found (#Preview or PreviewProvider)")
            }
            throw CLIFailure.input("no preview matches --filter \"\(TerminalText.safe(filter ?? ""))\" "
                                   + "(\(report.previewsFound) previews found)")
        }
        // 4. The output folder.
        try CLIOutput.makeFolder(folder)
        let resources = try SharedResources.make()
        let sheet = PreviewSheet(title: title, report: report, workFolder: runner.workFolder, resources: resources)
        let groups = try sheet.copy(to: folder)
        let failed = report.renders.filter { $0.failure != nil }
        for record in failed {
            printError("widgetrender: \(record.preview) (\(record.file):\(record.line)) entry \(record.entry) \(record.family) "
                       + "\(record.mode) \(record.scheme) failed: \(record.failure ?? "")")
        }
        try CLIOutput.write(try sheet.sheet(groups), to: "\(folder)/\(GalleryCommand.sheetName)")
        try CLIOutput.write(text: PreviewIndexPage.html(title: title, groups: groups, sheet: GalleryCommand.sheetName),
                            to: "\(folder)/index.html")
        let total = report.renders.count
        printOutput("\(title): \(CommandBudget.count(groups.count, "preview")), \(total - failed.count) of \(total) renders, "
                    + "\(GalleryCommand.sheetName) and index.html in \(TerminalText.safe(folder))/ "
                    + "(build \(GalleryCommand.twoDecimals(buildSeconds)) s, render \(GalleryCommand.twoDecimals(renderSeconds)) s)")
        if !failed.isEmpty {
            throw CLIFailure(message: "\(failed.count) of \(total) renders failed", code: CLIExitCode.partial)
        }
    }

    /// `duration` in seconds.
    static func seconds(_ duration: Duration) -> Double {
        let (whole, fraction) = duration.components
        return Double(whole) + Double(fraction) / 1e18
    }

    /// `30` → `"30"`, `2.5` → `"2.5"`.
    static func whole(_ seconds: Double) -> String {
        seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)
    }

    /// `duration` in seconds, as ``whole(_:)-(Double)`` writes it.
    static func whole(_ duration: Duration) -> String { whole(seconds(duration)) }

    /// Seconds since `start` on the monotonic clock.
    static func seconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}
