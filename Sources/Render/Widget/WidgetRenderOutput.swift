import Layout
import Raster
import Views
import Widgets

/// Every stage of a widget render, for dumps, tests and the CLI's `layout` command.
public struct WidgetRenderOutput: Sendable {
    /// The canvas: family, device, scale, size, margins, container shape.
    public var canvas: WidgetCanvas
    /// What happened to the container background in this mode and context.
    public var backgroundTreatment: ContainerBackgroundTreatment
    /// The resolved view tree (container composition included).
    public var resolved: ResolvedView
    /// The layout.
    public var layout: LayoutResult
    /// The display list after the accented substitution (if any).
    public var displayList: DisplayList
    /// The final pixels.
    public var pixmap: Pixmap
    /// Warnings from the configuration pass and resolution (unknown symbols, contradictory frames …).
    public var warnings: [ResolveWarning]
}
