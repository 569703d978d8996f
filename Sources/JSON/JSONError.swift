/// Why bytes are not JSON this program accepts: where (line:column and the JSON path) and what, in one line.
///
/// Callers add the file name and map ``Kind`` to their own error type (a widget document's, an asset
/// catalog's, a runner report's).
public struct JSONError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The broad reason.
    public enum Kind: Hashable, Sendable {
        /// Not JSON (RFC 8259): a syntax error, invalid UTF-8, a duplicate key …
        case syntax
        /// A limit of ``JSONLimits`` was exceeded (a size, a count, a depth, a length).
        case limit
    }

    /// The broad reason.
    public var kind: Kind
    /// Where the offending character is.
    public var position: SourcePosition
    /// The JSON path to the value being read, e.g. `body.VStack[2]` (empty at the top level).
    public var path: String
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, position: SourcePosition, path: String = "", message: String) {
        self.kind = kind
        self.position = position
        self.path = path
        self.message = message
    }

    /// `line:column: path: message` (the path left out when empty).
    public var description: String {
        var text = "\(position): "
        if !path.isEmpty { text += path + ": " }
        return text + message
    }
}
