// SwiftUI's `Shape` and `InsettableShape` as an iOS developer writes them, with CoreGraphics types:
// `func path(in rect: CGRect) -> Path`. They refine the pipeline's protocols (Views' `Shape`, whose
// requirement is spelled with Graphics' `Rect`) and satisfy them by forwarding, so a shape written here
// is a Views shape everywhere (fill, stroke, clipShape, containerShape …). Inside a module that imports
// this one, `Shape` names this protocol: Swift's name lookup lets a module's declaration shadow one of
// a module it imports (checked: `struct Tri: Shape` conforms here, `some Shape` is this protocol).
// docs/architecture.md "CoreGraphics in the shim" records the decision.
import Graphics
import Layout
import Views

/// A 2-D shape written with CoreGraphics types, as on iOS (SwiftUI's `Shape`, Linux shim).
///
/// ```swift
/// struct Wave: Shape {
///     func path(in rect: CGRect) -> Path {
///         var p = Path()
///         p.move(to: CGPoint(x: rect.minX, y: rect.midY))
///         p.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.midY), control: CGPoint(x: rect.midX, y: rect.minY))
///         return p
///     }
/// }
/// ```
public protocol Shape: Views.Shape {
    /// The outline of the shape in `rect` (the view's bounds, origin at its top-left corner).
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// The pipeline's requirement, answered by the CoreGraphics one.
    public func path(in rect: Rect) -> Path { path(in: CGRect(rect)) }
}

/// A shape that can be inset, written with CoreGraphics types (SwiftUI's `InsettableShape`, Linux shim).
///
/// ```swift
/// struct Ring: InsettableShape {
///     var inset: CGFloat = 0
///     func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: inset, dy: inset)) }
///     func inset(by amount: CGFloat) -> Ring { Ring(inset: inset + amount) }
/// }
/// ```
public protocol InsettableShape: Shape, Views.InsettableShape {
    /// The type of the inset shape, inferred from a user's `inset(by: CGFloat) -> some InsettableShape`;
    /// Views' `InsetShape` is inferred from it through the forwarding `inset(by: Double)` below. A type of its
    /// own: the compiler infers an associated type only from the requirements of the protocol that declares
    /// it, and redeclaring `InsetShape` here (so that this requirement could infer it) is a compiler warning
    /// in every build of a package that uses this one; a `where InsetShape: InsettableShape` clause infers
    /// nothing.
    associatedtype CGInsetShape: InsettableShape
    /// The shape inset by `amount` points on every edge.
    func inset(by amount: CGFloat) -> CGInsetShape
}

extension InsettableShape {
    /// The pipeline's requirement, answered by the CoreGraphics one.
    public func inset(by amount: Double) -> CGInsetShape { inset(by: CGFloat(amount)) }
}
