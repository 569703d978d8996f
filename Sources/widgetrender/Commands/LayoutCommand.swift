import ArgumentParser
import PortableFoundation
import Render

/// `widgetrender layout [FILE] [--example NAME] [--family F] … [--json]`: the layout tree of one render.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the layout tree of a widget: the type and frame of every node.",
        discussion: """
            Lays the widget out as `render` would, and prints one line per node, indented by depth: \
            its type, its frame in points (x, y, width, height) and what it draws. With --json, the \
            tree as JSON with layout, snapped and pixel frames.

            Examples:
              widgetrender layout --family accessoryRectangular
              widgetrender layout --example events --family systemMedium --json > events.json

            $ widgetrender layout --example battery --family accessoryInline
            frame(width: 257, height: 26) (0, 0, 257, 26)
              ZStack (33.459, 4, 190.081, 18)
                padding(0) (33.459, 4, 190.081, 18)
                  HStack (33.459, 4, 190.081, 18)
                    Image systemName "battery.100.bolt" (33.459, 6.13, 18.081, 13.74) image …
                    Text "iPhone 87% · Watch 34%" (55.541, 4, 168, 18) text … 15pt semibold …
            """)

    @OptionGroup var widget: WidgetSelection
    @OptionGroup var appearance: AppearanceOptions
    @OptionGroup var policy: RenderPolicyOptions
    @OptionGroup var text: TextOptions

    @Flag(help: "Print the tree as JSON.")
    var json = false

    @Option(name: [.short, .long], help: ArgumentHelp(
        "Write the tree to this file (atomically: a full disk leaves no half-written file) instead of stdout.",
        valueName: "path"))
    var output: String?

    func run() throws {
        let inputs = widget.file.map { [$0] } ?? []
        if let output { try CLIOutput.check(output, option: "--output", inputs: inputs) }
        let source = try widget.load()
        var options = try policy.applied(to: appearance.renderOptions())
        try text.apply(to: &options)
        try source.require(options.family)
        let resources = try SharedResources.make(assets: widget.assetCatalog())
        let rendered: LaidOutScene  // the pipeline stops after layout: nothing is drawn
        do {
            rendered = try WidgetRenderer().layout(source.makeView(), options: options, resources: resources)
        } catch {
            throw CLIFailure.input("\(source.origin), \(options.family) \(options.mode): \(error)")
        }
        try FiniteLayout.require(rendered.layout, what: "\(source.origin), \(options.family) \(options.mode)")
        let text = (json ? rendered.layout.jsonDump() : rendered.resolved.textDump(rendered.layout)) + "\n"
        if let path = output { try CLIOutput.write(text: text, to: path, inputs: inputs) } else {
            writeStandardOutput(Array(text.utf8))
        }
        try policy.report(RenderPolicyOptions.optionWarnings(options) + rendered.warnings.map { "\($0)" },
                          what: "\(source.origin), \(options.family) \(options.mode)")
    }
}
