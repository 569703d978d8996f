/// The characteristics of a stroke, as SwiftUI's `StrokeStyle`.
///
/// ```swift
/// let outline = ring.strokedPath(StrokeStyle(lineWidth: 8, lineCap: .round))
/// let dotted = line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round, dash: [0, 6]))
/// ```
public struct StrokeStyle: Hashable, Sendable {
    /// The width of the stroke, centred on the path. Zero, negative or non-finite widths draw nothing.
    public var lineWidth: Double
    /// How open ends are drawn.
    public var lineCap: LineCap
    /// How corners are drawn.
    public var lineJoin: LineJoin
    /// The largest ratio of miter length to line width before a miter join becomes a bevel
    /// (CoreGraphics' definition: 1 / sin(θ/2) for an angle θ between the segments).
    public var miterLimit: Double
    /// Alternating lengths of dashes and gaps, starting with a dash; empty for a solid line.
    /// An odd count repeats (`[a, b, c]` acts as `[a, b, c, a, b, c]`).
    public var dash: [Double]
    /// How far into the dash pattern the stroke starts.
    public var dashPhase: Double

    /// Creates a stroke style with SwiftUI's defaults: width 1, butt caps, miter joins, miter limit 10, no dash.
    public init(
        lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
        dash: [Double] = [], dashPhase: Double = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
