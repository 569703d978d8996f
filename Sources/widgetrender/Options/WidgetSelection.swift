import ArgumentParser
import WidgetExamples

/// Which widget a command renders: a JSON document (`FILE`), a built-in example (`--example NAME`),
/// or, with neither, the default example.
struct WidgetSelection: ParsableArguments {
    @Argument(help: ArgumentHelp("A widget document (JSON); see docs/widget-document.md.", valueName: "file"))
    var file: String?

    @Option(help: "A built-in example (see `widgetrender list examples`); the default is \(BuiltInExample.default.name).")
    var example: String?

    @Flag(help: "Let a document's image paths leave its folder (`..`, absolute paths).")
    var allowOutsideFiles = false

    func validate() throws {
        if file != nil, example != nil {
            throw ValidationError("give a document FILE or --example, not both")
        }
        if let example, BuiltInExample.named(example) == nil {
            throw ValidationError(SuggestedName.message("unknown example", example, among: BuiltInExample.all.map(\.name)))
        }
    }

    /// The selected widget. Documents that fail to load are input errors (exit 65).
    func load() throws -> WidgetSource {
        if let file { return try DocumentLoading.load(file, allowsFilesOutside: allowOutsideFiles) }
        return WidgetSource(example: example.flatMap(BuiltInExample.named) ?? BuiltInExample.default)
    }
}
