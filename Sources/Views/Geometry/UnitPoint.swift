import Graphics

/// A point in a view's bounds in unit terms: (0, 0) is the top-leading corner, (1, 1) the
/// bottom-trailing corner (SwiftUI's `UnitPoint`). Gradients and anchors use it.
///
/// ```swift
/// LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
/// Circle().rotationEffect(.degrees(-90), anchor: .center)
/// ```
public struct UnitPoint: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal fraction of the width, from the leading edge.
    public var x: Double
    /// The vertical fraction of the height, from the top edge.
    public var y: Double

    /// Creates a unit point.
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// (0, 0), the same as `topLeading`.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The centre, (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the leading edge, (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the trailing edge, (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The middle of the top edge, (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The middle of the bottom edge, (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top-leading corner, (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top-trailing corner, (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom-leading corner, (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom-trailing corner, (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The point this unit point designates in `rect`.
    @inlinable public func point(in rect: Rect) -> Point {
        Point(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }

    public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
}
