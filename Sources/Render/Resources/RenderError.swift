import Layout
import PNGCodec
import Typography
import Views

/// Why a view could not be rendered, with the failing stage's own error inside.
public enum RenderError: Error, Sendable, CustomStringConvertible {
    /// The view could not be resolved (nesting or node limits).
    case resolve(ResolveError)
    /// The layout tree could not be laid out (nesting or node limits).
    case layout(LayoutError)
    /// Fonts could not be loaded or text could not be laid out.
    case typography(TypographyError)
    /// An image could not be found or decoded; `source` names it.
    case image(source: String, reason: String)
    /// PNG encoding or writing failed.
    case png(PNGError)
    /// The output size in pixels is empty or larger than a pixmap may be.
    case invalidSize(pixelWidth: Int, pixelHeight: Int)
    /// A point size or scale that is not a positive finite number.
    case invalidGeometry(String)
    /// The widget would cost more than the ``RenderBudget`` allows (canvas size, path elements, estimated
    /// work or offscreen memory); the message says which limit and what to change.
    case overBudget(String)

    public var description: String {
        switch self {
        case .resolve(let error): return "cannot resolve the view: \(error)"
        case .layout(let error): return "cannot lay out the view: \(error)"
        case .typography(let error): return "text: \(error)"
        case let .image(source, reason): return "image \(source): \(reason)"
        case .png(let error): return "PNG: \(error)"
        case let .invalidSize(width, height):
            return "output size \(width)×\(height) pixels is empty or too large"
        case .invalidGeometry(let message): return message
        case .overBudget(let message): return "the widget is too costly to render: \(message)"
        }
    }
}
