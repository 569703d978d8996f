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
    @OptionGroup var text: TextOptions

    @Flag(help: "Print the tree as JSON.")
    var json = false

    func run() throws {
        let source = try widget.load()
        var options = try appearance.renderOptions()
        try text.apply(to: &options)
        try source.require(options.family)
        let resources = try SharedResources.make()
        let output: LaidOutScene  // the pipeline stops after layout: nothing is drawn
        do {
            output = try WidgetRenderer().layout(source.makeView(), options: options, resources: resources)
        } catch {
            throw CLIFailure.input("\(source.origin), \(options.family) \(options.mode): \(error)")
        }
        for warning in output.warnings { printError("warning: \(warning)") }
        print(json ? output.layout.jsonDump() : output.resolved.textDump(output.layout))
    }
}
