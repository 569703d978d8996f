import ArgumentParser
import Dispatch
import Graphics
import PortableFoundation
import Render
import Views
import Widgets

/// `widgetrender gallery [FILE] [--example NAME] [--output DIR] [--families …] [--modes …] [--schemes …]`
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render every family × mode × scheme of a widget into a folder, with a contact sheet.",
        discussion: """
            Writes <family>-<mode>[-dark].png for every family the widget supports, in every mode and \
            colour scheme, plus contact-sheet.png (every render, labelled) and index.html (a grid to \
            open in a browser). Dark is rendered only where the scheme can change the pixels, full colour \
            and accented (vibrant, night and reduced luminance are dark in either scheme, so one image \
            without -dark stands for both), and written only where it does: a dark render identical to \
            the light one is left out and the light tile is labelled "(= dark)". accessoryCircular, accessoryCorner and \
            accessoryInline are never shown in full colour, so the gallery leaves those out (render \
            draws them on request). A built-in example with a Live Activity or a control (habit) adds, when no \
            --families are given, activity-<state>-<presentation>[-<mode>][-dark].png for each content state in \
            every presentation (the Lock Screen, the Dynamic Island's compact, minimal and expanded, StandBy, the \
            watch Smart Stack) and mode it is shown in (Always-On, StandBy at night), and \
            control-<presentation>[-<state>][-dark].png for each Control Center size, the Lock Screen and the \
            Action button, on and off. Renders run on all cores; the files are the same \
            bytes as a one-thread run. A failed render does not stop the others: it is reported and \
            the command exits 3.

            Examples:
              widgetrender gallery
              widgetrender gallery --example weather --output /tmp/weather
              widgetrender gallery docs/examples/events.json --families systemSmall,systemMedium --modes fullColor,vibrant
              widgetrender gallery --example battery --schemes light --jobs 1
              widgetrender gallery --families systemSmall --modes fullColor --dynamic-type-sizes xSmall,large,AX5
              widgetrender gallery --families systemSmall --modes fullColor --locales en_US,ar_EG,ja_JP

            $ widgetrender gallery --example battery
            battery: 36 of 36 renders, contact-sheet.png and index.html in battery-gallery/ (0.90 s, 2 threads)
            """)

    @OptionGroup var widget: WidgetSelection

    @Option(name: [.short, .long], help: ArgumentHelp("The folder to write; default <widget>-gallery.", valueName: "dir"))
    var output: String?

    @Option(help: ArgumentHelp("Families to render, comma-separated or repeated; default: all the widget supports.",
                               valueName: "families"))
    var families: [String] = []

    @Option(help: ArgumentHelp("Modes to render, comma-separated or repeated; default: all.", valueName: "modes"))
    var modes: [String] = []

    @Option(help: ArgumentHelp("The iOS release drawn: ios18 or ios26 (ios26: the clear and tinted Home Screens "
                                   + "instead of iOS 18's accented; default: \(WidgetRenderOptions.defaultOS.rawValue)).",
                               valueName: "os"))
    var os: String?

    @Option(help: ArgumentHelp("Colour schemes: light, dark or light,dark (the default).", valueName: "schemes"))
    var schemes: [String] = []

    @Option(help: ArgumentHelp("Tint for accented and vibrant modes: #RRGGBB or a system colour name.",
                               valueName: "color"))
    var tint: String?

    @Option(name: .customLong("dynamic-type-sizes"),
            help: ArgumentHelp("Dynamic Type sizes as an axis, comma-separated (e.g. xSmall,large,AX5); each adds "
                               + "-SIZE to the file names except large. Default: large only.", valueName: "sizes"))
    var dynamicTypeSizes: [String] = []

    @Option(name: .customLong("locales"),
            help: ArgumentHelp("Locales as an axis, comma-separated (e.g. en_US,ar_EG,ja_JP); each adds -LOCALE to the "
                               + "file names and sets the layout direction from its language, as --locale does. "
                               + "Default: en_US only, unnamed.", valueName: "identifiers"))
    var locales: [String] = []

    @Option(help: ArgumentHelp("Places to show the widget in as well, comma-separated: "
                               + "\(WidgetPlacement.allCases.filter { $0 != .homeScreen }.map(\.rawValue).joined(separator: ", ")) "
                               + "or all; each adds -CONTEXT renders of the families and modes that place shows.",
                               valueName: "contexts"))
    var contexts: [String] = []

    @Flag(help: "Also run the legibility check on the widget's matrix and its Live Activity and control renders (as `check` does); exit 1 after writing the gallery if anything is unreadable.")
    var check = false

    @Option(help: ArgumentHelp("Render threads; default: one per core. Fewer run when the renders in flight would need "
                               + "more than an estimated 1 GiB (a widget of many layout nodes)."))
    var jobs: Int?

    @OptionGroup var policy: RenderPolicyOptions
    @OptionGroup var shardOption: ShardOption
    @OptionGroup var junitOption: JUnitOption

    func validate() throws {
        _ = try OptionValues.list(families, parse: OptionValues.family)
        _ = try OptionValues.list(modes, parse: OptionValues.mode)
        _ = try os.map(OptionValues.os)
        _ = try OptionValues.list(schemes, parse: OptionValues.scheme)
        _ = try dynamicTypeSizeList()
        _ = try localeList()
        _ = try contextList()
        if let tint, ColorArgument.parse(tint) == nil {
            throw ValidationError(ColorArgument.problem(tint))
        }
        if let jobs, !(1...256).contains(jobs) {
            throw ValidationError("--jobs must be between 1 and 256, got \(jobs)")
        }
    }

    func run() throws {
        let start = DispatchTime.now()
        let source = try widget.load()
        let chosenFamilies = try OptionValues.list(families, parse: OptionValues.family)
        for family in chosenFamilies { try source.require(family) }
        var plan = GalleryPlan(supported: source.families, families: chosenFamilies,
                               modes: try OptionValues.list(modes, parse: OptionValues.mode),
                               schemes: try OptionValues.list(schemes, parse: OptionValues.scheme),
                               dynamicTypeSizes: try dynamicTypeSizeList(), locales: try localeList(),
                               contexts: try contextList(), os: try os.map(OptionValues.os),
                               activityStates: source.activity?.states ?? [], controlIsToggle: source.control?.isToggle)
        if let shard = try shardOption.parsed() { plan = plan.only(shard) }
        let folder = output ?? "\(source.name)-gallery"
        let resources = try SharedResources.make(assets: widget.assetCatalog())
        let inputs = widget.file.map { [$0] } ?? []
        let threads = try GalleryBudget.check(plan, source: source, resources: resources,
                                              tint: tint.flatMap(ColorArgument.parse), folder: folder, inputs: inputs,
                                              threads: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
                                              check: try checkMatrix(plan))
        try CLIOutput.makeFolder(folder)
        let runner = GalleryRunner(source: source, resources: resources, folder: folder,
                                   tint: tint.flatMap(ColorArgument.parse), date: try policy.parsedDate(),
                                   sheetScale: ContactSheet.pixelsPerPoint, inputs: inputs,
                                   spool: try CLIOutput.spool(in: folder))
        let tiles = runner.run(plan, threads: threads)
        // Every failed render is reported before the contact sheet is written, so a full disk that also
        // fails the sheet still names each render it failed.
        Self.reportWarnings(tiles)
        var failed = 0
        for tile in tiles {
            if case .failure(let failure) = tile.outcome {
                failed += 1
                printError("widgetrender: \(tile.entry.fileStem) failed: \(failure.message)")
            }
        }

        let sheets = try ContactSheet(title: source.name, tiles: tiles, resources: resources).write(into: folder)
        try CLIOutput.write(text: GalleryIndexPage.html(title: source.name, tiles: tiles, sheets: sheets),
                            to: "\(folder)/index.html")
        if let junit = junitOption.junit {
            try JUnitReport(name: "widgetrender gallery \(source.name)", cases: tiles.map { tile in
                var failure: (message: String, detail: String)?
                if case .failure(let error) = tile.outcome { failure = (error.message, "\(folder)/\(tile.entry.fileStem).png") }
                return JUnitReport.TestCase(name: tile.entry.fileStem, className: source.name, failure: failure)
            }).write(to: junit, inputs: inputs)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        let threadWord = min(threads, max(1, plan.entries.count)) == 1 ? "thread" : "threads"
        printOutput("\(source.name): \(tiles.count - failed) of \(tiles.count) renders, \(ContactSheetPages.summary(sheets)) and index.html "
              + "in \(TerminalText.safe(folder))/ (\(Self.twoDecimals(seconds)) s, \(min(threads, max(1, plan.entries.count))) \(threadWord))")
        if failed > 0 {
            throw CLIFailure(message: "\(failed) of \(tiles.count) renders failed", code: CLIExitCode.partial)
        }
        if let matrix = try checkMatrix(plan) {
            try CheckCommand.checkMatrix(source, families: plan.families, modes: matrix.modes, schemes: matrix.schemes,
                                         base: matrix.base, places: plan.places, resources: resources)
        }
        let warned = tiles.filter { !$0.warnings.isEmpty }.count
        if policy.strict, warned > 0 {
            throw CLIFailure(message: "\(warned) of \(tiles.count) renders had warnings with --strict",
                             code: CLIExitCode.strict)
        }
    }

    /// With `--check`, the check's modes (nil: each family's), schemes and base options.
    func checkMatrix(_ plan: GalleryPlan) throws -> (modes: [WidgetMode]?, schemes: [ColorScheme], base: WidgetRenderOptions)? {
        guard check else { return nil }
        var base = WidgetRenderOptions(family: .systemSmall)
        base.tint = tint.flatMap(ColorArgument.parse)
        base.date = try policy.parsedDate()
        base.os = try os.map(OptionValues.os)
        let modes = try OptionValues.list(modes, parse: OptionValues.mode)
        let schemes = try OptionValues.list(schemes, parse: OptionValues.scheme)
        return (modes.isEmpty ? nil : modes, schemes.isEmpty ? [.light, .dark] : schemes, base)
    }

    /// The `--contexts` values (``PlacementOptions/contexts(_:option:)``).
    func contextList() throws -> [WidgetPlacement] {
        try PlacementOptions.contexts(contexts, option: "--contexts")
    }

    /// The `--dynamic-type-sizes` values (``TextOptions/dynamicTypeSizes(_:option:)``).
    func dynamicTypeSizeList() throws -> [DynamicTypeSize] {
        try TextOptions.dynamicTypeSizes(dynamicTypeSizes, option: "--dynamic-type-sizes")
    }

    /// The `--locales` values (``TextOptions/locales(_:option:maximum:command:)``), at most ``maximumLocales``.
    func localeList() throws -> [String] {
        try TextOptions.locales(locales, option: "--locales", maximum: Self.maximumLocales, command: "gallery")
    }

    /// The most locales one gallery takes: with every size (12) it bounds the plan at 50 × 12 × 16 renders.
    static let maximumLocales = 16

    /// `seconds` with two decimals ("0.79"), as `%.2f` printed it, without Foundation's `String(format:)`.
    static func twoDecimals(_ seconds: Double) -> String {
        let hundredths = Int((max(seconds, 0) * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// Prints each distinct warning once, with the renders it came from (RenderPolicyOptions' formatter).
    static func reportWarnings(_ tiles: [GalleryTile]) {
        RenderPolicyOptions.printWarnings(tiles.flatMap { tile in tile.warnings.map { ($0, tile.entry.fileStem) } },
                                          listsOrigins: false)
    }

    /// The contact sheet's file name.
    static let sheetName = "contact-sheet.png"
}
