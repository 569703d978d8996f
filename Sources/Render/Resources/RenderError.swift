import Drawing
import Layout
import PNGCodec
import Typography
import Views
import Widgets

/// Why a render failed, and at which stage of the pipeline (``RenderStage``): one error type for views
/// and widgets, whatever stage stopped.
///
/// ```swift
/// do { _ = try WidgetRenderer().render(MyWidget(), options: options, resources: resources) } catch {
///     print(error.stage, error)   // layout  cannot lay out the view: views are nested more than …
/// }
/// ```
public struct RenderError: Error, Sendable, CustomStringConvertible {
    /// The stage that failed.
    public var stage: RenderStage
    /// What went wrong, with the failing library's own error inside.
    public var reason: Reason

    /// An error of `stage`.
    public init(_ stage: RenderStage, _ reason: Reason) {
        self.stage = stage
        self.reason = reason
    }

    /// An error of `stage` from the backend's error.
    public init(_ stage: RenderStage, _ error: DrawingError) {
        self.init(stage, Reason(error))
    }

    /// The reason's message (the stage is not repeated: messages name what to change).
    public var description: String { reason.description }

    /// What went wrong; the stage adds where.
    public enum Reason: Error, Sendable, CustomStringConvertible {
        /// The family, device or scale is not valid (e.g. a family the device does not offer).
        case widget(WidgetError)
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
        /// The widget would cost more than the ``RenderBudget`` allows (canvas size, path elements, text,
        /// images, estimated work or offscreen memory); the message says which limit and what to change.
        case overBudget(String)

        public var description: String {
            switch self {
            case .widget(let error): return "\(error)"
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
}
