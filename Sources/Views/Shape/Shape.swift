import Graphics
import Layout

/// A 2-D shape that is also a view: SwiftUI's `Shape`. As a view it fills its frame's outline with
/// the foreground style.
///
/// ```swift
/// struct Diamond: Shape {
///     func path(in rect: Rect) -> Path {
///         Path { p in
///             p.move(to: Point(x: rect.midX, y: rect.minY))
///             p.addLine(to: Point(x: rect.maxX, y: rect.midY))
///             p.addLine(to: Point(x: rect.midX, y: rect.maxY))
///             p.addLine(to: Point(x: rect.minX, y: rect.midY))
///             p.closeSubpath()
///         }
///     }
/// }
/// Diamond().fill(.orange).frame(width: 40, height: 40)
/// ```
public protocol Shape: View, Sendable {
    /// The outline of the shape in `rect` (the view's bounds, origin at its top-left corner).
    func path(in rect: Rect) -> Path

    /// The size the shape chooses for `proposal` (default: the proposal, nil → 10, LAYOUT.md §2.1).
    func sizeThatFits(_ proposal: ProposedSize) -> Size
}

extension Shape {
    /// The proposal, with nil axes replaced by 10 (LAYOUT.md §2.1).
    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    /// A shape draws as itself filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill(FillStyle()))
    }
}

/// A shape that can be inset, so `strokeBorder` keeps its stroke inside the frame: SwiftUI's `InsettableShape`.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` points on every edge.
    func inset(by amount: Double) -> InsetShape
}

/// What the resolver knows about a shape: its outline, how it lays out, and whether it is already
/// a stroke outline (`stroke(lineWidth:)` returns a shape).
struct ShapeDescription {
    var geometry: ResolvedShapeGeometry
    var layout: LayoutBehavior
    var name: String
    var stroke: StrokeStyle?
}

/// Shapes whose outline the resolver describes in closed terms (the built-in shapes and shape modifiers).
protocol DescribedShape {
    func shapeDescription(in environment: EnvironmentValues) -> ShapeDescription
}

enum ShapeDescriber {
    /// The description of any shape: built-ins describe themselves; user shapes become `.custom`,
    /// laid out through their own `sizeThatFits`.
    static func describe<S: Shape>(_ shape: S, in environment: EnvironmentValues) -> ShapeDescription {
        if let described = shape as? any DescribedShape {
            return described.shapeDescription(in: environment)
        }
        return ShapeDescription(geometry: ResolvedShapeGeometry(kind: .custom(AnyShape(shape))),
                                layout: .leaf(CustomShapeLeaf(shape: shape)),
                                name: String(describing: S.self), stroke: nil)
    }
}

/// A user shape measured by its own `sizeThatFits`.
struct CustomShapeLeaf<S: Shape>: LeafLayout {
    let shape: S
    func sizeThatFits(_ proposal: ProposedSize) -> Size { shape.sizeThatFits(proposal) }
}
