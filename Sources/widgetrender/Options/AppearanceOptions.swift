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

    func validate() throws {
        _ = try renderOptions()
    }

    /// The parsed options.
    func renderOptions() throws -> WidgetRenderOptions {
        let family = try OptionValues.family(family)
        let mode = try OptionValues.mode(mode)
        let scheme = try OptionValues.scheme(scheme)
        let chosenDevice = try device.map(OptionValues.device)
        if let chosenDevice, chosenDevice.size(of: family) == nil {
            throw ValidationError(WidgetError.familyNotOffered(family, chosenDevice).description)
        }
        if let scale, !(scale.isFinite && scale >= 1 && scale <= WidgetCanvas.maximumScale) {
            throw ValidationError(WidgetError.invalidScale(scale).description)
        }
        var color: RGBAColor?
        if let tint {
            guard let parsed = ColorArgument.parse(tint) else {
                throw ValidationError("--tint \"\(tint)\" is not a colour; expected #RRGGBB, #RRGGBBAA or a name like orange")
            }
            color = parsed
        }
        return WidgetRenderOptions(family: family, mode: mode, colorScheme: scheme, device: chosenDevice,
                                   scale: scale, tint: color)
    }
}
