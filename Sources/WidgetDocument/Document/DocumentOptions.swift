/// How a document is read: its limits and where the files it names are found.
///
/// ```swift
/// var options = DocumentOptions(baseDirectory: "/widgets/habit")
/// options.allowsFilesOutsideBaseDirectory = true   // --allow-outside-files
/// ```
public struct DocumentOptions: Hashable, Sendable {
    /// The sizes a document may not exceed.
    public var limits: DocumentLimits
    /// The folder image paths are relative to (the document's folder); nil for the current directory.
    public var baseDirectory: String?
    /// Allows image paths that leave ``baseDirectory`` (`..`, absolute paths, symbolic links out of it).
    public var allowsFilesOutsideBaseDirectory: Bool

    /// Creates options.
    public init(limits: DocumentLimits = DocumentLimits(), baseDirectory: String? = nil,
                allowsFilesOutsideBaseDirectory: Bool = false) {
        self.limits = limits
        self.baseDirectory = baseDirectory
        self.allowsFilesOutsideBaseDirectory = allowsFilesOutsideBaseDirectory
    }
}
