// The shape modifiers that return shapes, under SwiftUI's names: `rotation(_:anchor:)` → `RotatedShape`,
// `offset(_:)` / `offset(x:y:)` → `OffsetShape`, `scale(_:anchor:)` / `scale(x:y:anchor:)` → `ScaledShape`,
// `transform(_:)` → `TransformedShape`, `size(_:)` / `size(width:height:)` → `_SizedShape`. Each outline is
// the base outline in the same rectangle moved by an affine transform (anchors are unit points of that
// rectangle), as SwiftUI's documentation of each modifier describes; each lays out as its base shape
// (SwiftUI: "This does not affect the layout properties of any views created from the shape"). They are
// concrete types so that the SwiftUI shim can make them shapes in its own sense too (`some Shape` there).
import Graphics
import Layout

/// A shape rotated about an anchor of its frame (positive angles clockwise): SwiftUI's `RotatedShape`.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 4).rotation(.degrees(45)).fill(.orange)
/// ```
public struct RotatedShape<Content: Shape>: Shape {
    /// The shape rotated.
    public var shape: Content
    /// The rotation.
    public var angle: Angle
    /// The point of the frame the shape turns about.
    public var anchor: UnitPoint

    /// `shape` rotated by `angle` about `anchor`.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The base outline turned about the anchor.
    public func path(in rect: Rect) -> Path {
        let pivot = ShapeAnchor.point(anchor, in: rect)
        let turn = AffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(AffineTransform(rotation: angle))
            .concatenating(AffineTransform(translationX: pivot.x, y: pivot.y))
        return shape.path(in: rect).applying(turn)
    }

    /// Lays out as the base shape.
    public func sizeThatFits(_ proposal: ProposedSize) -> Size { shape.sizeThatFits(proposal) }
}

/// A shape moved by an offset: SwiftUI's `OffsetShape`.
///
/// ```swift
/// Circle().offset(x: 4, y: 0).fill(.red)
/// ```
public struct OffsetShape<Content: Shape>: Shape {
    /// The shape moved.
    public var shape: Content
    /// How far it moves (positive width to the right, positive height down).
    public var offset: Size

    /// `shape` moved by `offset`.
    public init(shape: Content, offset: Size) {
        self.shape = shape
        self.offset = offset
    }

    /// The base outline translated.
    public func path(in rect: Rect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }

    /// Lays out as the base shape.
    public func sizeThatFits(_ proposal: ProposedSize) -> Size { shape.sizeThatFits(proposal) }
}

/// A shape scaled about an anchor of its frame: SwiftUI's `ScaledShape`.
///
/// ```swift
/// Circle().scale(0.5).fill(.blue)
/// ```
public struct ScaledShape<Content: Shape>: Shape {
    /// The shape scaled.
    public var shape: Content
    /// The horizontal and vertical factors.
    public var scale: Size
    /// The point of the frame that stays in place.
    public var anchor: UnitPoint

    /// `shape` scaled by `scale` about `anchor`.
    public init(shape: Content, scale: Size, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The base outline scaled about the anchor.
    public func path(in rect: Rect) -> Path {
        let pivot = ShapeAnchor.point(anchor, in: rect)
        let transform = AffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(AffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(AffineTransform(translationX: pivot.x, y: pivot.y))
        return shape.path(in: rect).applying(transform)
    }

    /// Lays out as the base shape.
    public func sizeThatFits(_ proposal: ProposedSize) -> Size { shape.sizeThatFits(proposal) }
}

/// A shape with an affine transform applied to its outline: SwiftUI's `TransformedShape`.
public struct TransformedShape<Content: Shape>: Shape {
    /// The shape transformed.
    public var shape: Content
    /// The transform, in the frame's coordinates (origin at its top-left corner).
    public var transform: AffineTransform

    /// `shape` with `transform` applied.
    public init(shape: Content, transform: AffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// The base outline transformed.
    public func path(in rect: Rect) -> Path { shape.path(in: rect).applying(transform) }

    /// Lays out as the base shape.
    public func sizeThatFits(_ proposal: ProposedSize) -> Size { shape.sizeThatFits(proposal) }
}

/// A shape that draws its outline in a rectangle of a fixed size at its frame's origin (`size(_:)`):
/// SwiftUI's `_SizedShape`.
public struct _SizedShape<Content: Shape>: Shape {
    /// The shape sized.
    public var shape: Content
    /// The size of the rectangle its outline is made in.
    public var size: Size

    /// `shape` outlined in a rectangle of `size`.
    public init(shape: Content, size: Size) {
        self.shape = shape
        self.size = size
    }

    /// The base outline in a rectangle of the fixed size at the frame's origin.
    public func path(in rect: Rect) -> Path { shape.path(in: Rect(origin: rect.origin, size: size)) }

    /// Lays out as the base shape.
    public func sizeThatFits(_ proposal: ProposedSize) -> Size { shape.sizeThatFits(proposal) }
}

/// A unit point of a rectangle in its coordinates.
enum ShapeAnchor {
    static func point(_ anchor: UnitPoint, in rect: Rect) -> Point {
        Point(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
    }
}

extension Shape {
    /// This shape rotated about `anchor` of its frame; positive angles turn clockwise.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 10).rotation(Angle(degrees: 45)).aspectRatio(1.0, contentMode: .fit)
    /// ```
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// This shape moved by `offset` (the frame it takes in layout stays).
    public func offset(_ offset: Size) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// This shape moved by `x` and `y` points (the frame it takes in layout stays).
    public func offset(x: Double = 0, y: Double = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: Size(width: x, height: y))
    }

    /// This shape scaled by `scale` about `anchor` of its frame.
    ///
    /// ```swift
    /// Circle().scale(0.5).fill(.blue)
    /// ```
    public func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: Size(width: scale, height: scale), anchor: anchor)
    }

    /// This shape scaled by `x` horizontally and `y` vertically about `anchor` of its frame.
    public func scale(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: Size(width: x, height: y), anchor: anchor)
    }

    /// This shape with `transform` applied to its outline.
    public func transform(_ transform: AffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }

    /// This shape outlined in a rectangle of `size` at its frame's origin (its layout is unchanged).
    public func size(_ size: Size) -> _SizedShape<Self> { _SizedShape(shape: self, size: size) }

    /// This shape outlined in a `width` × `height` rectangle at its frame's origin.
    public func size(width: Double, height: Double) -> _SizedShape<Self> {
        _SizedShape(shape: self, size: Size(width: width, height: height))
    }
}
