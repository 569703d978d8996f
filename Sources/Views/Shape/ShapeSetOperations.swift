// SwiftUI's iOS 17 shape set operations: `union`, `intersection`, `subtracting`, `symmetricDifference` (the
// filled regions of two shapes combined) and `lineIntersection`, `lineSubtraction` (this shape's line inside or
// outside the other's region), each with `eoFill:` choosing the even-odd rule for both shapes' insides. Both
// shapes get the same rectangle; the geometry is Graphics' `Path.combined(with:operation:fillRule:)` and
// `Path.lineParts(in:inside:fillRule:)` (Path+SetOperations.swift: slab decomposition, exact within the
// flattening tolerance).
import Graphics
import Layout

/// The shape a set operation returns (SwiftUI declares these as `some Shape`).
///
/// ```swift
/// Circle().subtracting(Circle().scale(0.6)).fill(.orange)   // a ring
/// ```
public struct _ShapeSetOperation<First: Shape, Second: Shape>: Shape {
    enum Kind: Hashable, Sendable {
        case region(PathSetOperation)
        case line(inside: Bool)
    }

    let first: First
    let second: Second
    let kind: Kind
    let eoFill: Bool

    /// The combined outline in `rect`.
    public func path(in rect: Rect) -> Path {
        let rule: FillRule = eoFill ? .evenOdd : .nonZero
        let a = first.path(in: rect), b = second.path(in: rect)
        switch kind {
        case .region(let operation): return a.combined(with: b, operation: operation, fillRule: rule)
        case .line(let inside): return a.lineParts(in: b, inside: inside, fillRule: rule)
        }
    }

    /// Lays out as the first shape.
    public func sizeThatFits(_ proposal: ProposedSize) -> Size { first.sizeThatFits(proposal) }
}

extension Shape {
    /// The region inside this shape or `other` (iOS 17).
    ///
    /// ```swift
    /// Circle().union(Rectangle().scale(x: 1, y: 0.5, anchor: .bottom))
    /// ```
    public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> _ShapeSetOperation<Self, T> {
        _ShapeSetOperation(first: self, second: other, kind: .region(.union), eoFill: eoFill)
    }

    /// The region inside both this shape and `other` (iOS 17).
    public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> _ShapeSetOperation<Self, T> {
        _ShapeSetOperation(first: self, second: other, kind: .region(.intersection), eoFill: eoFill)
    }

    /// The region inside this shape and outside `other` (iOS 17).
    public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> _ShapeSetOperation<Self, T> {
        _ShapeSetOperation(first: self, second: other, kind: .region(.subtraction), eoFill: eoFill)
    }

    /// The region inside exactly one of this shape and `other` (iOS 17).
    public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> _ShapeSetOperation<Self, T> {
        _ShapeSetOperation(first: self, second: other, kind: .region(.symmetricDifference), eoFill: eoFill)
    }

    /// This shape's line where it lies inside `other`'s region (iOS 17).
    public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> _ShapeSetOperation<Self, T> {
        _ShapeSetOperation(first: self, second: other, kind: .line(inside: true), eoFill: eoFill)
    }

    /// This shape's line where it lies outside `other`'s region (iOS 17).
    public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> _ShapeSetOperation<Self, T> {
        _ShapeSetOperation(first: self, second: other, kind: .line(inside: false), eoFill: eoFill)
    }
}
