/// An alignment guide along the x axis (SwiftUI's `HorizontalAlignment`; built-in guides only).
///
/// LAYOUT.md §12: for a view of width `w`, leading is 0, center is `w/2`, trailing is `w`.
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
    /// The closed set of guides we support.
    enum Guide: Int8, Hashable, Sendable {
        case leading, center, trailing
    }

    let guide: Guide

    init(_ guide: Guide) { self.guide = guide }

    /// The left edge, in left-to-right layout.
    public static let leading = HorizontalAlignment(.leading)
    /// The horizontal centre.
    public static let center = HorizontalAlignment(.center)
    /// The right edge, in left-to-right layout.
    public static let trailing = HorizontalAlignment(.trailing)

    /// The guide's offset from the leading edge of a view `width` wide.
    public func value(forWidth width: Double) -> Double {
        switch guide {
        case .leading: 0
        case .center: width / 2
        case .trailing: width
        }
    }

    public var description: String {
        switch guide {
        case .leading: "leading"
        case .center: "center"
        case .trailing: "trailing"
        }
    }
}
