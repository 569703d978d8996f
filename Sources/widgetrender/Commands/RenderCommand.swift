import ArgumentParser
import PortableFoundation
import Render
import Views
import Widgets

/// `widgetrender [render] [FILE] [--example NAME] [--family F] [--mode M] [--scheme S] [--device D]
/// [--scale S] [--tint COLOR] [--dynamic-type SIZE] [--layout-direction D] [--locale ID] [--context C] [--backdrop PNG]
/// [--check] [--output PATH]` — the default subcommand.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a widget to PNG (the default subcommand).",
        discussion: """
            Renders a widget document (FILE), a built-in example (--example), or with neither the \
            default example, in one family, mode and colour scheme. The output defaults to \
            <widget>-<family>-<mode>[-dark][-SIZE][-LOCALE][-rtl].png in the current directory; `-o -` writes the PNG to \
            stdout. Files are written atomically: a failed render leaves nothing behind.

            Examples:
              widgetrender --family systemSmall --mode vibrant
              widgetrender render --example weather --family systemMedium --scheme dark -o weather.png
              widgetrender docs/examples/events.json --family systemLarge
              widgetrender --family accessoryCircular --mode night -o - > circular.png
              widgetrender --family systemLarge --device iphone-390x844 --mode accented --tint orange
              widgetrender --family systemMedium --dynamic-type AX5
              widgetrender --family systemMedium --locale ar_EG
              widgetrender --family accessoryRectangular --mode vibrant --context lockScreen --scheme dark
              widgetrender --family systemSmall --mode night --context standBy
              widgetrender --family accessoryRectangular --device watch-41mm --context smartStack
              widgetrender --family systemMedium --device mac --mode vibrant --context macDesktop
              widgetrender --example weather --mode accented --check

            $ widgetrender --family systemSmall --mode vibrant
            wrote habit-systemSmall-vibrant.png (510×510 px)
            """)

    @OptionGroup var widget: WidgetSelection
    @OptionGroup var appearance: AppearanceOptions
    @OptionGroup var policy: RenderPolicyOptions
    @OptionGroup var text: TextOptions
    @OptionGroup var place: PlacementOptions

    @Option(name: [.short, .long], help: ArgumentHelp("Output PNG path, or - for stdout.", valueName: "path"))
    var output: String?

    func run() throws {
        let inputs = widget.file.map { [$0] } ?? []
        if let output { try CLIOutput.check(output, option: "--output", inputs: inputs) }
        let source = try widget.load()
        // Every option group parsed and checked its values in `validate()`; here they are only combined.
        let parsed = try appearance.parsedOptions()
        var options = try policy.applied(to: parsed.options)
        try text.apply(to: &options)
        try source.require(options.family)
        let resources = try SharedResources.make(assets: widget.assetCatalog())
        let placement = try place.placement()
        let backdrop = try place.backdropImage()
        // On the Home Screen the wallpaper is the one the clear and tinted glass shows (the widget alone is drawn).
        if placement == .homeScreen { options.homeScreenWallpaper = backdrop }
        let rendered = try RenderJob.render(source, options: options, canvas: parsed.canvas, placement: placement,
                                            backdrop: backdrop, resources: resources)
        try policy.report(RenderPolicyOptions.optionWarnings(options) + rendered.warnings,
                          what: "\(source.origin), \(options.family) \(options.mode)")
        let path = output ?? Self.defaultOutput(widget: source.name, options: options, canvas: parsed.canvas,
                                                placement: placement)
        try CLIOutput.write(rendered.png, to: path, inputs: inputs)
        if path != "-" { printError("wrote \(TerminalText.safe(path)) (\(rendered.width)×\(rendered.height) px)") }
        if place.check { try CheckCommand.checkOne(source, options: options, resources: resources) }
    }

    /// `<widget>-<fileStem>[-CONTEXT].png`: the render matrix's file stem (``Widgets/WidgetAppearance/fileStem``:
    /// `-dark` only where the scheme changes the pixels on `canvas`, text settings only where they differ from
    /// the defaults), then the place when it is not the Home Screen (`habit-systemSmall-fullColor-AX5-ar_EG.png`,
    /// `habit-accessoryCircular-vibrant-dark-lockScreen.png`: the Lock Screen's wallpaper follows the scheme).
    static func defaultOutput(widget: String, options: WidgetRenderOptions, canvas: WidgetCanvas,
                              placement: WidgetPlacement? = nil) -> String {
        guard let placement, placement != .homeScreen else {
            let stem = options.appearance.fileStem(qualifiers: [], schemeIsAnAxis: WidgetAppearance.isSchemeAnAxis(on: canvas))
            return "\(widget)-\(stem).png"
        }
        return "\(widget)-\(placement.fileStem(options.appearance)).png"
    }
}
