/// Why a display list could not be drawn: it would cost more than its ``RenderBudget`` allows, or its
/// size is not one a pixmap can have. The front end (`Render`) reports it as the draw stage's error.
///
/// ```swift
/// do { _ = try DisplayListExecutor(fonts: registry).execute(list) } catch {
///     print(error)   // the widget is too costly to render: the canvas is 4096×1025 pixels …
/// }
/// ```
public enum DrawingError: Error, Sendable, CustomStringConvertible {
    /// The list costs more than the budget allows (canvas size, path elements, estimated work or offscreen
    /// memory); the message says which limit and what to change.
    case overBudget(String)
    /// The output size in pixels is empty or larger than a pixmap may be.
    case invalidSize(pixelWidth: Int, pixelHeight: Int)

    public var description: String {
        switch self {
        case .overBudget(let message): return "the widget is too costly to render: \(message)"
        case let .invalidSize(width, height): return "output size \(width)×\(height) pixels is empty or too large"
        }
    }
}
