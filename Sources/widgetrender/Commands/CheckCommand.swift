import ArgumentParser
import FileAccess
import PNGCodec
import PortableFoundation
import Render
import Views
import Widgets

/// `widgetrender check [FILE] [--example NAME] [--families …] [--modes …] [--schemes …] [--overlay DIR]`:
/// the legibility check (docs/legibility.md).
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Find text, symbols, gauges and images that are unreadable or vanish in the modes a widget is shown in.",
        discussion: """
            Renders the widget in every family it supports, in each mode that family is shown in \
            (system families: fullColor and accented, systemSmall also vibrant and night; accessory \
            families: vibrant, accessoryRectangular also fullColor) and in light and dark, and measures \
            each text, symbol, gauge and progress indicator against what lies beneath it (the scene \
            drawn without it) with the WCAG 2.x contrast ratio: 4.5:1 for text, 3:1 for large text \
            (24 pt and up) and graphics. An element that was readable in full colour and is at most \
            1.5:1 here has collapsed (white on white); an image that lost its own contrast has too. \
            Each finding is one line on stdout; --overlay writes each failing render with the \
            elements outlined (red: collapsed, orange: low contrast).

            A built-in example with a Live Activity or a control (habit) is also checked, when no --families \
            are given, in every render the gallery draws of them: each content state in every presentation \
            (the Lock Screen, the Dynamic Island's compact, minimal and expanded, StandBy, the watch Smart \
            Stack) and mode it is shown in, and the control in each Control Center size, the Lock Screen and \
            the Action button, off and on. The Always-On Lock Screen, the watch wrist down and StandBy at \
            night are judged against the same presentation in full colour. Their findings, overlays and \
            JUnit cases are named as the gallery names the tiles (activity Lock Screen · 5 of 8 · dark, \
            activity-0-lockScreen-dark.png); --modes and --schemes narrow them as they narrow the gallery.

            The previews of a widget extension or Swift package are checked by `widgetrender previews PATH \
            --check` (it builds them); `check FOLDER` says so.

            Exit codes: 0 nothing found, 1 findings, 64 usage error, 65 input error, 74 I/O error.

            Examples:
              widgetrender check
              widgetrender check --example weather --families systemSmall --modes accented
              widgetrender check widget.json --overlay check-overlays
              widgetrender check --min-text-contrast 7
              widgetrender check --collapsed-only

            $ widgetrender check --example habit --collapsed-only
            habit: no findings (529 elements in 70 renders, 38 of them the Live Activity's and control's)
            """)

    @OptionGroup var widget: WidgetSelection

    @Option(help: ArgumentHelp("Families to check, comma-separated or repeated; default: all the widget supports, "
                                   + "and its Live Activity and control.", valueName: "families"))
    var families: [String] = []

    @Option(help: ArgumentHelp("Modes to check, comma-separated or repeated; default: those each family is shown in.",
                               valueName: "modes"))
    var modes: [String] = []

    @Option(help: ArgumentHelp("Colour schemes: light, dark or light,dark (the default).", valueName: "schemes"))
    var schemes: [String] = []

    @Option(help: ArgumentHelp("Tint for accented and vibrant modes: #RRGGBB or a system colour name.",
                               valueName: "color"))
    var tint: String?

    @Option(help: ArgumentHelp("The iOS release checked: ios18 or ios26 (ios26: the clear and tinted Home Screens "
                                   + "instead of iOS 18's accented; default: \(WidgetRenderOptions.defaultOS.rawValue)).",
                               valueName: "os"))
    var os: String?

    @Option(help: ArgumentHelp("The contrast text needs (WCAG AA: 4.5).", valueName: "ratio"))
    var minTextContrast: Double = LegibilityThresholds().bodyText

    @Option(help: ArgumentHelp("The contrast large text, symbols, gauges and progress need (WCAG AA: 3).",
                               valueName: "ratio"))
    var minGraphicsContrast: Double = LegibilityThresholds().largeTextAndGraphics

    @Option(help: ArgumentHelp("A PNG wallpaper seen through the iOS 26 clear and tinted glass (default: a generated "
                                   + "gradient of the scheme).", valueName: "file.png"))
    var backdrop: String?

    @Flag(help: "Report only content that collapses into its surroundings, not WCAG low contrast (Apple's own .secondary labels are 3.25:1).")
    var collapsedOnly = false

    @Option(help: ArgumentHelp("Write <family>-<mode>[-dark].png (a Live Activity's and a control's: the gallery's "
                                   + "file names) with the findings outlined into this folder.", valueName: "dir"))
    var overlay: String?

    @OptionGroup var junitOption: JUnitOption

    func validate() throws {
        _ = try OptionValues.list(families, parse: OptionValues.family)
        _ = try OptionValues.list(modes, parse: OptionValues.mode)
        _ = try OptionValues.list(schemes, parse: OptionValues.scheme)
        _ = try os.map(OptionValues.os)
        if let tint, ColorArgument.parse(tint) == nil {
            throw ValidationError("--tint \"\(tint)\" is not a colour; expected #RRGGBB, #RRGGBBAA or a name like orange")
        }
        for (name, value) in [("--min-text-contrast", minTextContrast), ("--min-graphics-contrast", minGraphicsContrast)]
        where !(value.isFinite && value >= 1 && value <= 21) {
            throw ValidationError("\(name) must be a contrast ratio between 1 and 21, got \(value)")
        }
    }

    func run() throws {
        if let file = widget.file, FileSystem.isFolder(file) { throw Self.folderGiven(file) }
        let source = try widget.load()
        let chosenFamilies = try OptionValues.list(families, parse: OptionValues.family)
        for family in chosenFamilies { try source.require(family) }
        let chosenModes = try OptionValues.list(modes, parse: OptionValues.mode)
        let chosenSchemes = try OptionValues.list(schemes, parse: OptionValues.scheme)
        var base = WidgetRenderOptions(family: .systemSmall)
        base.tint = tint.flatMap(ColorArgument.parse)
        base.os = try os.map(OptionValues.os)
        base.homeScreenWallpaper = try backdrop.map(PlacementOptions.wallpaper)
        let thresholds = LegibilityThresholds(bodyText: minTextContrast, largeTextAndGraphics: minGraphicsContrast)
        let resources = try SharedResources.make(assets: widget.assetCatalog())
        let checkedFamilies = chosenFamilies.isEmpty ? source.families : chosenFamilies
        let checkedModes = chosenModes.isEmpty ? nil : chosenModes
        let checkedSchemes = chosenSchemes.isEmpty ? [ColorScheme.light, .dark] : chosenSchemes
        // The Live Activity and the control, as the gallery draws them: only when no families are chosen.
        let places = chosenFamilies.isEmpty ? Self.places(of: source, modes: chosenModes, schemes: chosenSchemes,
                                                          os: base.os) : []
        try Self.checkBudget(source, families: checkedFamilies, modes: checkedModes, schemes: checkedSchemes, base: base,
                             places: places, resources: resources)
        if let overlay { try CLIOutput.makeFolder(overlay) }
        let report = try Self.report(source, families: checkedFamilies, modes: checkedModes, schemes: checkedSchemes,
                                     base: base, places: places, thresholds: thresholds, resources: resources)
        let shown = { (finding: LegibilityFinding) in !collapsedOnly || finding.kind == .collapsed }
        let findings = report.findings.filter(shown)
        for finding in findings { printOutput(TerminalText.line(finding.description)) }
        if let overlay {
            for var entry in report.entries where entry.findings.contains(where: shown) {
                entry.findings = entry.findings.filter(shown)
                let stem = entry.render.fileStem
                let pixmap = entry.overlay()
                let png: [UInt8]
                do { png = try PNGEncoder.encode(width: pixmap.width, height: pixmap.height, rgba: pixmap.straightRGBA()) }
                catch { throw CLIFailure.io("overlay \(stem): \(error)") }
                try CLIOutput.write(png, to: "\(overlay)/\(stem).png")
            }
        }
        if let junit = junitOption.junit {
            try JUnitReport(name: "widgetrender check \(source.name)", cases: report.entries.map { entry in
                let failing = entry.findings.filter(shown)
                return JUnitReport.TestCase(
                    name: entry.render.fileStem, className: source.name,
                    failure: failing.isEmpty ? nil : ("\(CommandBudget.count(failing.count, "finding"))",
                                                     failing.map(\.description).joined(separator: "\n")))
            }).write(to: junit, inputs: widget.file.map { [$0] } ?? [])
        }
        printError(Self.summary(source, findings: findings.count, report: report))
        for note in report.notes { printError(TerminalText.line(note)) }
        if !findings.isEmpty { throw CLIExitCode.findings }
    }

    /// The places of `source` a check measures: its Live Activity and control in the gallery's matrix of them
    /// (``Widgets/PlaceAppearance/matrix(activityStates:controlIsToggle:modes:schemes:os:)``, empty modes and
    /// schemes: all); none for a document.
    static func places(of source: WidgetSource, modes: [WidgetMode], schemes: [ColorScheme],
                       os: OSProfile?) -> [PlaceAppearance] {
        PlaceAppearance.matrix(activityStates: source.activity?.states ?? [], controlIsToggle: source.control?.isToggle,
                               modes: modes, schemes: schemes, os: os)
    }

    /// The check of `source`'s widget in `families` and then of its `places`, one report; a render that fails is
    /// an input error naming the source.
    static func report(_ source: WidgetSource, families: [WidgetFamily], modes: [WidgetMode]?, schemes: [ColorScheme],
                       base: WidgetRenderOptions, places: [PlaceAppearance],
                       thresholds: LegibilityThresholds = LegibilityThresholds(),
                       resources: RenderResources) throws -> LegibilityReport {
        let check = LegibilityCheck(thresholds: thresholds)
        do {
            var report = try check.check(source.makeView(), families: families, modes: modes, schemes: schemes,
                                         base: base, resources: resources)
            if !places.isEmpty {
                report.append(try check.check(places: places, content: source.placeContent, date: base.date,
                                              controlScale: GalleryRunner.controlScale, resources: resources))
            }
            return report
        } catch {
            throw CLIFailure.input("\(source.origin): \(error)")
        }
    }

    /// `habit: 105 findings (529 elements in 70 renders, 38 of them the Live Activity's and control's)`.
    static func summary(_ source: WidgetSource, findings count: Int, report: LegibilityReport) -> String {
        let places = report.placeRenderCount
        return "\(source.name): \(count == 0 ? "no" : "\(count)") finding\(count == 1 ? "" : "s") "
            + "(\(report.measuredCount) elements in \(report.entries.count) renders"
            + (places > 0 ? ", \(places) of them the Live Activity's and control's)" : ")")
    }

    /// A folder is not a document: a widget extension's previews are checked by `previews --check`, which builds
    /// them (check reads one document and never compiles code).
    static func folderGiven(_ folder: String) -> CLIFailure {
        let shown = TerminalText.safe(folder)
        return CLIFailure.usage("\(shown) is a folder; check reads one widget document (JSON). To check every preview "
                                + "of a widget extension or Swift package, run: widgetrender previews \(shown) --check")
    }

    /// The options that check fewer renders.
    static let fewerOptions = "--families, --modes, --schemes"

    /// Refuses, before anything is written, a check over the command budget: its renders counted (the widget's and
    /// its places'), its layout work priced (``CommandBudget``) from one layout of its first family in full colour.
    static func checkBudget(_ source: WidgetSource, families: [WidgetFamily], modes: [WidgetMode]?, schemes: [ColorScheme],
                            base: WidgetRenderOptions, places: [PlaceAppearance] = [],
                            resources: RenderResources) throws {
        let checked = CommandBudget.checkRenders(families: families, modes: modes, schemes: schemes, base: base,
                                                 places: places)
        let placeRenders = LegibilityCheck.renderCount(places: places)
        try CommandBudget.checkRenderCount(checked.renders, command: "check",
                                           counted: "\(CommandBudget.count(families.count, "family", plural: "families"))"
                                               + " × their modes × \(CommandBudget.count(schemes.count, "scheme"))"
                                               + (placeRenders > 0 ? ", + \(placeRenders) Live Activity and control renders" : ""),
                                           fewer: fewerOptions)
        guard let family = families.first, let scheme = schemes.first else { return }
        var options = base
        options.family = family
        options.mode = .fullColor
        options.colorScheme = scheme
        try CommandBudget.checkLayoutWork(source, options: options, resources: resources, command: "check",
                                          what: "a check of \(CommandBudget.count(checked.renders, "render")) "
                                              + "(\(CommandBudget.checkPassesPerRender) passes each)",
                                          passes: checked.passes, fewer: fewerOptions)
    }

    /// `gallery --check`: the check of the gallery's families (modes and schemes as chosen) and of its Live Activity
    /// and control renders (`places`, in their schemes), with `check`'s default thresholds; findings on stdout, the
    /// summary on stderr, then exit 1.
    static func checkMatrix(_ source: WidgetSource, families: [WidgetFamily], modes: [WidgetMode]?,
                            schemes: [ColorScheme], base: WidgetRenderOptions, places: [PlaceAppearance],
                            resources: RenderResources) throws {
        let report = try Self.report(source, families: families, modes: modes, schemes: schemes, base: base,
                                     places: places, resources: resources)
        for finding in report.findings { printOutput(TerminalText.line(finding.description)) }
        printError(Self.summary(source, findings: report.findings.count, report: report))
        for note in report.notes { printError(TerminalText.line(note)) }
        if !report.passes { throw CLIExitCode.findings }
    }

    /// `render --check`: the legibility check of the one combination rendered (full colour is measured too,
    /// as the reference); findings on stdout, then exit 1.
    static func checkOne(_ source: WidgetSource, options: WidgetRenderOptions, resources: RenderResources) throws {
        let report: LegibilityReport
        do {
            report = try LegibilityCheck().check(source.makeView(), families: [options.family], modes: [options.mode],
                                                 schemes: [options.colorScheme], base: options, resources: resources)
        } catch {
            throw CLIFailure.input("\(source.origin): \(error)")
        }
        for finding in report.findings { printOutput(TerminalText.line(finding.description)) }
        if !report.passes { throw CLIExitCode.findings }
    }
}
