// The iOS 26 clear and tinted Home Screen glass (WIDGETKIT.md §1.3, S6: content tinted white, the container
// background removed and "replaced by a themed glass or tinted-colour effect"). Apple publishes the look, not
// its numbers; the method and every number are our choice [C] (docs/widgets.md "Glass"):
//
// 1. Backdrop: the wallpaper behind the widget (the render's size, opaque), its edges extended by repeating
//    the border pixels, blurred with Raster's deterministic Gaussian blur (three box blurs per axis, the W3C
//    Filter Effects approximation), cropped back: the frosted view through the glass.
// 2. Glass: the blurred backdrop dimmed (black at `dim`), then the glass colour laid over it (white frost for
//    clear, the person's tint for tinted, at its alpha), then the rim: white whose alpha runs from `rimTop`
//    at the top to `rimBottom` at the bottom, where the container shape covers a pixel and the shape inset by
//    the rim width does not (coverage outer − inner, so the rim is anti-aliased like the mask).
// 3. The content (already tinted white by the accented substitution) drawn over the glass, source-over on
//    premultiplied pixels. The container mask that follows (ModePass) cuts the glass to the widget's shape.
import Graphics
import Raster

/// The glass drawn behind a widget on the iOS 26 clear and tinted Home Screens.
public struct GlassBackground: Sendable {
    /// The wallpaper behind the widget, the render's size in device pixels (opaque).
    public var backdrop: Pixmap
    /// The blur's standard deviation in device pixels.
    public var blurSigma: Double
    /// The black laid over the blurred backdrop, 0…1.
    public var dim: Double
    /// The glass colour laid over the dimmed backdrop (its alpha is the strength).
    public var color: RGBAColor
    /// The container outline inset by the rim width, in device pixels (nil: no rim).
    public var rimInner: Path?
    /// The container outline in device pixels (the rim's outer edge; nil: no rim).
    public var rimOuter: Path?
    /// The rim's white alpha at the top and at the bottom of the widget.
    public var rimTop: Double
    /// The rim's white alpha at the bottom of the widget.
    public var rimBottom: Double

    /// A glass background.
    public init(backdrop: Pixmap, blurSigma: Double, dim: Double, color: RGBAColor, rimOuter: Path?,
                rimInner: Path?, rimTop: Double, rimBottom: Double) {
        self.backdrop = backdrop
        self.blurSigma = blurSigma
        self.dim = dim
        self.color = color
        self.rimOuter = rimOuter
        self.rimInner = rimInner
        self.rimTop = rimTop
        self.rimBottom = rimBottom
    }
}

/// Draws ``GlassBackground`` behind a render (see the file header for the method).
public enum GlassPass {
    /// `content` (premultiplied, transparent where nothing is drawn) over the glass; the result is the size of
    /// `content`. A backdrop of another size is scaled to nothing: the glass colour over black is used.
    public static func apply(to content: Pixmap, glass: GlassBackground, masks: ShapeMaskCache) -> Pixmap {
        let width = content.width, height = content.height
        var backdrop = glass.backdrop.width == width && glass.backdrop.height == height
            ? glass.backdrop : (Pixmap(width: width, height: height) ?? content)
        blur(&backdrop, sigma: glass.blurSigma)
        let rim = rimCoverage(glass, width: width, height: height, masks: masks)
        let dim = clamp(glass.dim), tint = glass.color
        let tintAlpha = clamp(tint.alpha)
        var out = content
        for y in 0..<height {
            let t = height > 1 ? Double(y) / Double(height - 1) : 0
            let rimAlpha = clamp(glass.rimTop + (glass.rimBottom - glass.rimTop) * t)
            for x in 0..<width {
                let b = backdrop.pixel(x: x, y: y)
                // Step 2, on colour 0…1 (the backdrop is opaque, so premultiplied = straight).
                func layer(_ value: UInt8, _ tintChannel: Double) -> Double {
                    let dimmed = Double(value) / 255 * (1 - dim)
                    return dimmed + (tintChannel - dimmed) * tintAlpha
                }
                var r = layer(b.r, tint.red), g = layer(b.g, tint.green), bl = layer(b.b, tint.blue)
                if let rim {
                    let k = rimAlpha * Double(rim[y * width + x]) / 255
                    r += (1 - r) * k; g += (1 - g) * k; bl += (1 - bl) * k
                }
                // Step 3: content over the opaque glass.
                let c = content.pixel(x: x, y: y)
                let keep = 1 - Double(c.a) / 255
                func over(_ source: UInt8, _ glassValue: Double) -> UInt8 {
                    UInt8(min(255, max(0, (Double(source) + glassValue * 255 * keep).rounded())))
                }
                out.setPixel(x: x, y: y, PremultipliedRGBA8(r: over(c.r, r), g: over(c.g, g), b: over(c.b, bl), a: 255))
            }
        }
        return out
    }

    /// Step 1: blurs `pixmap` with its border pixels repeated outward by the blur's reach, so the edges keep
    /// their colour instead of fading towards transparent.
    static func blur(_ pixmap: inout Pixmap, sigma: Double) {
        guard let blur = GaussianBlur(sigma: sigma) else { return }
        let reach = blur.reach, width = pixmap.width, height = pixmap.height
        guard var padded = Pixmap(width: width + 2 * reach, height: height + 2 * reach) else { return }
        for y in 0..<padded.height {
            let sy = min(max(y - reach, 0), height - 1)
            for x in 0..<padded.width {
                padded.setPixel(x: x, y: y, pixmap.pixel(x: min(max(x - reach, 0), width - 1), y: sy))
            }
        }
        blur.apply(to: &padded, x0: 0, y0: 0, x1: padded.width, y1: padded.height)
        for y in 0..<height {
            for x in 0..<width { pixmap.setPixel(x: x, y: y, padded.pixel(x: x + reach, y: y + reach)) }
        }
    }

    /// The rim's coverage per pixel (row-major, 0…255): the outer outline's minus the inner one's.
    static func rimCoverage(_ glass: GlassBackground, width: Int, height: Int, masks: ShapeMaskCache) -> [UInt8]? {
        guard let outerPath = glass.rimOuter, let innerPath = glass.rimInner,
              let outer = masks.mask(for: outerPath, width: width, height: height).coverage else { return nil }
        let inner = masks.mask(for: innerPath, width: width, height: height).coverage
        var rim = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let o = Int(outer.coverage(x: x, y: y)), i = Int(inner?.coverage(x: x, y: y) ?? 0)
                rim[y * width + x] = UInt8(max(0, o - i))
            }
        }
        return rim
    }

    private static func clamp(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
}
