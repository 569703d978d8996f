import Widgets

/// Why a widget could not be rendered.
public enum WidgetRenderError: Error, CustomStringConvertible, Sendable {
    /// The family, device or scale is not valid (e.g. a family the device does not offer).
    case widget(WidgetError)
    /// Resolution, layout, drawing or encoding failed.
    case render(RenderError)

    public var description: String {
        switch self {
        case .widget(let error): return "\(error)"
        case .render(let error): return "\(error)"
        }
    }
}
