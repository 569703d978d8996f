import Graphics
import Views
import Widgets

/// A view while a document's modifiers are applied to it, keeping the concrete kinds that have
/// modifiers of their own — as Swift's types do: `Text("a").bold()` is still a `Text`,
/// `Image(…).resizable()` still an `Image`, `Circle().trim(…)` still a shape.
enum BuiltView {
    case view(AnyView)
    case text(Text)
    case image(Image)
    case shape(any Shape)

    /// The view, type-erased.
    var anyView: AnyView {
        switch self {
        case .view(let view): return view
        case .text(let text): return AnyView(text)
        case .image(let image): return AnyView(image)
        case .shape(let shape): return AnyView(shape)
        }
    }
}

/// What the decoder knows about a ``BuiltView`` before it is built: which modifiers apply.
enum BuiltKind: Hashable, Sendable {
    case view
    case text
    case image
    /// A shape; insettable ones (the built-in shapes, not trimmed or stroked) take `strokeBorder` and `inset`.
    case shape(insettable: Bool)

    /// "a Text", "an Image" …, for messages.
    var name: String {
        switch self {
        case .view: return "a view"
        case .text: return "a Text"
        case .image: return "an Image"
        case .shape(let insettable): return insettable ? "a shape" : "a trimmed or stroked shape"
        }
    }
}

/// A decoded view: builds the SwiftUI-style view for an environment. Building cannot fail; every
/// check happened when the document was decoded.
struct DocumentView: Sendable {
    /// The kind of the view before any modifier.
    let kind: BuiltKind
    /// Builds it.
    let build: @Sendable (DocumentEnvironment) -> BuiltView

    /// Builds it type-erased.
    func view(in environment: DocumentEnvironment) -> AnyView {
        build(environment).anyView
    }
}

/// A decoded modifier: what it does to the view it is applied to.
struct DocumentModifier: Sendable {
    /// The kind of view it produces.
    let kind: BuiltKind
    /// Applies it.
    let apply: @Sendable (BuiltView, DocumentEnvironment) -> BuiltView

    /// A modifier on any view, producing a view.
    static func view(_ transform: @escaping @Sendable (AnyView, DocumentEnvironment) -> AnyView) -> DocumentModifier {
        DocumentModifier(kind: .view) { built, environment in .view(transform(built.anyView, environment)) }
    }
}

// Shape operations on existential shapes: each opens the existential (SE-0352) to call the
// generic DSL method on the concrete shape, so the resolved view is the one Swift code builds.

/// `shape.fill(style, style: fillStyle)`.
func filled<S: Shape, T: ShapeStyle>(_ shape: S, _ style: T, _ fillStyle: FillStyle) -> AnyView {
    AnyView(shape.fill(style, style: fillStyle))
}

/// `shape.stroke(style, style: strokeStyle)`.
func stroked<S: Shape, T: ShapeStyle>(_ shape: S, _ style: T, _ strokeStyle: StrokeStyle) -> AnyView {
    AnyView(shape.stroke(style, style: strokeStyle))
}

/// `shape.stroke(lineWidth:)` / `shape.stroke(style:)`: still a shape.
func strokedShape<S: Shape>(_ shape: S, _ strokeStyle: StrokeStyle) -> any Shape {
    shape.stroke(style: strokeStyle)
}

/// `shape.trim(from:to:)`: still a shape.
func trimmedShape<S: Shape>(_ shape: S, _ from: Double, _ to: Double) -> any Shape {
    shape.trim(from: from, to: to)
}

/// `shape.strokeBorder(style, style: strokeStyle)`, or the plain stroke for a shape that cannot be inset.
func strokedBorder<S: Shape, T: ShapeStyle>(_ shape: S, _ style: T, _ strokeStyle: StrokeStyle) -> AnyView {
    guard let insettable = shape as? any InsettableShape else { return stroked(shape, style, strokeStyle) }
    return strokedBorderInsettable(insettable, style, strokeStyle)
}

private func strokedBorderInsettable<S: InsettableShape, T: ShapeStyle>(_ shape: S, _ style: T,
                                                         _ strokeStyle: StrokeStyle) -> AnyView {
    AnyView(shape.strokeBorder(style, style: strokeStyle))
}

/// `shape.inset(by:)`, or the shape itself when it cannot be inset.
func insetShape<S: Shape>(_ shape: S, _ amount: Double) -> any Shape {
    guard let insettable = shape as? any InsettableShape else { return shape }
    return insetInsettable(insettable, amount)
}

private func insetInsettable<S: InsettableShape>(_ shape: S, _ amount: Double) -> any Shape {
    shape.inset(by: amount)
}

// Style operations on existential styles, for the same reason: `background(.red)` resolves to a
// node named after the style's type (`Color`), as in Swift.

/// `view.foregroundStyle(style)`.
func foregroundStyled<T: ShapeStyle>(_ view: AnyView, _ style: T) -> AnyView {
    AnyView(view.foregroundStyle(style))
}

/// `text.foregroundStyle(style)`.
func foregroundStyled<T: ShapeStyle>(_ text: Text, _ style: T) -> Text {
    text.foregroundStyle(style)
}

/// `view.tint(style)`.
func tinted<T: ShapeStyle>(_ view: AnyView, _ style: T) -> AnyView {
    AnyView(view.tint(style))
}

/// `view.background(style)` or `view.overlay(style)`.
func layered<T: ShapeStyle>(_ view: AnyView, _ style: T, isOverlay: Bool) -> AnyView {
    isOverlay ? AnyView(view.overlay(style)) : AnyView(view.background(style))
}

/// `view.containerBackground(style, for: .widget)`.
func containerBackgrounded<T: ShapeStyle>(_ view: AnyView, _ style: T) -> AnyView {
    AnyView(view.containerBackground(style, for: .widget))
}
