/// Insets on the four edges of a rectangle, in SwiftUI's order (top, leading, bottom, trailing).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    /// Creates insets from the four edge lengths.
    @inlinable public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    @inlinable public init(_ all: Double) {
        self.init(top: all, leading: all, bottom: all, trailing: all)
    }

    /// No insets.
    public static let zero = EdgeInsets()

    /// leading + trailing.
    @inlinable public var horizontal: Double { leading + trailing }
    /// top + bottom.
    @inlinable public var vertical: Double { top + bottom }

    public var description: String {
        "(top: \(formatNumber(top)), leading: \(formatNumber(leading)), bottom: \(formatNumber(bottom)), trailing: \(formatNumber(trailing)))"
    }
}
