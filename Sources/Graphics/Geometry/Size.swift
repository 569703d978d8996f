/// A width and a height.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    /// Creates a size from its dimensions.
    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Creates a size from its dimensions, unlabeled.
    @inlinable public init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }

    /// 0 × 0.
    public static let zero = Size(width: 0, height: 0)

    /// True when both dimensions are finite.
    @inlinable public var isFinite: Bool { width.isFinite && height.isFinite }

    public var description: String { "\(formatNumber(width))×\(formatNumber(height))" }

    @inlinable public static func * (a: Size, s: Double) -> Size { Size(width: a.width * s, height: a.height * s) }
}
