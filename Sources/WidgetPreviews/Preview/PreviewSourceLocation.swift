/// Where a preview is written: `#fileID` (`Module/File.swift`), line and column.
///
/// ```swift
/// preview.location?.description   // "HabitWidgetExtension/HabitWidget.swift:112:1"
/// ```
public struct PreviewSourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// `Module/File.swift`.
    public var fileID: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int

    /// A location.
    public init(fileID: String, line: Int, column: Int) {
        self.fileID = fileID
        self.line = line
        self.column = column
    }

    /// The module: `fileID` up to its first `/`.
    public var moduleName: String { String(fileID.split(separator: "/", maxSplits: 1).first ?? "") }
    /// The file name: `fileID` after its last `/`.
    public var fileName: String { String(fileID.split(separator: "/").last ?? "") }

    /// `Module/File.swift:12:1`.
    public var description: String { "\(fileID):\(line):\(column)" }

    /// File, then line, then column.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.fileID, lhs.line, lhs.column) < (rhs.fileID, rhs.line, rhs.column)
    }
}
