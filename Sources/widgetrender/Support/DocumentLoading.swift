/// Loads widget documents for the commands that take a `FILE`.
enum DocumentLoading {
    /// The widget a document describes.
    static func load(_ path: String) throws -> WidgetSource {
        throw CLIFailure.input("\(path): widget documents are not supported by this build yet")
    }
}
