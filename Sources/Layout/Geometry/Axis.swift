import Graphics

/// The horizontal or vertical dimension of a two-dimensional layout (SwiftUI's `Axis`).
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    /// The x axis.
    case horizontal
    /// The y axis.
    case vertical

    /// The other axis.
    @inlinable public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension Size {
    /// The length of the size along `axis`.
    @inlinable subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size built from a major-axis and a minor-axis length, for an algorithm stacking along `axis`.
    @inlinable init(major: Double, minor: Double, axis: Axis) {
        switch axis {
        case .horizontal: self.init(width: major, height: minor)
        case .vertical: self.init(width: minor, height: major)
        }
    }
}

extension Point {
    /// The coordinate along `axis`.
    @inlinable subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    /// A point built from a major-axis and a minor-axis coordinate.
    @inlinable init(major: Double, minor: Double, axis: Axis) {
        switch axis {
        case .horizontal: self.init(x: major, y: minor)
        case .vertical: self.init(x: minor, y: major)
        }
    }
}
