import ArgumentParser
import Graphics
import Render
import Views
import Widgets

/// How one render looks: family, mode, colour scheme, device, scale and tint (DESIGN.md §4).
///
/// Values are parsed in `validate()`, so every bad value is a usage error (exit 64) naming the value
/// and the valid ones.
struct AppearanceOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The widget family: \(WidgetFamily.allCases.map(\.rawValue).joined(separator: ", ")).",
                               valueName: "family"))
    var family: String = WidgetFamily.systemSmall.rawValue

    @Option(help: ArgumentHelp("The rendering mode: \(WidgetMode.allCases.map(\.rawValue).joined(separator: ", ")).",
                               valueName: "mode"))
    var mode: String = WidgetMode.fullColor.rawValue

    @Option(help: ArgumentHelp("The colour scheme: light or dark.", valueName: "light|dark"))
    var scheme: String = ColorScheme.light.rawValue

    @Option(help: "The device (see `widgetrender list devices`); defaults to the family's default device.")
    var device: String?

    @Option(help: "Device pixels per point (1…8); defaults to the device's scale.")
    var scale: Double?

    @Option(help: ArgumentHelp("Tint for accented and vibrant modes: #RRGGBB, #RRGGBBAA or a system colour name (orange, blue …).",
                               valueName: "color"))
    var tint: String?

    /// The options as `validate()` parsed them, so `run()` uses them without parsing again (not an argument:
    /// left out of ``CodingKeys``).
    private(set) var parsed: WidgetRenderOptions?

    /// The argument names, without ``parsed``.
    enum CodingKeys: CodingKey { case family, mode, scheme, device, scale, tint }

    mutating func validate() throws {
        parsed = try parse()
    }

    /// The options parsed once in `validate()` (parsed here when a caller made these options by hand).
    func renderOptions() throws -> WidgetRenderOptions {
        if let parsed { return parsed }
        return try parse()
    }

    /// The parsed options, checked by the canvas's own rules (``WidgetRenderOptions/validate()``, the one
    /// place a family the device lacks or a scale out of range is refused): every failure a usage error.
    private func parse() throws -> WidgetRenderOptions {
        let family = try OptionValues.family(family)
        let mode = try OptionValues.mode(mode)
        let scheme = try OptionValues.scheme(scheme)
        let chosenDevice = try device.map(OptionValues.device)
        var color: RGBAColor?
        if let tint {
            guard let parsed = ColorArgument.parse(tint) else {
                throw ValidationError(ColorArgument.problem(tint))
            }
            color = parsed
        }
        let options = WidgetRenderOptions(family: family, mode: mode, colorScheme: scheme, device: chosenDevice,
                                          scale: scale, tint: color)
        do { try options.validate() } catch { throw ValidationError(error.description) }
        return options
    }
}
