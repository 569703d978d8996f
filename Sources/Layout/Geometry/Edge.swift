import Graphics

/// An edge of a rectangle, in layout-direction terms (SwiftUI's `Edge`).
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The leading edge (left, in left-to-right layout).
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge (right, in left-to-right layout).
    case trailing

    /// A set of edges (SwiftUI's `Edge.Set`), e.g. `.horizontal` for `padding(.horizontal, 8)`.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits: one per edge.
        public var rawValue: Int8
        /// Creates a set from its raw bits.
        @inlinable public init(rawValue: Int8) { self.rawValue = rawValue }
        /// A set holding one edge.
        @inlinable public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

extension EdgeInsets {
    /// Insets of `length` on `edges` and zero elsewhere; `nil` uses SwiftUI's default padding,
    /// ``LayoutDefaults/padding`` (16 pt on iOS, LAYOUT.md §7).
    public init(_ edges: Edge.Set, _ length: Double?) {
        let value = length ?? LayoutDefaults.padding
        self.init(top: edges.contains(.top) ? value : 0,
                  leading: edges.contains(.leading) ? value : 0,
                  bottom: edges.contains(.bottom) ? value : 0,
                  trailing: edges.contains(.trailing) ? value : 0)
    }
}
