// The shapes SwiftUI's shape modifiers return (`trim`, `stroke(style:)`, `rotation`, `offset`, `scale`,
// `transform`, `size`) are shapes in the shim's sense too, so `func arc() -> some Shape { Circle().trim(…) }`
// compiles as on iOS; and the modifiers' CoreGraphics spellings (`offset(_: CGSize)`, `transform(_:
// CGAffineTransform)`, `size(_: CGSize)`) return those shapes rather than views. Each forwards the CoreGraphics
// requirement to the pipeline's outline (Views' TransformedShapes.swift, ShapeView.swift).
import Graphics
import Layout
import Views

extension _TrimmedShape: Shape {
    /// The trimmed outline in a CoreGraphics rectangle.
    public func path(in rect: CGRect) -> Path { path(in: Rect(rect)) }
}

extension _StrokedShape: Shape {
    /// The stroke's outline in a CoreGraphics rectangle.
    public func path(in rect: CGRect) -> Path { path(in: Rect(rect)) }
}

extension RotatedShape: Shape {
    /// The rotated outline in a CoreGraphics rectangle.
    public func path(in rect: CGRect) -> Path { path(in: Rect(rect)) }
}

extension OffsetShape: Shape {
    /// The moved outline in a CoreGraphics rectangle.
    public func path(in rect: CGRect) -> Path { path(in: Rect(rect)) }
}

extension ScaledShape: Shape {
    /// The scaled outline in a CoreGraphics rectangle.
    public func path(in rect: CGRect) -> Path { path(in: Rect(rect)) }
}

extension TransformedShape: Shape {
    /// The transformed outline in a CoreGraphics rectangle.
    public func path(in rect: CGRect) -> Path { path(in: Rect(rect)) }
}

extension _SizedShape: Shape {
    /// The outline in its fixed-size rectangle, in a CoreGraphics rectangle.
    public func path(in rect: CGRect) -> Path { path(in: Rect(rect)) }
}

extension Shape {
    /// This shape moved by `offset` (SwiftUI's `offset(_: CGSize) -> OffsetShape<Self>`).
    ///
    /// ```swift
    /// Circle().offset(CGSize(width: 4, height: 0))
    /// ```
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: Size(offset)) }

    /// This shape moved by a point's coordinates (SwiftUI's `offset(_: CGPoint)`).
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: Size(width: Double(offset.x), height: Double(offset.y)))
    }

    /// This shape with a CoreGraphics transform applied to its outline.
    ///
    /// ```swift
    /// Rectangle().transform(CGAffineTransform(rotationAngle: .pi / 4))
    /// ```
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: Graphics.AffineTransform(transform))
    }

    /// This shape outlined in a rectangle of `size` at its frame's origin.
    public func size(_ size: CGSize) -> _SizedShape<Self> { _SizedShape(shape: self, size: Size(size)) }
}

extension _ShapeSetOperation: Shape {
    /// The combined outline in a CoreGraphics rectangle.
    public func path(in rect: CGRect) -> Path { path(in: Rect(rect)) }
}
