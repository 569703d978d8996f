import ArgumentParser
import Graphics
import Render
import Views
import Widgets

/// How one render looks: family, mode, colour scheme, device, scale and tint (DESIGN.md §4).
///
/// Values are parsed in `validate()`, once, into a ``Render/WidgetRenderOptions`` and its
/// ``Widgets/WidgetCanvas`` (the one check of family, device and scale), so every bad value is a usage error
/// (exit 64) naming the value and the valid ones, and `run()` uses what `validate()` kept. An option left
/// out takes its default from the one place that names it (``defaultFamily``,
/// ``Render/WidgetRenderOptions/defaultMode``, ``Render/WidgetRenderOptions/defaultColorScheme``): no
/// default goes through a string.
struct AppearanceOptions: ParsableArguments {
    /// The family rendered when `--family` is not given.
    static let defaultFamily = WidgetFamily.systemSmall

    // The help texts name the values and defaults; made once, not each time swift-argument-parser makes
    // these options to read their definitions.
    private static let familyHelp = ArgumentHelp(
        "The widget family: \(WidgetFamily.allCases.map(\.rawValue).joined(separator: ", ")) (default: \(defaultFamily.rawValue)).",
        valueName: "family")
    private static let modeHelp = ArgumentHelp(
        "The rendering mode: \(WidgetMode.allCases.map(\.rawValue).joined(separator: ", ")) "
            + "(default: \(WidgetRenderOptions.defaultMode.rawValue)).",
        valueName: "mode")
    private static let osHelp = ArgumentHelp(
        "The iOS release drawn: \(OSProfile.allCases.map(\.rawValue).joined(separator: ", ")) (sizes, palette, Home Screen "
            + "presentations; default: \(WidgetRenderOptions.defaultOS.rawValue); accented implies ios18, clear and tinted ios26).",
        valueName: "os")
    private static let schemeHelp = ArgumentHelp(
        "The colour scheme: light or dark (default: \(WidgetRenderOptions.defaultColorScheme.rawValue)).",
        valueName: "light|dark")

    @Option(help: Self.familyHelp)
    var family: String?

    @Option(help: Self.modeHelp)
    var mode: String?

    @Option(help: Self.schemeHelp)
    var scheme: String?

    @Option(help: Self.osHelp)
    var os: String?

    @Option(help: "The device (see `widgetrender list devices`); defaults to the family's default device.")
    var device: String?

    @Option(help: "Device pixels per point (1…8); defaults to the device's scale.")
    var scale: Double?

    @Option(help: ArgumentHelp("Tint for accented, tinted and vibrant modes: #RRGGBB, #RRGGBBAA or a system colour name (orange, blue …).",
                               valueName: "color"))
    var tint: String?

    /// The options and their canvas as `validate()` parsed and checked them (``ParsedArguments/appearance(_:)``),
    /// so `run()` uses them without parsing or checking again (not an argument: left out of ``CodingKeys``).
    private var parsed: ParsedArguments?

    /// What `validate()` makes of the arguments.
    struct Parsed {
        /// The render options.
        var options: WidgetRenderOptions
        /// Their canvas (``Render/WidgetRenderOptions/canvas()``): made once, handed to the renderer.
        var canvas: WidgetCanvas
    }

    /// The argument names, without ``parsed``.
    enum CodingKeys: CodingKey { case family, mode, scheme, os, device, scale, tint }

    mutating func validate() throws {
        parsed = .appearance(try parse())
    }

    /// The options parsed once in `validate()` (parsed here when a caller made these options by hand).
    func renderOptions() throws -> WidgetRenderOptions {
        try parsedOptions().options
    }

    /// The options and their canvas parsed once in `validate()` (parsed here when a caller made these
    /// options by hand).
    func parsedOptions() throws -> Parsed {
        if case .appearance(let parsed)? = parsed { return parsed }
        return try parse()
    }

    /// The parsed options and their canvas, made by the canvas's own rules (``Widgets/WidgetCanvas``'s
    /// initializer, the one place a family the device lacks or a scale out of range is refused): every
    /// failure a usage error.
    private func parse() throws -> Parsed {
        var options = WidgetRenderOptions(family: try family.map(OptionValues.family) ?? Self.defaultFamily)
        if let mode { options.mode = try OptionValues.mode(mode) }
        if let scheme { options.colorScheme = try OptionValues.scheme(scheme) }
        if let os { options.os = try OptionValues.os(os) }
        options.device = try device.map(OptionValues.device)
        options.scale = scale
        if let tint {
            guard let color = ColorArgument.parse(tint) else {
                throw ValidationError(ColorArgument.problem(tint))
            }
            options.tint = color
        }
        do { return Parsed(options: options, canvas: try options.canvas()) } catch {
            throw ValidationError(error.description)
        }
    }
}
