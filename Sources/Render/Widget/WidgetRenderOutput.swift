import Drawing
import Layout
import Raster
import Views
import Widgets

/// Every stage of a widget render with its canvas, for dumps, tests and the CLI.
public struct WidgetRenderOutput {
    /// The pipeline's output.
    public var output: RenderOutput
    /// The canvas: family, device, scale, size, margins, container shape.
    public var canvas: WidgetCanvas
    /// What happened to the container background in this mode and context.
    public var backgroundTreatment: ContainerBackgroundTreatment

    /// The output of a widget scene described by `widget`.
    public init(_ output: RenderOutput, widget: WidgetSceneInfo) {
        self.output = output
        self.canvas = widget.canvas
        self.backgroundTreatment = widget.backgroundTreatment
    }

    /// The resolved view tree (container composition included).
    public var resolved: ResolvedView { output.resolved }
    /// The layout.
    public var layout: LayoutResult { output.layout }
    /// The display list as drawn (after the accented substitution, if any).
    public var displayList: DisplayList { output.displayList }
    /// The final pixels.
    public var pixmap: Pixmap { output.pixmap }
    /// Warnings from the configuration pass and resolution (unknown symbols, contradictory frames …).
    public var warnings: [ResolveWarning] { output.warnings }
}
