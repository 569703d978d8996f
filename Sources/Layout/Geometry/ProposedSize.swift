import Graphics

/// A proposal for the size of a view: each axis is a number, `0` ("your minimum"),
/// `+infinity` ("your maximum") or `nil` ("your ideal size").
///
/// LAYOUT.md §1 [doc A-ProposedViewSize].
///
/// ```swift
/// let proposal = ProposedSize(width: 150, height: nil)
/// proposal.replacingUnspecifiedDimensions()   // 150×10
/// ```
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width, or `nil` for "use your ideal width".
    public var width: Double?
    /// The proposed height, or `nil` for "use your ideal height".
    public var height: Double?

    /// Creates a proposal from its two axes.
    @inlinable public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// Proposes exactly `size`.
    @inlinable public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Both axes `nil`: "your ideal size".
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// Both axes `0`: "your minimum size".
    public static let zero = ProposedSize(width: 0, height: 0)
    /// Both axes `+infinity`: "your maximum size".
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// The proposal with each `nil` axis replaced by the matching axis of `size` (default 10×10,
    /// SwiftUI's `replacingUnspecifiedDimensions(by:)`).
    @inlinable public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposed length along `axis`.
    @inlinable public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal built from a major-axis and a minor-axis length, for an algorithm stacking along `axis`.
    @inlinable public init(major: Double?, minor: Double?, axis: Axis) {
        switch axis {
        case .horizontal: self.init(width: major, height: minor)
        case .vertical: self.init(width: minor, height: major)
        }
    }

    public var description: String {
        "(\(width.map(formatNumber) ?? "nil"), \(height.map(formatNumber) ?? "nil"))"
    }
}
