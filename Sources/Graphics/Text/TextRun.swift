/// A stretch of text that shares one font and one paint.
///
/// `styleIndex` is opaque to typography: the caller maps it to its own colour or paint when the laid-out
/// glyphs are drawn, so a `Text` made of concatenated, differently coloured pieces lays out as one paragraph.
///
/// ```swift
/// let runs = [TextRun("Rain ", font: .body, styleIndex: 0),
///             TextRun("80%", font: .body.bold(), styleIndex: 1)]
/// ```
public struct TextRun: Hashable, Sendable {
    /// The characters of the run.
    public var string: String
    /// The font description of the run.
    public var font: Font
    /// The caller's paint slot for the run's glyphs.
    public var styleIndex: Int
    /// Extra space after every character, in points, on top of the system tracking (SwiftUI's `.tracking`).
    public var tracking: Double

    /// Creates a run.
    public init(_ string: String, font: Font = .body, styleIndex: Int = 0, tracking: Double = 0) {
        self.string = string
        self.font = font
        self.styleIndex = styleIndex
        self.tracking = tracking
    }
}
