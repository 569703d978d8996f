import JSON

/// Why a widget document could not be read: where (file, line:column, and the JSON path in DSL
/// terms) and what, in one line.
///
/// ```text
/// habit.json:12:7: body.VStack.content[2].modifiers[0].font: unknown font style "hedline"; did you mean "headline"?
/// ```
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The broad reason, for callers that map errors to exit codes or tests.
    public enum Kind: Hashable, Sendable {
        /// The file could not be read.
        case io
        /// The bytes are not JSON (RFC 8259): a syntax error, invalid UTF-8, a duplicate key …
        case syntax
        /// A limit of ``DocumentLimits`` or of the format (a size, a count, a depth) was exceeded.
        case limit
        /// Valid JSON that is not a valid widget document: an unknown name, a wrong type, a missing field …
        case invalid
    }

    /// The broad reason.
    public var kind: Kind
    /// The document's path as the caller named it (empty when unknown).
    public var file: String
    /// Where the problem is.
    public var position: SourcePosition
    /// The JSON path of the offending value, e.g. `body.VStack.content[2].font` (empty at the top level).
    public var path: String
    /// What is wrong, and how to fix it when there is a likely fix.
    public var message: String
    /// Whether the problem is the file as a whole (it cannot be read, or is too large): then no line and
    /// column are named (`widget.json: no such file`), since no byte of it was looked at.
    public var concernsWholeFile: Bool

    /// Creates an error.
    public init(_ kind: Kind, file: String = "", position: SourcePosition, path: String = "", message: String,
                concernsWholeFile: Bool = false) {
        self.concernsWholeFile = concernsWholeFile
        self.kind = kind
        self.file = file
        self.position = position
        self.path = path
        self.message = message
    }

    /// `file:line:column: path: message` (the file and path parts left out when empty; the line and column
    /// when the error ``concernsWholeFile``).
    public var description: String {
        var text = file.isEmpty ? "" : file + ":"
        text += concernsWholeFile ? " " : "\(position.line):\(position.column): "
        if !path.isEmpty { text += path + ": " }
        return text + message
    }

    /// The parser's error as a document's: a syntax or limit error at the same place.
    init(_ error: JSONError) {
        self.init(error.kind == .limit ? .limit : .syntax, position: error.position, path: error.path,
                  message: error.message)
    }
}
