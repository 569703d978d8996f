// The first stage's value: everything the pipeline needs to know before a view resolves. Options are
// validated here, once, where they are defined: a view's size and scale by this initializer, a widget's
// family, device and scale by `WidgetCanvas` (RenderScene+Widget.swift).
import Drawing
import Graphics
import Raster
import Views
import Widgets

/// What to render: a root view, the environment it resolves in, the size and scale of the pixels, and
/// the mode pass that follows the drawing. Made for a plain view by ``init(view:size:scale:colorScheme:environment:)``
/// and for a widget by ``init(widget:options:)``.
///
/// ```swift
/// let scene = try RenderScene(widget: HabitWidget(), options: .init(family: .systemSmall, mode: .night))
/// let laidOut = try pipeline.layout(pipeline.resolve(scene))   // stop after layout
/// ```
public struct RenderScene {
    /// The view resolved (for a widget: the body until the resolve stage composes its container, background
    /// and body, ``ResolvedScene/scene``).
    public var root: AnyView
    /// The environment `root` resolves in.
    public var environment: EnvironmentValues
    /// The layout size in points.
    public var size: Size
    /// Device pixels per point.
    public var scale: Double
    /// What happens to the display list and the pixels after the drawing (identity for a view).
    public var modePass: ModePass
    /// True for widgets: `redacted(reason: .placeholder)` rewrites the resolved tree as WidgetKit does.
    public var appliesRedaction: Bool
    /// The widget's canvas and background treatment; nil for a plain view.
    public var widget: WidgetSceneInfo?
    /// What preparing the scene could not honour (duplicate container backgrounds …).
    public var warnings: [ResolveWarning]
    /// A widget's resolution (its body once, then its container); nil for a plain view and for a settled
    /// widget scene, whose ``root`` is the composed container.
    var widgetResolution: WidgetResolution?

    /// The largest display scale a plain view may be rendered at.
    public static let maximumViewScale = 16.0

    /// A plain view laid out in `size` points at `scale`, transparent around it, with no mode pass.
    ///
    /// Throws (stage ``RenderStage/scene``) for a scale outside 0 < scale ≤ 16, a size that is not positive
    /// and finite, or pixels a pixmap cannot hold.
    public init<V: View>(view: V, size: Size, scale: Double, colorScheme: ColorScheme,
                         environment: EnvironmentValues = EnvironmentValues()) throws(RenderError) {
        guard scale.isFinite, scale > 0, scale <= Self.maximumViewScale else {
            throw RenderError(.scene, .invalidGeometry("display scale \(scale) is not in 0 < scale ≤ 16"))
        }
        guard size.isFinite, size.width > 0, size.height > 0 else {
            throw RenderError(.scene, .invalidGeometry("size \(size) points is not positive and finite"))
        }
        let pixelWidth = DisplayListBuilder.pixels(size.width * scale)
        let pixelHeight = DisplayListBuilder.pixels(size.height * scale)
        guard Pixmap.isValidSize(width: pixelWidth, height: pixelHeight),
              size.width * scale <= Double(Pixmap.maximumSide), size.height * scale <= Double(Pixmap.maximumSide)
        else {
            throw RenderError(.scene, RenderError.Reason.invalidSize(pixelWidth: Int(min(size.width * scale, 1e9)),
                                                                      pixelHeight: Int(min(size.height * scale, 1e9))))
        }
        var environment = environment
        environment.colorScheme = colorScheme
        environment.displayScale = scale
        self.init(root: AnyView(view), environment: environment, size: size, scale: scale, modePass: .identity,
                  appliesRedaction: false, widget: nil, warnings: [])
    }

    /// A scene from its parts (no validation: for callers that validated already).
    init(root: AnyView, environment: EnvironmentValues, size: Size, scale: Double, modePass: ModePass,
         appliesRedaction: Bool, widget: WidgetSceneInfo?, warnings: [ResolveWarning]) {
        self.root = root
        self.environment = environment
        self.size = size
        self.scale = scale
        self.modePass = modePass
        self.appliesRedaction = appliesRedaction
        self.widget = widget
        self.warnings = warnings
    }
}
