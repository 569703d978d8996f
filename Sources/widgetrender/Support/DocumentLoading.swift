import WidgetDocument

/// Loads widget documents for the commands that take a `FILE`.
enum DocumentLoading {
    /// The widget the document at `path` describes. Image paths in it are relative to its folder.
    ///
    /// A file that cannot be read is an I/O error (exit 74); a document that is not valid JSON or not
    /// a valid widget is an input error (exit 65) whose message names line:column and the JSON path.
    static func load(_ path: String, allowsFilesOutside: Bool = false) throws -> WidgetSource {
        var options = DocumentOptions()
        options.allowsFilesOutsideBaseDirectory = allowsFilesOutside
        let document: WidgetDocument
        do {
            document = try WidgetDocument.load(contentsOfFile: path, options: options)
        } catch {
            throw CLIFailure(message: error.description, code: error.kind == .io ? CLIExitCode.io : CLIExitCode.input)
        }
        return WidgetSource(name: document.name, families: document.families, origin: path,
                            makeView: { document.view })
    }
}
