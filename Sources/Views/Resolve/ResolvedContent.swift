/// What one layout node draws, fully resolved: no environment is left to read.
///
/// A closed set: Render switches over it exhaustively. Geometry is in points, relative to the
/// node's frame (see ``ResolvedView`` for the draw order).
public enum ResolvedContent: Sendable, CustomStringConvertible {
    /// Nothing: a pure layout node (stack, frame, padding, spacer, custom container).
    case none
    /// Fills the node's whole frame with a paint: `Color`, gradient views, `Divider`,
    /// `background(_ style:)`.
    case paint(ResolvedPaint)
    /// Fills or strokes a shape in the node's frame.
    case shape(ResolvedShape)
    /// Draws a paragraph in the node's frame (wrapped at the frame's width).
    case text(ResolvedText)
    /// Draws an image stretched over the node's frame.
    case image(ResolvedImage)
    /// Changes how the node's subtree draws.
    case effect(ResolvedEffect)

    public var description: String {
        switch self {
        case .none: return "none"
        case .paint(let paint): return "paint \(paint)"
        case .shape(let shape): return "shape \(shape)"
        case .text(let text): return "text \(text)"
        case .image(let image): return "image \(image)"
        case .effect(let effect): return "effect \(effect)"
        }
    }
}
