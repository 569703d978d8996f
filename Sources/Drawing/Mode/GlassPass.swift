// The iOS 26 clear and tinted Home Screen glass (WIDGETKIT.md §1.3, S6: content tinted white, the container
// background removed and "replaced by a themed glass or tinted-colour effect"). Apple publishes the look, not
// its numbers; the method and every number are our choice [C] (docs/widgets.md "Glass"):
//
// 1. Backdrop: the wallpaper behind the widget (the render's size, opaque), its edges extended by repeating
//    the border pixels, blurred with Raster's deterministic Gaussian blur (three box blurs per axis, the W3C
//    Filter Effects approximation), cropped back: the frosted view through the glass. A backdrop whose rows are
//    each one colour (the stand-in gradient) takes a shortcut with the same result: the row pass of the padded
//    image leaves the cropped part of a constant row as it is (every window the crop reads lies inside the
//    padding), so one column blurred vertically gives every column.
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
        // Step 2's dim and glass colour depend on the channel value alone (the backdrop is opaque, so
        // premultiplied = straight): one table of 256 values per channel, on colour 0…1.
        func layer(_ tintChannel: Double) -> [Double] {
            (0..<256).map { value in
                let dimmed = Double(value) / 255 * (1 - dim)
                return dimmed + (tintChannel - dimmed) * tintAlpha
            }
        }
        let layerR = layer(tint.red), layerG = layer(tint.green), layerB = layer(tint.blue)
        let under = backdrop.packedPixels, over = content.packedPixels
        var out = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let t = height > 1 ? Double(y) / Double(height - 1) : 0
            let rimAlpha = clamp(glass.rimTop + (glass.rimBottom - glass.rimTop) * t)
            for x in 0..<width {
                let i = y * width + x, b = under[i]
                var r = layerR[Int(b & 0xFF)], g = layerG[Int(b >> 8 & 0xFF)], bl = layerB[Int(b >> 16 & 0xFF)]
                if let rim, rim[i] != 0 {
                    let k = rimAlpha * Double(rim[i]) / 255
                    r += (1 - r) * k; g += (1 - g) * k; bl += (1 - bl) * k
                }
                // Step 3: content (premultiplied) over the opaque glass.
                let c = over[i]
                let keep = 1 - Double(c >> 24) / 255
                func composite(_ source: UInt32, _ glassValue: Double) -> UInt32 {
                    UInt32(min(255, max(0, (Double(source & 0xFF) + glassValue * 255 * keep).rounded())))
                }
                out[i] = composite(c, r) | composite(c >> 8, g) << 8 | composite(c >> 16, bl) << 16 | 0xFF00_0000
            }
        }
        return Pixmap(width: width, height: height, packedPixels: out) ?? content
    }

    /// Step 1: blurs `pixmap` with its border pixels repeated outward by the blur's reach, so the edges keep
    /// their colour instead of fading towards transparent.
    static func blur(_ pixmap: inout Pixmap, sigma: Double) {
        guard let blur = GaussianBlur(sigma: sigma) else { return }
        let width = pixmap.width, height = pixmap.height
        if let column = blurredColumn(pixmap.packedPixels, width: width, height: height, blur: blur) {
            var rows = [UInt32](repeating: 0, count: width * height)
            for y in 0..<height {
                for x in 0..<width { rows[y * width + x] = column[y] }
            }
            pixmap = Pixmap(width: width, height: height, packedPixels: rows) ?? pixmap
        } else {
            paddedBlur(&pixmap, blur: blur)
        }
    }

    /// Step 1's general case: the padded image blurred, cropped back.
    static func paddedBlur(_ pixmap: inout Pixmap, blur: GaussianBlur) {
        let reach = blur.reach, width = pixmap.width, height = pixmap.height
        let source = pixmap.packedPixels
        let paddedWidth = width + 2 * reach, paddedHeight = height + 2 * reach
        var pixels = [UInt32](repeating: 0, count: paddedWidth * paddedHeight)
        for y in 0..<paddedHeight {
            let row = min(max(y - reach, 0), height - 1) * width
            for x in 0..<paddedWidth { pixels[y * paddedWidth + x] = source[row + min(max(x - reach, 0), width - 1)] }
        }
        guard var padded = Pixmap(width: paddedWidth, height: paddedHeight, packedPixels: pixels) else { return }
        blur.apply(to: &padded, x0: 0, y0: 0, x1: paddedWidth, y1: paddedHeight)
        let blurred = padded.packedPixels
        var cropped = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width { cropped[y * width + x] = blurred[(y + reach) * paddedWidth + x + reach] }
        }
        pixmap = Pixmap(width: width, height: height, packedPixels: cropped) ?? pixmap
    }

    /// The blurred pixel of each row when every row of `pixels` is one colour (nil otherwise): the column pass of
    /// ``GaussianBlur`` (sums divided once, rounded to nearest) over the first column with its end pixels
    /// repeated by the reach, exactly what the padded blur gives each column.
    static func blurredColumn(_ pixels: [UInt32], width: Int, height: Int, blur: GaussianBlur) -> [UInt32]? {
        for y in 0..<height {
            let first = pixels[y * width]
            for x in 1..<max(1, width) where pixels[y * width + x] != first { return nil }
        }
        let reach = blur.reach, divisor = blur.divisor, count = height + 2 * reach
        var column = [UInt32](repeating: 0, count: height)
        var line = [Int](repeating: 0, count: count), prefix = [Int](repeating: 0, count: count + 1)
        for channel in 0..<4 {
            let shift = UInt32(channel * 8)
            for i in 0..<count { line[i] = Int(pixels[min(max(i - reach, 0), height - 1) * width] >> shift & 0xFF) }
            blur.sum(&line, prefix: &prefix)
            for y in 0..<height {
                column[y] |= UInt32(UInt8(clamping: (line[y + reach] + divisor / 2) / divisor)) << shift
            }
        }
        return column
    }

    /// The rim's coverage per pixel (row-major, 0…255): the outer outline's minus the inner one's.
    static func rimCoverage(_ glass: GlassBackground, width: Int, height: Int, masks: ShapeMaskCache) -> [UInt8]? {
        guard let outerPath = glass.rimOuter, let innerPath = glass.rimInner,
              let outer = masks.mask(for: outerPath, width: width, height: height).coverage else { return nil }
        var rim = [UInt8](repeating: 0, count: width * height)
        // Each mask's bytes cover its own box at its origin; pixels outside a mask have coverage 0.
        func add(_ mask: CoverageMask, sign: Int) {
            let bytes = mask.coverage
            for j in 0..<mask.height {
                let y = mask.originY + j
                guard y >= 0, y < height else { continue }
                for i in 0..<mask.width {
                    let x = mask.originX + i
                    guard x >= 0, x < width else { continue }
                    let value = Int(rim[y * width + x]) + sign * Int(bytes[j * mask.width + i])
                    rim[y * width + x] = UInt8(max(0, min(255, value)))
                }
            }
        }
        add(outer, sign: 1)
        if let inner = masks.mask(for: innerPath, width: width, height: height).coverage { add(inner, sign: -1) }
        return rim
    }

    private static func clamp(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
}
