import ArgumentParser
import Foundation

/// `widgetrender`: renders WidgetKit-style widgets to PNG.
@main
struct WidgetRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "widgetrender",
        abstract: "Render iOS WidgetKit-style widgets to PNG on Linux.",
        discussion: """
            Examples:
              widgetrender --family systemSmall --mode vibrant
              widgetrender list families
              widgetrender compare expected.png actual.png --diff diff.png
            """,
        subcommands: [RenderCommand.self, CompareCommand.self, ListCommand.self],
        defaultSubcommand: RenderCommand.self)

    /// Runs the command; failures print one line on stderr and exit with their code.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let failure as CLIFailure {
            printError("widgetrender: \(failure.message)")
            Foundation.exit(failure.code.rawValue)
        } catch {
            exit(withError: error)
        }
    }
}
