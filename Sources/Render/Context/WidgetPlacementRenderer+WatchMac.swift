// The watch and Mac places (docs/contexts.md):
//
// - Smart Stack: the watch's screen, black — "by default, widgets in the Smart Stack use a black background"
//   (HIG Widgets, watchOS) — with the accessoryRectangular widget centred on it at the watch's Smart Stack size
//   (HIG watchOS dimensions). The widget is drawn in the `watchSmartStack` context: its own container background
//   when it declares one, else the default dark material (WIDGETKIT.md §3, S9), inside its rounded shape; full
//   colour. The centring is our choice [C] (one widget per render; the stack's neighbours are not drawn).
// - Mac desktop: the widget over the desktop wallpaper with wallpaper around it, as on the Lock Screen. Full
//   colour with its background while the desktop is in front; vibrant (monochrome, untinted, background removed,
//   transparent where the material shows the wallpaper through) while an app window is active (HIG "Appearances":
//   Mac vibrant on the Desktop; WIDGETKIT.md §1.5, §3). WidgetKit renders a vibrant widget's background "removed
//   or semi-translucent" (S9): here the wallpaper inside the widget's shape is darkened by a translucent platter
//   ([C], ``WidgetPlacementRenderer/desktopVibrantPlatter``) so the widget keeps its outline and white content
//   reads over a light wallpaper.
// - Notification Center: the widget in full colour over the panel — the wallpaper under a translucent material
//   of the scheme ([C], ``WidgetPlacementRenderer/notificationCenterMaterial(_:)``).
import Graphics
import Raster
import Views
import Widgets

extension WidgetPlacementRenderer {
    /// [C] The wallpaper shown around a Mac desktop or Notification Center widget, in points: the Lock Screen's.
    public static let desktopMargin = lockScreenMargin

    /// [C] Notification Center's panel material over the wallpaper, per scheme: light (246, 246, 246) and dark
    /// (30, 30, 30), each at 0.72 opacity (macOS publishes no values for its sidebar material).
    public static func notificationCenterMaterial(_ scheme: ColorScheme) -> (r: Double, g: Double, b: Double, alpha: Double) {
        scheme == .dark ? (30, 30, 30, 0.72) : (246, 246, 246, 0.72)
    }

    /// [C] The translucent platter behind a vibrant widget on the Mac desktop: black at 0.22 inside the widget's
    /// container shape, over the wallpaper (no value is published).
    public static let desktopVibrantPlatter = (r: 0.0, g: 0.0, b: 0.0, alpha: 0.22)

    func smartStack<V: View>(_ widget: V, options: WidgetRenderOptions,
                             resources: RenderResources) throws(RenderError) -> Pixmap {
        var options = options
        let watch = try WidgetPlacement.smartStack.device(options.device) ?? DeviceCatalog.defaultWatch
        options.device = watch
        options.context = .watchSmartStack
        let canvas: WidgetCanvas
        do { canvas = try options.canvas() } catch { throw RenderError(.scene, .widget(error)) }
        let drawn = try renderer.render(widget, options: options, resources: resources)
        let width = Int((watch.screenSize.width * canvas.scale).rounded())
        let height = Int((watch.screenSize.height * canvas.scale).rounded())
        guard var screen = Pixmap(width: width, height: height) else {
            throw RenderError(.scene, RenderError.Reason.invalidSize(pixelWidth: width, pixelHeight: height))
        }
        Wallpaper.fill(&screen, with: PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        Wallpaper.composite(drawn, over: &screen, left: (width - drawn.width) / 2, top: (height - drawn.height) / 2)
        return screen
    }

    func mac<V: View>(_ widget: V, options: WidgetRenderOptions, placement: WidgetPlacement, backdrop: Pixmap?,
                      resources: RenderResources) throws(RenderError) -> Pixmap {
        var options = options
        options.device = try placement.device(options.device)
        options.context = placement == .notificationCenter ? .notificationCenter : .macDesktop
        if options.mode == .vibrant {
            options.vibrantBackdrop = nil
            options.tint = nil
        }
        let canvas: WidgetCanvas
        do { canvas = try options.canvas() } catch { throw RenderError(.scene, .widget(error)) }
        let drawn = try renderer.render(widget, options: options, resources: resources)
        let margin = Int((Self.desktopMargin * canvas.scale).rounded())
        let width = drawn.width + 2 * margin, height = drawn.height + 2 * margin
        let wallpaper = Wallpaper.backdrop(backdrop, width: width, height: height, scheme: options.colorScheme)
        guard var output = wallpaper else {
            throw RenderError(.scene, RenderError.Reason.invalidSize(pixelWidth: width, pixelHeight: height))
        }
        if placement == .notificationCenter {
            let material = Self.notificationCenterMaterial(options.colorScheme)
            Wallpaper.blend(&output, r: material.r, g: material.g, b: material.b, alpha: material.alpha)
        }
        if options.mode == .vibrant, let outline = canvas.containerPath(scale: canvas.scale),
           let mask = Rasterizer.mask(for: outline, clip: (drawn.width, drawn.height)) {
            let platter = Self.desktopVibrantPlatter
            Wallpaper.blend(&output, r: platter.r, g: platter.g, b: platter.b, alpha: platter.alpha,
                            mask: mask.offsetBy(dx: margin, dy: margin))
        }
        Wallpaper.composite(drawn, over: &output, left: margin, top: margin)
        return output
    }
}
