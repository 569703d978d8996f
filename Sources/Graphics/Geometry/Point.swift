/// A location in a two-dimensional coordinate space (y grows downward).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    /// Creates a point from its coordinates.
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Creates a point from its coordinates, unlabeled.
    @inlinable public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// Distance from the origin to this point, treated as a vector.
    @inlinable public var length: Double { (x * x + y * y).squareRoot() }

    /// Distance between two points.
    @inlinable public func distance(to other: Point) -> Double { (other - self).length }

    /// Dot product, treating both points as vectors.
    @inlinable public func dot(_ other: Point) -> Double { x * other.x + y * other.y }

    /// z component of the 3-D cross product, treating both points as vectors.
    @inlinable public func cross(_ other: Point) -> Double { x * other.y - y * other.x }

    /// Linear interpolation between `self` (t = 0) and `other` (t = 1).
    @inlinable public func lerp(to other: Point, _ t: Double) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }

    /// The vector scaled to unit length; `nil` for the zero vector.
    @inlinable public var normalized: Point? {
        let l = length
        guard l > 0, l.isFinite else { return nil }
        return Point(x: x / l, y: y / l)
    }

    /// True when both coordinates are finite.
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

    public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }

    @inlinable public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    @inlinable public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    @inlinable public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
    @inlinable public static func * (s: Double, a: Point) -> Point { Point(x: a.x * s, y: a.y * s) }
    @inlinable public static func / (a: Point, s: Double) -> Point { Point(x: a.x / s, y: a.y / s) }
    @inlinable public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }
}
