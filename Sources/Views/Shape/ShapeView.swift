import Graphics
import Layout

/// A shape drawn with a style: what `fill`, `stroke` and a bare shape resolve to (SwiftUI's `_ShapeView`).
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    /// Fill with a rule, or stroke with a style.
    enum Drawing {
        case fill(FillStyle)
        case stroke(StrokeStyle)
    }

    let shape: Content
    let style: Style
    let drawing: Drawing

    init(shape: Content, style: Style, drawing: Drawing) {
        self.shape = shape
        self.style = style
        self.drawing = drawing
    }

    /// Primitive view.
    public var body: Never { primitiveBody(Self.self) }
}

extension _ShapeView: PrimitiveView {
    /// Static dispatch for the resolver: resolves `view` through `resolve(in:environment:into:)`.
    public static func _resolve(_ view: Self, in context: inout _ResolveContext, environment: EnvironmentValues,
                                into nodes: inout [LayoutNode]) throws(ResolveError) {
        try view.resolve(in: &context, environment: environment, into: &nodes)
    }

    func resolve(in context: inout ResolveContext, environment: EnvironmentValues,
                 into nodes: inout [LayoutNode]) throws(ResolveError) {
        let description = ShapeDescriber.describe(shape, in: environment)
        let paint = context.paint(style, environment)
        let shapeDrawing: ShapeDrawing
        switch drawing {
        case .stroke(let strokeStyle):
            shapeDrawing = .stroke(paint, strokeStyle)
        case .fill(let fillStyle):
            // A stroked shape filled (`stroke(lineWidth:)` then `fill`) is still a stroke.
            if let stroke = description.stroke {
                shapeDrawing = .stroke(paint, stroke)
            } else {
                shapeDrawing = .fill(paint, fillStyle.rule)
            }
        }
        let content = ResolvedContent.shape(ResolvedShape(geometry: description.geometry, drawing: shapeDrawing))
        nodes.append(try context.node(description.layout, name: description.name, content: content))
    }
}

extension Shape {
    /// Fills the shape with a style (default: the foreground style).
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 4).fill(i < 5 ? Color.orange : Color.gray.opacity(0.3))
    /// Circle().fill(.linearGradient(colors: [.yellow, .orange], startPoint: .top, endPoint: .bottom))
    /// ```
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, style: content, drawing: .fill(style))
    }

    /// Strokes the outline with a style and a `StrokeStyle`.
    ///
    /// ```swift
    /// Circle().trim(from: 0, to: 0.7)
    ///     .stroke(Color.green, style: StrokeStyle(lineWidth: 8, lineCap: .round))
    /// ```
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        _ShapeView(shape: self, style: content, drawing: .stroke(style))
    }

    /// Strokes the outline with a style and a line width.
    ///
    /// ```swift
    /// Circle().stroke(.quaternary, lineWidth: 8)
    /// ```
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: Double = 1, antialiased: Bool = true) -> some View {
        _ShapeView(shape: self, style: content, drawing: .stroke(StrokeStyle(lineWidth: lineWidth)))
    }

    /// The outline stroked with `style`, as a shape (drawn with the foreground style unless filled).
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(base: self, style: style)
    }

    /// The outline stroked `lineWidth` wide, as a shape (drawn with the foreground style unless filled).
    public func stroke(lineWidth: Double = 1) -> _StrokedShape<Self> {
        _StrokedShape(base: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The part of the outline between two fractions of its length; a circle starts at 3 o'clock.
    ///
    /// ```swift
    /// Circle().trim(from: 0, to: progress).rotationEffect(.degrees(-90))
    /// ```
    public func trim(from startFraction: Double = 0, to endFraction: Double = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(base: self, from: startFraction, to: endFraction)
    }
}

extension InsettableShape {
    /// Strokes the outline inset by half the line width, so the stroke stays inside the frame.
    ///
    /// ```swift
    /// Capsule().strokeBorder(.white, lineWidth: 2)
    /// ```
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle,
                                            antialiased: Bool = true) -> some View {
        _ShapeView(shape: inset(by: style.lineWidth / 2), style: content, drawing: .stroke(style))
    }

    /// Strokes the outline inset by half of `lineWidth`, so the stroke stays inside the frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: Double = 1,
                                            antialiased: Bool = true) -> some View {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// A shape's outline stroked (`stroke(style:)`, `stroke(lineWidth:)`); as a view it fills the stroke with the
/// foreground style. SwiftUI's `_StrokedShape`.
public struct _StrokedShape<Base: Shape>: Shape, DescribedShape {
    let base: Base
    let style: StrokeStyle

    /// The outline of the stroke of the base outline.
    public func path(in rect: Rect) -> Path { base.path(in: rect).strokedPath(style) }
    /// Lays out as the base shape.
    public func sizeThatFits(_ proposal: ProposedSize) -> Size { base.sizeThatFits(proposal) }

    func shapeDescription(in environment: EnvironmentValues) -> ShapeDescription {
        var description = ShapeDescriber.describe(base, in: environment)
        description.stroke = style
        return description
    }
}

/// A fraction of a shape's outline (`trim(from:to:)`); it lays out as the base shape. SwiftUI's `_TrimmedShape`.
public struct _TrimmedShape<Base: Shape>: Shape, DescribedShape {
    let base: Base
    let from: Double
    let to: Double

    /// The part of the base outline between the two fractions of its length.
    public func path(in rect: Rect) -> Path { base.path(in: rect).trimmedPath(from: from, to: to) }
    /// Lays out as the base shape.
    public func sizeThatFits(_ proposal: ProposedSize) -> Size { base.sizeThatFits(proposal) }

    func shapeDescription(in environment: EnvironmentValues) -> ShapeDescription {
        var description = ShapeDescriber.describe(base, in: environment)
        let start = from.isNaN ? 0 : Swift.min(Swift.max(from, 0), 1)
        let end = to.isNaN ? 0 : Swift.min(Swift.max(to, 0), 1)
        if let outer = description.geometry.trim {
            // Trimming a trimmed outline keeps a fraction of the kept part.
            let span = outer.to - outer.from
            description.geometry.trim = ShapeTrim(from: outer.from + span * start, to: outer.from + span * end)
        } else {
            description.geometry.trim = ShapeTrim(from: start, to: end)
        }
        return description
    }
}

/// A shape inset on every edge (`inset(by:)`, used by `strokeBorder`); SwiftUI's `_Inset`.
public struct _Inset<Base: Shape>: InsettableShape {
    let base: Base
    let amount: Double

    /// The base outline in `rect` inset by the amount.
    public func path(in rect: Rect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }

    /// Lays out as the base shape.
    public func sizeThatFits(_ proposal: ProposedSize) -> Size { base.sizeThatFits(proposal) }

    /// Insets further.
    public func inset(by amount: Double) -> _Inset<Base> { _Inset(base: base, amount: self.amount + amount) }
}

extension _Inset: DescribedShape {
    func shapeDescription(in environment: EnvironmentValues) -> ShapeDescription {
        var description = ShapeDescriber.describe(base, in: environment)
        description.geometry.inset += amount.isFinite ? amount : 0
        return description
    }
}
