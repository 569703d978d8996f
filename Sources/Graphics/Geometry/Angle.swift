/// An angle, stored in radians.  Positive angles turn clockwise on screen (y grows downward), as in SwiftUI.
public struct Angle: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var radians: Double

    /// Creates an angle from radians.
    @inlinable public init(radians: Double) { self.radians = radians }

    /// Creates an angle from degrees.
    @inlinable public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    /// The angle in degrees.
    @inlinable public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// An angle of `value` radians.
    @inlinable public static func radians(_ value: Double) -> Angle { Angle(radians: value) }

    /// An angle of `value` degrees.
    @inlinable public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }

    /// Zero.
    public static let zero = Angle(radians: 0)

    public var description: String { "\(formatNumber(degrees))°" }

    @inlinable public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
    @inlinable public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    @inlinable public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    @inlinable public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
}
