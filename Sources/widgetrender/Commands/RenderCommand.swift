import ArgumentParser
import Foundation
import Graphics
import PNGCodec
import Render
import Views
import Widgets

/// `widgetrender [render] [--example NAME] [--family F] [--mode M] [--scheme S] [--device D] [--scale S]
/// [--tint COLOR] [--output PATH]` — the default subcommand.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a widget to PNG (the default subcommand).",
        discussion: """
            With no --example, renders the built-in default example. The output defaults to \
            <widget>-<family>-<mode>[-dark].png in the current directory; `-o -` writes the PNG to stdout. \
            Files are written atomically (a temporary file, then a rename).

            Examples:
              widgetrender --family systemSmall --mode vibrant
              widgetrender render --example habit --family systemMedium --scheme dark -o habit.png
              widgetrender --family accessoryCircular --mode night -o - > circular.png
              widgetrender --family systemLarge --device iphone-390x844 --mode accented --tint orange
            """)

    @Option(help: "A built-in example (see `widgetrender list examples`).")
    var example: String?

    @Option(help: "The widget family: \(WidgetFamily.allValueStrings.joined(separator: ", ")).")
    var family: WidgetFamily = .systemSmall

    @Option(help: "The rendering mode: \(WidgetMode.allValueStrings.joined(separator: ", ")).")
    var mode: WidgetMode = .fullColor

    @Option(help: "The colour scheme: light or dark.")
    var scheme: ColorScheme = .light

    @Option(help: "The device (see `widgetrender list devices`); defaults to the family's default device.")
    var device: String?

    @Option(help: "Device pixels per point (1…8); defaults to the device's scale.")
    var scale: Double?

    @Option(help: "Tint for accented and vibrant modes: #RRGGBB or a system colour name.")
    var tint: String?

    @Option(name: [.short, .long], help: "Output PNG path, or - for stdout.")
    var output: String?

    func validate() throws {
        if let device, DeviceCatalog.device(named: device) == nil {
            throw ValidationError("unknown device '\(device)'; see `widgetrender list devices`")
        }
        if let scale, !(scale.isFinite && scale >= 1 && scale <= 8) {
            throw ValidationError("--scale must be between 1 and 8, got \(scale)")
        }
        if let tint, parseColor(tint) == nil {
            throw ValidationError("--tint '\(tint)' is not a colour (#RRGGBB, #RRGGBBAA or a name like orange)")
        }
        if let example, BuiltInExample.named(example) == nil {
            let names = BuiltInExample.all.map(\.name).joined(separator: ", ")
            throw ValidationError("unknown example '\(example)'; built-in examples: \(names)")
        }
    }

    func run() throws {
        let widget = example.flatMap(BuiltInExample.named) ?? BuiltInExample.default
        guard widget.families.contains(family) else {
            throw CLIFailure.input("example '\(widget.name)' does not support \(family); it supports "
                                   + widget.families.map(\.rawValue).joined(separator: ", "))
        }
        let options = WidgetRenderOptions(family: family, mode: mode, colorScheme: scheme,
                                          device: device.flatMap(DeviceCatalog.device(named:)), scale: scale,
                                          tint: tint.flatMap(parseColor))
        let resources: RenderResources
        do { resources = try RenderResources.bundled() } catch { throw CLIFailure.io("fonts: \(error)") }
        let png: [UInt8]
        do {
            png = try WidgetRenderer().renderPNG(widget.makeView(), options: options, resources: resources)
        } catch {
            throw CLIFailure.input("\(widget.name) \(family) \(mode): \(error)")
        }
        let path = output ?? Self.defaultOutput(widget: widget.name, family: family, mode: mode, scheme: scheme)
        if path == "-" {
            writeStandardOutput(png)
            return
        }
        do { try PNGEncoder.write(encoded: png, to: path) } catch { throw CLIFailure.io("\(path): \(error)") }
        printError("wrote \(path)")
    }

    /// `<widget>-<family>-<mode>[-dark].png`
    static func defaultOutput(widget: String, family: WidgetFamily, mode: WidgetMode, scheme: ColorScheme) -> String {
        "\(widget)-\(family.rawValue)-\(mode.rawValue)\(scheme == .dark ? "-dark" : "").png"
    }
}
