import ArgumentParser
import PortableFoundation
#if canImport(Glibc)
import Glibc
#endif
import FileAccess

/// `widgetrender`: renders WidgetKit-style widgets to PNG.
@main
struct WidgetRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "widgetrender",
        abstract: "Render iOS WidgetKit-style widgets to PNG on Linux.",
        discussion: """
            Renders a built-in example or a JSON widget document in any widget family and rendering \
            mode. `render` is the default subcommand: with no arguments, the default example is \
            rendered as a small widget in full colour.

            Examples:
              widgetrender --family systemSmall --mode vibrant
              widgetrender gallery --example weather
              widgetrender layout --family accessoryRectangular
              widgetrender compare expected.png actual.png --diff diff.png
              widgetrender check --example weather
              widgetrender list examples
              widgetrender previews MyWidgetExtension

            Exit codes: 0 success, 1 images differ (compare) or findings (check), 3 some gallery or previews \
            renders failed, 64 usage error, 65 input error (a bad document or image), 74 I/O error.
            """,
        subcommands: [RenderCommand.self, GalleryCommand.self, CheckCommand.self, CompareCommand.self, LayoutCommand.self,
                      ListCommand.self, PreviewsCommand.self, MergeCommand.self],
        defaultSubcommand: RenderCommand.self)

    /// Parses and runs; every failure prints one line on stderr and exits with its code
    /// (``CLIExitCode``). Help and version requests print as usual and exit 0.
    ///
    /// Arguments come from the C argv (``ProcessArguments``), never /proc; closed standard descriptors are
    /// filled before any file is opened; SIGPIPE is ignored so a closed pipe is seen as EPIPE by the checked
    /// writes (StandardError.swift).
    static func main() {
        StandardStream.reserveClosedDescriptors()
        signal(SIGPIPE, SIG_IGN)
        var command: any ParsableCommand
        do {
            let arguments = try ArgumentPreparation.prepare(ProcessArguments.arguments)
            command = try parseAsRoot(arguments)
        } catch let failure as CLIFailure {
            fail(failure.message, code: failure.code)
        } catch {
            let code = exitCode(for: error)
            if code.isSuccess { exit(withError: error) }
            failUsage(message(for: error))
        }
        do {
            try command.run()
        } catch let failure as CLIFailure {
            fail(failure.message, code: failure.code)
        } catch let code as ExitCode {
            Glibc.exit(code.rawValue)
        } catch {
            // `--help` and `help` run a command that throws a clean exit: print the help, exit 0.
            if exitCode(for: error).isSuccess { exit(withError: error) }
            fail("\(error)", code: CLIExitCode.input)
        }
    }

    /// A usage error: ArgumentParser's message on one line (exit 64).
    private static func failUsage(_ message: String) -> Never {
        fail(message, code: CLIExitCode.usage)
    }

    /// Prints `widgetrender: <message>` (line breaks folded, escaped and shortened for the terminal by
    /// ``printError(_:)``) on stderr and exits with `code`.
    private static func fail(_ message: String, code: ExitCode) -> Never {
        let oneLine = message.split(whereSeparator: \.isNewline)
            .map { $0.trimmingSpaces() }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
        printError("widgetrender: \(oneLine)")
        Glibc.exit(code.rawValue)
    }
}
