import ArgumentParser
import PortableFoundation
import Render
import WidgetDocument
import Widgets

/// `--date` and `--strict`, shared by render, layout and gallery: what "now" is, and whether warnings
/// fail the command.
struct RenderPolicyOptions: ParsableArguments {
    /// The help of `--date`, made once (not each time swift-argument-parser makes these options).
    private static let dateHelp = ArgumentHelp(
        "The moment the widget is rendered at, ISO 8601 (2024-06-05T09:41:00Z): \"now\" for relative, offset and timer "
            + "text. Default 2024-06-05T09:41:00Z (fixed, so renders never depend on the clock); a document's own "
            + "\"date\" wins.",
        valueName: "date")

    @Option(help: Self.dateHelp)
    var date: String?

    @Flag(help: "Treat warnings (unknown symbols, missing images, approximations) as failures: exit 4.")
    var strict = false

    /// `--date` as `validate()` parsed it (``ParsedArguments/date(_:)``; not an argument: left out of
    /// ``CodingKeys``).
    private var parsed: ParsedArguments?

    /// The argument names, without ``parsed``.
    enum CodingKeys: CodingKey { case date, strict }

    mutating func validate() throws {
        parsed = .date(try parse())
    }

    /// The `--date` value parsed once in `validate()` (parsed here when a caller made these options by
    /// hand), nil when not given.
    func parsedDate() throws -> Date? {
        if case .date(let date)? = parsed { return date }
        return try parse()
    }

    /// The `--date` value, nil when not given.
    private func parse() throws -> Date? {
        guard let date else { return nil }
        switch DateTimeText.parse(date) {
        case .success(let parsed):
            return parsed
        case .failure(.notADateTime):
            throw ValidationError("--date \"\(TerminalText.safe(date))\" \(DateTimeText.Problem.notADateTime)")
        case .failure(let problem):
            throw ValidationError("--date \"\(TerminalText.safe(date))\": \(problem)")
        }
    }

    /// `options` with the date applied.
    func applied(to options: WidgetRenderOptions) throws -> WidgetRenderOptions {
        var options = options
        options.date = try parsedDate()
        return options
    }

    /// Warnings about the command line itself: a tint the mode does not use, a Home Screen wallpaper no glass shows.
    static func optionWarnings(_ options: WidgetRenderOptions) -> [String] {
        var warnings: [String] = []
        if options.tint != nil, options.mode == .fullColor {
            warnings.append("--tint has no effect in fullColor mode (it tints accented and vibrant renders)")
        }
        if options.homeScreenWallpaper != nil, !options.mode.isGlass {
            warnings.append("--backdrop on the Home Screen is the wallpaper seen through the clear and tinted glass; "
                            + "it has no effect in \(options.mode) mode")
        }
        return warnings
    }

    /// The one formatter of a command's warnings on stderr: each distinct message once, in the order first
    /// met, as `warning: MESSAGE (ORIGIN)`; several origins are listed (`listsOrigins`, up to three, then
    /// "and N more") or counted as renders. Returns the number of distinct messages.
    @discardableResult
    static func printWarnings(_ warnings: [(message: String, origin: String)], listsOrigins: Bool) -> Int {
        var order: [String] = []
        var origins: [String: [String]] = [:]
        for (message, origin) in warnings {
            if origins[message] == nil { order.append(message) }
            if !(origins[message]?.contains(origin) ?? false) { origins[message, default: []].append(origin) }
        }
        for message in order {
            let from = origins[message] ?? []
            let origin: String
            if from.count == 1 {
                origin = from[0]
            } else if listsOrigins {
                origin = from.count <= 3 ? from.joined(separator: ", ")
                    : from.prefix(2).joined(separator: ", ") + " and \(from.count - 2) more"
            } else {
                origin = "\(from.count) renders"
            }
            printError("warning: \(TerminalText.line(message)) (\(TerminalText.line(origin)))")
        }
        return order.count
    }

    /// Prints `warnings` on stderr; with --strict and any warning, fails with exit code 4.
    func report(_ warnings: [String], what: String) throws {
        for warning in warnings { printError("warning: \(warning)") }
        guard strict, !warnings.isEmpty else { return }
        throw CLIFailure(message: "\(what): \(warnings.count) warning\(warnings.count == 1 ? "" : "s") with --strict",
                         code: CLIExitCode.strict)
    }
}
