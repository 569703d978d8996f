import Graphics
import Layout

/// A rectangle with rounded corners (SwiftUI's `RoundedRectangle`); `.continuous` corners by default,
/// as in the iOS 17+ SDK.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 4).fill(.orange).frame(height: 24)
/// RoundedRectangle(cornerRadius: 12, style: .circular).stroke(.gray, lineWidth: 1)
/// ```
public struct RoundedRectangle: InsettableShape {
    /// The width and height of the corners.
    public var cornerSize: Size
    /// Circular or continuous corners.
    public var style: RoundedCornerStyle

    /// Creates a rounded rectangle with equal corner radii.
    public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = Size(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    /// Creates a rounded rectangle with elliptical corners.
    public init(cornerSize: Size, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// The rounded rect in `rect`.
    public func path(in rect: Rect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }

    /// The rounded rectangle inset on every edge.
    public func inset(by amount: Double) -> _Inset<RoundedRectangle> { _Inset(base: self, amount: amount) }
}

extension RoundedRectangle: DescribedShape {
    func shapeDescription(in environment: EnvironmentValues) -> ShapeDescription {
        let radius = cornerSize.width == cornerSize.height ? formatNumber(cornerSize.width) : cornerSize.description
        return ShapeDescription(
            geometry: ResolvedShapeGeometry(kind: .roundedRectangle(cornerSize: cornerSize, style: style)),
            layout: .shape, name: "RoundedRectangle(\(radius))")
    }
}
