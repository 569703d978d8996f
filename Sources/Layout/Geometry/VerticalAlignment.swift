/// An alignment guide along the y axis (SwiftUI's `VerticalAlignment`).
///
/// LAYOUT.md §12: for a view of height `h`, top is 0, center is `h/2`, bottom is `h`.
/// The text baselines come from ``LeafLayout/firstBaseline(in:)`` and
/// ``LeafLayout/lastBaseline(in:)``; a view without text uses its bottom edge, as SwiftUI does.
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
    /// The closed set of guides we support.
    enum Guide: Int8, Hashable, Sendable {
        case top, center, bottom, firstTextBaseline, lastTextBaseline
    }

    let guide: Guide

    init(_ guide: Guide) { self.guide = guide }

    /// The top edge.
    public static let top = VerticalAlignment(.top)
    /// The vertical centre.
    public static let center = VerticalAlignment(.center)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(.bottom)
    /// The baseline of the topmost line of text (the bottom edge of views without text).
    public static let firstTextBaseline = VerticalAlignment(.firstTextBaseline)
    /// The baseline of the bottommost line of text (the bottom edge of views without text).
    public static let lastTextBaseline = VerticalAlignment(.lastTextBaseline)

    /// True for the two text-baseline guides, whose value depends on the view's content.
    public var isTextBaseline: Bool {
        switch guide {
        case .top, .center, .bottom: false
        case .firstTextBaseline, .lastTextBaseline: true
        }
    }

    /// The guide's offset from the top edge of a view `height` tall, for the geometric guides;
    /// a view without text reports its bottom edge for the baselines.
    public func value(forHeight height: Double) -> Double {
        switch guide {
        case .top: 0
        case .center: height / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: height
        }
    }

    public var description: String {
        switch guide {
        case .top: "top"
        case .center: "center"
        case .bottom: "bottom"
        case .firstTextBaseline: "firstTextBaseline"
        case .lastTextBaseline: "lastTextBaseline"
        }
    }
}
