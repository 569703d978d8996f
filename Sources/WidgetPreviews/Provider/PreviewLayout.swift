/// The size of a preview: SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Hashable, Sendable {
    /// The device's screen.
    case device
    /// The view's own size.
    case sizeThatFits
    /// A fixed size in points.
    case fixed(width: Double, height: Double)
}
