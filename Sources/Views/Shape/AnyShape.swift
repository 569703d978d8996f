import Graphics
import Layout

/// A type-erased shape (SwiftUI's `AnyShape`): lets one variable hold different shapes.
///
/// ```swift
/// let outline = isRound ? AnyShape(Circle()) : AnyShape(RoundedRectangle(cornerRadius: 8))
/// outline.fill(.blue)
/// ```
public struct AnyShape: Shape {
    let base: any Shape

    /// Wraps a shape.
    public init<S: Shape>(_ shape: S) {
        if let erased = shape as? AnyShape { self.base = erased.base } else { self.base = shape }
    }

    /// The wrapped shape's outline.
    public func path(in rect: Rect) -> Path { base.path(in: rect) }

    /// The wrapped shape's size.
    public func sizeThatFits(_ proposal: ProposedSize) -> Size { base.sizeThatFits(proposal) }

    /// The wrapped shape's type name, for dumps.
    public var typeName: String { String(describing: type(of: base)) }
}

extension AnyShape: DescribedShape {
    func shapeDescription(in environment: EnvironmentValues) -> ShapeDescription {
        ShapeDescriber.describe(base, in: environment)
    }
}
