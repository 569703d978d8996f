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
            habit: no findings (328 elements in 22 renders)
            """)

    @OptionGroup var widget: WidgetSelection

    @Option(help: ArgumentHelp("Families to check, comma-separated or repeated; default: all the widget supports.",
                               valueName: "families"))
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

    @Flag(help: "Report only content that collapses into its surroundings, not WCAG low contrast (Apple's own .secondary labels are 3.25:1).")
    var collapsedOnly = false

    @Option(help: ArgumentHelp("Write <family>-<mode>[-dark].png with the findings outlined into this folder.",
                               valueName: "dir"))
    var overlay: String?

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
        let thresholds = LegibilityThresholds(bodyText: minTextContrast, largeTextAndGraphics: minGraphicsContrast)
        let resources = try SharedResources.make(assets: widget.assetCatalog())
        let checkedFamilies = chosenFamilies.isEmpty ? source.families : chosenFamilies
        let checkedModes = chosenModes.isEmpty ? nil : chosenModes
        let checkedSchemes = chosenSchemes.isEmpty ? [ColorScheme.light, .dark] : chosenSchemes
        try Self.checkBudget(source, families: checkedFamilies, modes: checkedModes, schemes: checkedSchemes, base: base,
                             resources: resources)
        if let overlay { try CLIOutput.makeFolder(overlay) }
        let report: LegibilityReport
        do {
            report = try LegibilityCheck(thresholds: thresholds).check(
                source.makeView(), families: checkedFamilies, modes: checkedModes, schemes: checkedSchemes, base: base,
                resources: resources)
        } catch {
            throw CLIFailure.input("\(source.origin): \(error)")
        }
        let findings = report.findings.filter { !collapsedOnly || $0.kind == .collapsed }
        for finding in findings { printOutput(TerminalText.line(finding.description)) }
        if let overlay {
            for var entry in report.entries where entry.findings.contains(where: { !collapsedOnly || $0.kind == .collapsed }) {
                entry.findings = entry.findings.filter { !collapsedOnly || $0.kind == .collapsed }
                let options = entry.render.options
                let stem = options.appearance.fileStem
                let pixmap = entry.overlay()
                let png: [UInt8]
                do { png = try PNGEncoder.encode(width: pixmap.width, height: pixmap.height, rgba: pixmap.straightRGBA()) }
                catch { throw CLIFailure.io("overlay \(stem): \(error)") }
                try CLIOutput.write(png, to: "\(overlay)/\(stem).png")
            }
        }
        let count = findings.count
        let summary = "\(source.name): \(count == 0 ? "no" : "\(count)") finding\(count == 1 ? "" : "s") "
            + "(\(report.measuredCount) elements in \(report.entries.count) renders)"
        printError(summary)
        if count > 0 { throw CLIExitCode.findings }
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

    /// Refuses, before anything is written, a check over the command budget: its renders counted, its layout
    /// work priced (``CommandBudget``) from one layout of its first family in full colour.
    static func checkBudget(_ source: WidgetSource, families: [WidgetFamily], modes: [WidgetMode]?, schemes: [ColorScheme],
                            base: WidgetRenderOptions, resources: RenderResources) throws {
        let checked = CommandBudget.checkRenders(families: families, modes: modes, schemes: schemes, base: base)
        try CommandBudget.checkRenderCount(checked.renders, command: "check",
                                           counted: "\(CommandBudget.count(families.count, "family", plural: "families"))"
                                               + " × their modes × \(CommandBudget.count(schemes.count, "scheme"))",
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

    /// `gallery --check`: the check of the gallery's families (modes and schemes as chosen), with
    /// `check`'s default thresholds; findings on stdout, the summary on stderr, then exit 1.
    static func checkMatrix(_ source: WidgetSource, families: [WidgetFamily], modes: [WidgetMode]?,
                            schemes: [ColorScheme], base: WidgetRenderOptions, resources: RenderResources) throws {
        let report: LegibilityReport
        do {
            report = try LegibilityCheck().check(source.makeView(), families: families, modes: modes, schemes: schemes,
                                                 base: base, resources: resources)
        } catch {
            throw CLIFailure.input("\(source.origin): \(error)")
        }
        for finding in report.findings { printOutput(TerminalText.line(finding.description)) }
        let count = report.findings.count
        printError("\(source.name): \(count == 0 ? "no" : "\(count)") finding\(count == 1 ? "" : "s") "
                   + "(\(report.measuredCount) elements in \(report.entries.count) renders)")
        if count > 0 { throw CLIExitCode.findings }
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
