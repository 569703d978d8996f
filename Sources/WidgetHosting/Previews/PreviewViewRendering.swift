// A view preview's image: Xcode's canvas shows a view at its traits' size on the system background.
// The view's own size is the pipeline's ideal size (RenderPipeline.idealSize, as for the contact sheets),
// rendered at that size rounded up to whole points.
import Graphics
import Render
import Views
import WidgetApp
import WidgetPreviews
import Widgets

/// Renders the view of a view preview.
enum PreviewViewRendering {
    /// The largest side of a view preview, in points (a view that wants more is clipped to it).
    static let maximumSide = 2048.0
    /// The smallest side (an empty view still makes an image).
    static let minimumSide = 1.0

    /// The view at its traits' size, at the default phone's scale, on the scheme's background.
    static func render(_ content: PreviewViewContent, options: WidgetRenderOptions,
                       host: WidgetHost) throws(RenderError) -> RenderOutput {
        var environment = EnvironmentValues()
        if let date = options.date { environment.renderDate = date }
        environment.dynamicTypeSize = options.dynamicTypeSize
        if let locale = options.localeIdentifier {
            environment.setLocale(identifier: locale)
            environment.layoutDirection = options.layoutDirection
        }
        let scale = DeviceCatalog.defaultPhone.scale
        let pipeline = host.renderer.pipeline(host.resources)
        let size: Size
        let fitsItself: Bool
        switch content.layout {
        case .fixed(let width, let height):
            size = Size(width: clamp(width), height: clamp(height))
            fitsItself = false
        case .sizeThatFits, .device:
            fitsItself = true
            let ideal = try pipeline.idealSize(of: content.body(), scale: scale, colorScheme: options.colorScheme,
                                               environment: environment)
            size = Size(width: clamp(ideal.width.rounded(.up)), height: clamp(ideal.height.rounded(.up)))
        }
        let background = options.colorScheme == .dark ? Color.black : Color.white
        // At its own size the view is drawn at its ideal size (`fixedSize`, as the canvas proposes nil), so a
        // stack does not re-share the measured width and truncate a label.
        let view = fitsItself ? AnyView(content.body().fixedSize()) : content.body()
        let page = view
            .frame(width: size.width, height: size.height)
            .background(background)
        return try pipeline.render(RenderScene(view: page, size: size, scale: scale, colorScheme: options.colorScheme,
                                               environment: environment))
    }

    /// A side within minimumSide…maximumSide (non-finite → the maximum).
    private static func clamp(_ side: Double) -> Double {
        guard side.isFinite else { return maximumSide }
        return min(max(side, minimumSide), maximumSide)
    }
}
