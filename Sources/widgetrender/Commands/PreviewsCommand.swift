import ArgumentParser
import Dispatch
import FileAccess
#if canImport(Glibc)
import Glibc
#endif
import Graphics
import PlatformConditions
import PortableFoundation
import PreviewRun
import Render
import Views
import Widgets

/// `widgetrender previews PATH [--filter NAME|FILE:LINE] [--modes …] [--schemes …] [--date …] [--locale(s) …]
/// [--dynamic-type(-sizes) …] [--device …] [--context(s) …] [--strict] [--check] [--output DIR] [--jobs N]`
///
/// 1. Find what PATH is (``PreviewsInput``) and WidgetRender's package (``WidgetRenderPackage``); every
///    option is parsed once, by the option groups `render` and `gallery` use, into the typed request.
/// 2. Write the runner package (``RunnerPackage``) and `swift build` it, the compiler's messages streamed
///    to stderr with the user's own file paths.
/// 3. Run the runner: it finds every preview and renders it into its work folder, with a report (each
///    render's warnings, and with --check its legibility findings).
/// 4. Move the renders to the output folder, with contact-sheet.png and index.html (``PreviewSheet``);
///    print the warnings (RenderPolicyOptions' formatter) and findings; exit 3 for failed renders, 1 for
///    findings, 4 for warnings with --strict.
struct PreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "Build a widget extension against WidgetRender and render every #Preview and PreviewProvider.",
        discussion: """
            PATH is a Swift package (its targets that import WidgetKit or SwiftUI are the extension), an \
            Xcode project (App.xcodeproj, or a folder holding one: its widget-extension target, or --target's, \
            with its member files wherever they live, its catalogs and resources, Swift language mode, active \
            compilation conditions and Swift packages), or a folder of widget-extension sources, as Xcode's \
            extension target keeps them. The sources are \
            compiled unchanged (their @main WidgetBundle too) in a runner package under --build-path, which \
            depends on WidgetRender's package: --widgetrender-package, else $WIDGETRENDER_PACKAGE, else the \
            checkout this widgetrender was built from. A second run rebuilds only what changed.

            Every preview is rendered: each entry of its timeline (or its provider's), in its family, in \
            every mode that family shows on some device, light and dark where they differ — and, as \
            `render` and `gallery` take them, at each --dynamic-type-sizes and --locales, on --device, in \
            each --contexts place, at --date (default 2024-06-05T09:41:00Z). A Live Activity's preview \
            (#Preview(_:as:using:widget:contentStates:)) is one render per content state in its presentation \
            (full colour, or each --modes it is shown in), and every ControlWidget is drawn in each Control Center \
            size, the Lock Screen and the Action button (a toggle off and on). The output folder (default \
            <folder>-previews, after PATH's last component) gets a PNG per render, named as \
            assertPreviewSnapshots names its references, contact-sheet.png (one group per preview) and \
            index.html naming preview, entry, family, mode, scheme and source line (File.swift:line, which \
            --filter takes). Warnings (unknown symbols, missing named colours and images, approximations) \
            are printed on stderr once each, naming the preview; --strict makes them fail (exit 4). --check \
            runs the legibility check (as `check` does) on every widget render (not yet on a Live Activity's or \
            a control's: `check` measures those of the built-in examples); findings exit 1. Compile \
            errors are shown as the compiler gives them (file:line:column) and exit 65 with nothing \
            written; failed renders exit 3.

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
              widgetrender previews MyApp.xcodeproj --target MyWidgetExtension
              widgetrender previews . --filter Small --modes fullColor,vibrant --output /tmp/previews
              widgetrender previews MyWidgets --filter StepsWidget.swift:242 --locales en_US,ar_EG --strict --check
              widgetrender previews ~/src/MyApp/MyWidgets --build-path /tmp/runner --jobs 2

            $ widgetrender previews Examples/HabitWidgetExtension
            HabitWidgetExtension: 9 previews, 57 of 57 renders, contact-sheet.png and index.html in HabitWidgetExtension-previews/ (build 6.74 s, render 6.71 s)
            """)

    @Argument(help: ArgumentHelp("A Swift package, an Xcode project (.xcodeproj, or a folder holding one) or a folder "
                                 + "of widget-extension sources.", valueName: "path"))
    var path: String

    @Option(help: ArgumentHelp("The Xcode project's target to preview; default: its one widget-extension target.",
                               valueName: "name"))
    var target: String?

    @Option(help: ArgumentHelp("Only the preview at FILE:LINE (the label index.html shows: StepsWidget.swift:242), or "
                               + "previews whose name or source file contains this text (any letter case).",
                               valueName: "name"))
    var filter: String?

    @OptionGroup var policy: RenderPolicyOptions
    @OptionGroup var text: TextOptions
    @OptionGroup var place: PlacementOptions
    @OptionGroup var shardOption: ShardOption
    @OptionGroup var junitOption: JUnitOption

    @Option(name: .customLong("dynamic-type-sizes"),
            help: ArgumentHelp("Dynamic Type sizes to render each preview at, comma-separated (with --dynamic-type's).",
                               valueName: "sizes"))
    var dynamicTypeSizes: [String] = []

    @Option(name: .customLong("locales"),
            help: ArgumentHelp("Locales to render each preview in, comma-separated (with --locale's).", valueName: "identifiers"))
    var locales: [String] = []

    @Option(help: ArgumentHelp("Places to show each widget preview in as well, comma-separated: "
                               + "\(WidgetPlacement.allCases.filter { $0 != .homeScreen }.map(\.rawValue).joined(separator: ", ")) "
                               + "or all (with --context's).", valueName: "contexts"))
    var contexts: [String] = []

    @Option(help: "The device (see `widgetrender list devices`); default: each family's default device.")
    var device: String?

    @Option(help: ArgumentHelp("Modes to render, comma-separated or repeated; default: those the family shows.",
                               valueName: "modes"))
    var modes: [String] = []

    @Option(help: ArgumentHelp("The iOS release drawn: ios18 or ios26 (ios26: the clear and tinted Home Screens "
                                   + "instead of iOS 18's accented; default: \(WidgetRenderOptions.defaultOS.rawValue)).",
                               valueName: "os"))
    var os: String?

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

    @Flag(help: ArgumentHelp("Print how long each part took on stderr: the build check, the runner's renders, "
                             + "copying the PNGs, the contact sheet and index."))
    var timings = false

    @Flag(help: "Print a progress line on stderr even when it is not a terminal.")
    var progress = false

    /// The bench's memory check: render every preview this many times in one runner process.
    @Option(name: .customLong("repeat"), help: .hidden)
    var repetitions: Int = 1

    func validate() throws {
        _ = try axes()
        if place.backdrop != nil {
            throw ValidationError("--backdrop is render's; previews draws the Lock Screen contexts over the generated "
                                  + "wallpaper")
        }
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
        // 0. The budget of the axes, before anything is built.
        let axes = try axes()
        try Self.checkBudget(axes)
        // 1. What to build, and against what.
        let input = try PreviewsInput.locate(path, moduleName: moduleName, target: target, manifestTimeout: limits.manifest)
        let widgetRender = try WidgetRenderPackage.locate(option: widgetRenderPackage)
        let title = input.modules.last?.name ?? "previews"
        // Named after PATH, whatever it holds: adding a Package.swift keeps the folder's name; an Xcode project's
        // after the project (`MyApp.xcodeproj` → MyApp-previews).
        let named = input.project.map { String(PreviewsInput.lastComponent(of: $0).dropLast(".xcodeproj".count)) }
            ?? PreviewsInput.lastComponent(of: input.path)
        let folder = output ?? "\(named)-previews"
        let buildFolder = PreviewsInput.absolute(buildPath ?? input.path + "/.build/widgetrender-previews")
        try PreviewPaths(path: path, input: input, widgetRender: widgetRender, buildPath: buildPath, output: output,
                         outputFolder: folder, buildFolder: buildFolder,
                         scratchFolder: widgetRender + "/" + RunnerScratch.sharedName(configuration: buildConfiguration),
                         memberFolders: input.project == nil ? [] : input.modules.map(\.folder)).check()
        // 2. The runner package, held by this run (its links, work folder and binary) until its renders are out.
        var runner = RunnerPackage(folder: buildFolder, widgetRender: widgetRender, modules: input.modules, scratchFolder: "")
        _ = try runner.claim()
        do {
            try FileLock.holding(buildFolder + "/" + RunnerScratch.lockName, waiting: {
                printError("widgetrender: waiting for another previews run using \(TerminalText.safe(buildFolder))")
            }) {
                runner.scratchFolder = try RunnerScratch.claim(checkout: widgetRender, runner: buildFolder, configuration: buildConfiguration).folder
                try render(runner, input: input, axes: axes, limits: limits, title: title, folder: folder)
            }
        } catch let error as FileAccessError {
            throw CLIOutput.failure(error, option: "--build-path")
        }
    }

    /// Steps 2–4 holding the runner folder's lock: the runner package written and built, its renders, the output.
    private func render(_ runner: RunnerPackage, input: PreviewsInput, axes: PreviewRunRequest, limits: RunnerLimits,
                        title: String, folder: String) throws {
        var runner = runner
        runner.platform = Self.platform(of: axes.axes.device)
        runner.conditionFiles = RunnerPackage.conditionFiles(of: input.modules)
        try runner.write()
        let conditionFiles = runner.conditionFiles.values.reduce(0) { $0 + $1.count }
        if conditionFiles > 0 {
            printError("widgetrender: platform conditions: \(runner.platform.summary) (\(CommandBudget.count(conditionFiles, "file")))")
        }
        let buildStart = DispatchTime.now()
        let runnerBuild = RunnerBuild(package: runner, configuration: buildConfiguration, limits: limits)
        let built = try runnerBuild.build()
        let buildSeconds = Self.seconds(since: buildStart)
        // 3. The renders, into the work folder.
        let renderStart = DispatchTime.now()
        var request = axes
        request.folder = runner.workFolder
        request.jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        request.progress = progress || isatty(STDERR_FILENO) == 1
        request.repetitions = repetitions
        request.shard = try shardOption.parsed()
        request.providerTimeoutSeconds = providerTimeout
        request.assetCatalog = runner.assetCatalog
        request.assetCatalogs = runner.assetCatalogs
        request.renderTimeoutSeconds = renderTimeout
        request.memoryLimitMiB = runnerMemory
        request.thumbnailScale = Double(ContactSheet.pixelsPerPoint)
        let report = try runnerBuild.run(request) { record in
            printError("widgetrender: \(record.preview) (\(record.file):\(record.line)) ran past --render-timeout "
                       + "\(Self.whole(renderTimeout)) s and was stopped; the other previews are rendered again without it")
        }
        let renderSeconds = Self.seconds(since: renderStart)
        if let signal = Subprocess.stopSignal { throw RunnerLimits.stopped(by: signal) }
        guard !report.renders.isEmpty || (request.shard != nil && report.previewsFound > 0) else {
            if report.previewsFound == 0 {
                throw CLIFailure.input("\(TerminalText.safe(path)): no previews found (#Preview or PreviewProvider)")
            }
            throw CLIFailure.input(Self.noMatch(filter ?? "", found: report.found, count: report.previewsFound))
        }
        // 4. The output folder.
        try CLIOutput.makeFolder(folder)
        let resources = try SharedResources.make()
        let copyStart = DispatchTime.now()
        try PreviewSheet(title: title, report: report, workFolder: runner.workFolder, resources: resources).copy(to: folder)
        let copySeconds = Self.seconds(since: copyStart)
        let failed = report.renders.filter { $0.failure != nil }
        for record in failed {
            // A Live Activity's or a control's render is named by its place (`control Action button · on`), not by
            // the widget axes it does not have.
            let what = record.place == nil
                ? "entry \(record.entry) \(record.familyName) \(record.modeName) \(record.scheme.rawValue)"
                : "\(PreviewSheet.kind(record)) \(PreviewSheet.label(record))"
            printError("widgetrender: \(record.preview) (\(record.file):\(record.line)) \(what) failed: \(record.failure ?? "")")
        }
        let output = PreviewsOutput(title: title, shard: try shardOption.parsed().map(\.description), report: report)
        let work = runner.workFolder
        let sheetStart = DispatchTime.now()
        let (groups, sheets) = try output.write(into: folder, resources: resources) { thumbnail, _ in
            { try PreviewSheet.readThumbnail(thumbnail, in: work) }
        }
        if timings {
            let figures = [(built ? "build check" : "build check (no input changed, swift build skipped)", buildSeconds), ("render", renderSeconds), ("of which the runner's renders", report.seconds),
                           ("copy PNGs", copySeconds), ("contact sheet and index", Self.seconds(since: sheetStart))]
            printError("timings: " + figures.map { "\($0.0) \(GalleryCommand.twoDecimals($0.1)) s" }.joined(separator: ", ")
                       + " (\(CommandBudget.count(report.renders.count, "render")))")
        }
        if let junit = junitOption.junit { try output.junit(strict: policy.strict).write(to: junit) }
        let total = report.renders.count
        let findings = Self.printFindings(report)
        if place.check {
            // Widget, Live Activity and control renders are measured (a place's by the places check, docs/legibility.md);
            // a view preview's have no modes.
            let drawn = report.renders.filter { $0.failure == nil }
            let measured = drawn.filter { $0.family != nil || $0.place != nil }.count
            let places = drawn.filter { $0.place != nil }.count
            printError("\(title): \(findings == 0 ? "no" : "\(findings)") finding\(findings == 1 ? "" : "s") "
                       + "(legibility check of \(CommandBudget.count(measured, "render"))"
                       + (places > 0 ? ", \(places) of them Live Activity and control renders)" : ")"))
        }
        Self.printWarnings(report)
        printOutput("\(title): \(CommandBudget.count(groups.count, "preview")), \(total - failed.count) of \(total) renders, "
                    + "\(ContactSheetPages.summary(sheets)) and index.html in \(TerminalText.safe(folder))/ "
                    + "(build \(GalleryCommand.twoDecimals(buildSeconds)) s, render \(GalleryCommand.twoDecimals(renderSeconds)) s)")
        if !failed.isEmpty {
            throw CLIFailure(message: "\(failed.count) of \(total) renders failed", code: CLIExitCode.partial)
        }
        if findings > 0 { throw CLIExitCode.findings }
        let warned = report.renders.filter { !$0.warnings.isEmpty }.count
        if policy.strict, warned > 0 {
            throw CLIFailure(message: "\(warned) of \(total) renders had warnings with --strict", code: CLIExitCode.strict)
        }
    }

    /// Every axis option, parsed once by the parsers `render` and `gallery` use, as a request without its
    /// folder and run settings: a singular option (`--locale`) joins its list (`--locales`).
    func axes() throws -> PreviewRunRequest {
        var sizes = try TextOptions.dynamicTypeSizes(dynamicTypeSizes, option: "--dynamic-type-sizes")
        if let one = text.dynamicType {
            let size = try TextOptions.dynamicTypeSize(one, option: "--dynamic-type")
            if !sizes.contains(size) { sizes.append(size) }
        }
        var chosenLocales = try TextOptions.locales(locales, option: "--locales", maximum: GalleryCommand.maximumLocales,
                                                    command: "previews run")
        if let one = try text.locale.map({ try TextOptions.locale($0, option: "--locale") }),
           !chosenLocales.contains(one) {
            chosenLocales.insert(one, at: 0)
        }
        let direction = try text.layoutDirection.map(TextOptions.layoutDirection)
        var places = try PlacementOptions.contexts(contexts, option: "--contexts")
        if let one = try place.placement(), one != .homeScreen, !places.contains(one) { places.insert(one, at: 0) }
        var request = PreviewRunRequest(folder: "", filter: filter, modes: try OptionValues.list(modes, parse: OptionValues.mode),
                                        schemes: try OptionValues.list(schemes, parse: OptionValues.scheme),
                                        dynamicTypeSizes: sizes, locales: chosenLocales, layoutDirection: direction,
                                        device: try device.map(OptionValues.device),
                                        contexts: places, renderDate: try policy.parsedDate(), check: place.check)
        request.axes.os = try os.map(OptionValues.os)
        return request
    }
}
