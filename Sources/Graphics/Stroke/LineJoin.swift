/// How the corners between segments of a stroked line are drawn (SwiftUI's and CoreGraphics' `CGLineJoin`).
public enum LineJoin: Hashable, Sendable {
    /// The outer edges are extended to meet at a point, unless that point lies farther than
    /// `miterLimit × lineWidth / 2` from the corner, in which case the corner is bevelled.
    case miter
    /// A circular arc of radius `lineWidth / 2` around the corner.
    case round
    /// The outer corners are joined by a straight line.
    case bevel
}
