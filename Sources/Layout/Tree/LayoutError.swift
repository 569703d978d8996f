/// Why a tree could not be laid out. Every limit is documented in ``LayoutDefaults``.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The tree is nested deeper than the limit (``LayoutDefaults/maximumDepth``).
    case nestingTooDeep(depth: Int, limit: Int)
    /// The tree has more nodes than the limit (``LayoutDefaults/maximumNodeCount``).
    case tooManyNodes(count: Int, limit: Int)

    public var description: String {
        switch self {
        case let .nestingTooDeep(depth, limit):
            "layout tree is nested \(depth) levels deep; the limit is \(limit)"
        case let .tooManyNodes(count, limit):
            "layout tree has more than \(count - 1) nodes; the limit is \(limit)"
        }
    }
}
