// The glass of a widget on the iOS 26 clear and tinted Home Screens, made from its canvas and options: the
// Home Screen wallpaper stand-in behind it (Wallpaper: the same gradient the Lock Screen uses, by colour
// scheme, or the caller's image), the blur, dimming and glass colour of GlassChoices, and the rim as the
// container outline minus the outline inset by the rim width (concentric: the corner radius shrinks by it).
import Drawing
import Graphics
import Raster
import Views
import Widgets

extension GlassBackground {
    /// The glass behind a widget on `canvas` (a clear or tinted mode) with the tint, scheme and wallpaper of
    /// `options`; nil when the canvas is too large for a pixmap.
    public init?(canvas: WidgetCanvas, options: WidgetRenderOptions) {
        let width = canvas.pixelWidth, height = canvas.pixelHeight
        guard let backdrop = Wallpaper.backdrop(options.homeScreenWallpaper, width: width, height: height,
                                                scheme: options.colorScheme) else { return nil }
        let layers = GlassChoices.layers(tint: canvas.mode == .tinted ? options.accentedTint : nil,
                                         scheme: options.colorScheme)
        let scale = canvas.scale, rim = GlassChoices.rim
        let inset = rim.widthPoints * scale
        let outer = canvas.containerPath(scale: scale)
        var inner: Path?
        let rect = Rect(x: inset, y: inset, width: Double(width) - 2 * inset, height: Double(height) - 2 * inset)
        switch canvas.containerShape {
        case .roundedRectangle(let radius):
            inner = Path(roundedRect: rect, cornerRadius: max(0, radius * scale - inset), style: .continuous)
        case .circle:
            inner = Path(ellipseIn: rect)
        case .none:
            inner = nil
        }
        self.init(backdrop: backdrop, blurSigma: GlassChoices.backdropBlurPoints * scale, dim: layers.dim,
                  color: layers.color, rimOuter: outer, rimInner: inner, rimTop: rim.top, rimBottom: rim.bottom)
    }
}
