/// A type a `#Preview` macro declares so the preview can be found: DeveloperToolsSupport's
/// `PreviewRegistry`. ``PreviewDiscovery`` finds every conforming type linked into the process.
///
/// ```swift
/// // What `#Preview("Row") { HabitRow() }` on line 40 of HabitRow.swift expands to (abridged):
/// struct $s…PreviewfMf_: WidgetPreviews.PreviewRegistry {
///     static var fileID: String { "HabitWidgetExtension/HabitRow.swift" }
///     static var line: Int { 40 }
///     static var column: Int { 1 }
///     static func makePreview() throws -> WidgetPreviews.Preview { WidgetPreviews.Preview("Row") { HabitRow() } }
/// }
/// ```
public protocol PreviewRegistry {
    /// The file of the `#Preview`, as `#fileID` gives it (`Module/File.swift`).
    static var fileID: String { get }
    /// Its line.
    static var line: Int { get }
    /// Its column.
    static var column: Int { get }
    /// The preview.
    static func makePreview() throws -> Preview
}
