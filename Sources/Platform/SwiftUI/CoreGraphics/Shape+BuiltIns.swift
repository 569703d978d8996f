// The built-in shapes are shapes in the shim's sense too, so they can be returned as `some Shape`, held
// in a user's `S: Shape` generic, or put in `AnyShape` as on iOS. Each forwards the CoreGraphics
// requirement to its own outline. They are not the shim's `InsettableShape`: a second `inset(by:)`
// taking CGFloat beside theirs taking Double would make `Circle().inset(by: 2)` ambiguous (checked),
// so generic code over insettable built-ins uses Views' `InsettableShape` (see docs/platform-api.md).
import Graphics
import Layout
import Views

extension Rectangle: Shape {
    /// The outline in a CoreGraphics rectangle.
    public func path(in rect: CGRect) -> Path { path(in: Rect(rect)) }
}

extension RoundedRectangle: Shape {
    /// The outline in a CoreGraphics rectangle.
    public func path(in rect: CGRect) -> Path { path(in: Rect(rect)) }
}

extension Circle: Shape {
    /// The outline in a CoreGraphics rectangle.
    public func path(in rect: CGRect) -> Path { path(in: Rect(rect)) }
}

extension Ellipse: Shape {
    /// The outline in a CoreGraphics rectangle.
    public func path(in rect: CGRect) -> Path { path(in: Rect(rect)) }
}

extension Capsule: Shape {
    /// The outline in a CoreGraphics rectangle.
    public func path(in rect: CGRect) -> Path { path(in: Rect(rect)) }
}

extension ContainerRelativeShape: Shape {
    /// The outline in a CoreGraphics rectangle.
    public func path(in rect: CGRect) -> Path { path(in: Rect(rect)) }
}

extension AnyShape: Shape {
    /// The wrapped shape's outline in a CoreGraphics rectangle.
    public func path(in rect: CGRect) -> Path { path(in: Rect(rect)) }
}

extension _Inset: Shape {
    /// The inset outline in a CoreGraphics rectangle.
    public func path(in rect: CGRect) -> Path { path(in: Rect(rect)) }
}

extension Path: Shape {
    /// The path itself: SwiftUI does not scale a `Path` to its frame.
    public func path(in rect: CGRect) -> Path { self }
}

extension RoundedRectangle {
    /// A rounded rectangle whose corners are quarter ellipses of `cornerSize` (CoreGraphics spelling).
    ///
    /// ```swift
    /// RoundedRectangle(cornerSize: CGSize(width: 12, height: 8))
    /// ```
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: Size(cornerSize), style: style)
    }
}
