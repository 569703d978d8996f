/// The stages of the one render pipeline, in order (``RenderPipeline``); a ``RenderError`` names the one
/// that failed.
///
/// ```
/// scene → resolve → layout → build (display list) → draw (pixels) → modePass → encode (PNG)
/// ```
public enum RenderStage: String, Sendable, CustomStringConvertible {
    /// Setting up what to render: the canvas (family, device, scale), options, fonts and resources.
    case scene
    /// Resolving the view tree in its environment (and the text and image budgets checked after it).
    case resolve
    /// Laying the resolved tree out.
    case layout
    /// Building the display list in device pixels (and the accented paint substitution).
    case build
    /// Executing the display list into pixels.
    case draw
    /// The container mask and the rendering mode's pixel pass.
    case modePass
    /// Encoding PNG bytes or writing a file.
    case encode

    public var description: String { rawValue }
}
