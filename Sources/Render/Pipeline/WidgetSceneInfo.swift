import Widgets

/// What a widget scene knows beyond a view's: its canvas and what happened to its container background.
public struct WidgetSceneInfo: Sendable {
    /// The canvas: family, mode, device, scale, size, margins, container shape.
    public var canvas: WidgetCanvas
    /// What happened to the container background in this mode and context.
    public var backgroundTreatment: ContainerBackgroundTreatment
}
