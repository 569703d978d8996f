import ArgumentParser
import AssetCatalog
import Glibc
import WidgetExamples

/// Which widget a command renders: a JSON document (`FILE`), a built-in example (`--example NAME`),
/// or, with neither, the default example.
struct WidgetSelection: ParsableArguments {
    // Help texts made once, not each time swift-argument-parser makes these options.
    private static let exampleHelp = ArgumentHelp(
        "A built-in example (see `widgetrender list examples`); the default is \(BuiltInExample.default.name).")
    private static let assetsHelp = ArgumentHelp(
        "An asset catalog for Image(\"name\") and Color(\"name\"); the default is an Assets.xcassets beside the document.",
        valueName: "path")

    @Argument(help: ArgumentHelp("A widget document (JSON); see docs/widget-document.md.", valueName: "file"))
    var file: String?

    @Option(help: Self.exampleHelp)
    var example: String?

    @Flag(help: "Let a document's image paths leave its folder (`..`, absolute paths).")
    var allowOutsideFiles = false

    @Option(help: Self.assetsHelp)
    var assets: String?

    /// The `--example` as `validate()` looked it up (``ParsedArguments/example(_:)``; not an argument: left
    /// out of ``CodingKeys``).
    private var parsed: ParsedArguments?

    /// The argument names, without ``parsed``.
    enum CodingKeys: CodingKey { case file, example, allowOutsideFiles, assets }

    mutating func validate() throws {
        if file != nil, example != nil {
            throw ValidationError("give a document FILE or --example, not both")
        }
        parsed = .example(try builtInExample())
    }

    /// The `--example` looked up once in `validate()` (looked up here when a caller made these options by
    /// hand), nil when not given.
    private func parsedExample() throws -> BuiltInExample? {
        if case .example(let example)? = parsed { return example }
        return try builtInExample()
    }

    /// The built-in example `--example` names, nil when not given; an unknown name is a usage error.
    private func builtInExample() throws -> BuiltInExample? {
        guard let example else { return nil }
        guard let found = BuiltInExample.named(example) else {
            throw ValidationError(SuggestedName.message("unknown example", example, among: BuiltInExample.all.map(\.name)))
        }
        return found
    }

    /// The asset catalog: `--assets PATH`, else `Assets.xcassets` beside the document when there is one.
    /// A catalog that cannot be read is an input error (exit 65) naming the file and JSON path.
    func assetCatalog() throws -> AssetCatalog? {
        var path = assets
        if path == nil, let file {
            let folder = file.contains("/") ? String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)]) : "."
            let beside = "\(folder.isEmpty ? "/" : folder)/Assets.xcassets"
            if access(beside, F_OK) == 0 { path = beside }
        }
        guard let path else { return nil }
        do { return try AssetCatalog(contentsOf: path) } catch {
            throw CLIFailure.input("asset catalog: \(error)")
        }
    }

    /// The selected widget. Documents that fail to load are input errors (exit 65).
    func load() throws -> WidgetSource {
        if let file { return try DocumentLoading.load(file, allowsFilesOutside: allowOutsideFiles) }
        return WidgetSource(example: try parsedExample() ?? BuiltInExample.default)
    }
}
