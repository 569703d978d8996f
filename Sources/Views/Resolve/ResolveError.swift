/// Why a view could not be resolved. Every limit is a property of ``ViewResolver``.
public enum ResolveError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Views are nested deeper than ``ViewResolver/maximumDepth`` (often a view whose body contains itself).
    case nestingTooDeep(limit: Int, viewType: String)
    /// Resolution produced more layout nodes than ``ViewResolver/maximumNodeCount`` (e.g. a huge `ForEach`).
    case tooManyNodes(limit: Int)

    public var description: String {
        switch self {
        case let .nestingTooDeep(limit, viewType):
            "views are nested more than \(limit) levels deep, each modifier counting as a level (at \(viewType)); "
                + "flatten the nesting, or look for a view whose body contains itself"
        case let .tooManyNodes(limit):
            "the view produces more than \(limit) layout nodes"
        }
    }
}

/// Something the resolver could not honour exactly; resolution goes on.
public struct ResolveWarning: Hashable, Sendable, CustomStringConvertible {
    /// The kind of problem.
    public enum Kind: Hashable, Sendable {
        /// An image could not be found or decoded; it lays out as 0×0 and draws nothing.
        case imageUnavailable
        /// An `Image(systemName:)` name the renderer does not know; it draws a visible placeholder.
        case unknownSymbol
        /// A view type the resolver does not know (a `Never`-bodied view from another library).
        case unsupportedView
        /// A shape style the resolver does not know; it paints nothing.
        case unsupportedShapeStyle
        /// A value out of range was clamped or ignored.
        case invalidValue
        /// Something drawn by a documented approximation of what iOS draws (a symbol variant the
        /// catalogue lacks, GeometryReader frames that did not settle …).
        case approximated
        /// A `Color("name")` the asset catalog lacks (or no catalog at all); it is clear, as on iOS.
        case unknownColorName
    }

    /// The kind of problem.
    public var kind: Kind
    /// A sentence for people.
    public var message: String

    /// Creates a warning.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
