/// A place in a document: 1-based line and column. Columns count Unicode scalars, so a column
/// matches what an editor shows for UTF-8 text without tabs.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in Unicode scalars.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The first character of a document.
    public static let start = SourcePosition(line: 1, column: 1)

    /// `line:column`.
    public var description: String { "\(line):\(column)" }

    /// Orders positions as they appear in the text.
    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}
