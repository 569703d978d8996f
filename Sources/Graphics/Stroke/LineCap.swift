/// How the open ends of a stroked line are drawn (SwiftUI's and CoreGraphics' `CGLineCap`).
public enum LineCap: Hashable, Sendable {
    /// The stroke ends flat at the endpoint.
    case butt
    /// A half disc of diameter `lineWidth` around the endpoint.
    case round
    /// The stroke extends half the line width past the endpoint, ending flat.
    case square
}
