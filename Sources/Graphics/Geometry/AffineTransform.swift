#if canImport(Glibc)
import Glibc  // sin, cos, pow … without Foundation's start-up cost (docs/performance.md)
#else
import Foundation
#endif

/// A 2-D affine transform, `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (CoreGraphics' layout).
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Creates a transform from its six coefficients.
    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity transform.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation.
    @inlinable public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale about the origin.
    @inlinable public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation about the origin (clockwise on screen for positive angles).
    public init(rotation angle: Angle) {
        let s = sin(angle.radians), co = cos(angle.radians)
        self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// True for the identity.
    @inlinable public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other` (apply `self` first).
    @inlinable public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation applied before `self`.
    @inlinable public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before `self`.
    @inlinable public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before `self`.
    public func rotated(by angle: Angle) -> AffineTransform {
        AffineTransform(rotation: angle).concatenating(self)
    }

    /// The determinant `a·d − b·c`.
    @inlinable public var determinant: Double { a * d - b * c }

    /// The inverse, or `nil` when the transform is singular.
    public var inverted: AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return AffineTransform(a: ia, b: ib, c: ic, d: id,
                               tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// Applies the transform to a point.
    @inlinable public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// Applies the linear part only (no translation), for vectors.
    @inlinable public func applyToVector(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y, y: b * p.x + d * p.y)
    }

    public var description: String {
        "[\(formatNumber(a)) \(formatNumber(b)) \(formatNumber(c)) \(formatNumber(d)) \(formatNumber(tx)) \(formatNumber(ty))]"
    }
}
