// A colour glyph (emoji) placed for drawing: its strike image resampled to the glyph's pixel size and put
// on the whole-pixel grid.
//
// The glyph's em is `key.pixelSize` device pixels and the strike's `pixelsPerEm` pixels, so one strike pixel
// is s = pixelSize / pixelsPerEm device pixels. The image's box in device pixels is the strike box scaled by
// s from the pen position (bitmap_left right of the pen, bitmap_top above the baseline); its corner and size
// are rounded to whole pixels and the image is resampled to exactly that size (ColorImageResampler), so the
// executor copies it without further filtering. Images larger than `maximumResampledSide` (huge text)
// are not resampled: the strike image is drawn through a scaling transform (the raster's bilinear image
// paint, a growing scale where no box filter is needed).
import Graphics
import Raster
import Typography

/// One colour glyph ready to draw: the pixels and where they go.
public struct ColorGlyphImage: Sendable {
    /// The premultiplied pixels.
    public var pixmap: Pixmap
    /// Maps the pixmap's pixels to device pixels (an integer translation after resampling).
    public var transform: AffineTransform
    /// The strike image's offsets from the pen (left, top: strike pixels) and its pixels per em, kept so
    /// the same pixels can be placed at another pen position without decoding the glyph again.
    var strikeLeft = 0, strikeTop = 0, pixelsPerEm = 1

    /// The largest side, in device pixels, resampled ahead of drawing ([C]: 1024, a 270 pt emoji at 3×).
    public static let maximumResampledSide = 1024

    /// The image of `placement`'s glyph in `face`, or nil when the face has no colour image for it (a blank
    /// glyph) or the size is empty.
    public static func make(for placement: GlyphPlacement, face: FontFace) -> ColorGlyphImage? {
        let key = placement.key
        guard let bitmap = face.colorBitmap(of: key.glyph), bitmap.pixelsPerEm > 0 else { return nil }
        let s = key.pixelSize / Double(bitmap.pixelsPerEm)
        guard let corner = corner(of: placement, left: bitmap.left, top: bitmap.top, pixelsPerEm: bitmap.pixelsPerEm)
        else { return nil }
        let left = corner.x, top = corner.y
        let width = Int((Double(bitmap.width) * s).rounded())
        let height = Int((Double(bitmap.height) * s).rounded())
        guard width > 0, height > 0 else { return nil }
        if width > maximumResampledSide || height > maximumResampledSide {
            guard let strike = pixmap(bitmap.rgba, width: bitmap.width, height: bitmap.height) else { return nil }
            let place = AffineTransform(a: Double(width) / Double(bitmap.width), b: 0, c: 0,
                                        d: Double(height) / Double(bitmap.height), tx: left, ty: top)
            return ColorGlyphImage(pixmap: strike, transform: place, strikeLeft: bitmap.left, strikeTop: bitmap.top,
                                   pixelsPerEm: bitmap.pixelsPerEm)
        }
        guard let pixels = ColorImageResampler.resample(bitmap.rgba, width: bitmap.width, height: bitmap.height,
                                                        targetWidth: width, targetHeight: height),
              let image = pixmap(pixels, width: width, height: height)
        else { return nil }
        return ColorGlyphImage(pixmap: image, transform: AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: left, ty: top),
                               strikeLeft: bitmap.left, strikeTop: bitmap.top, pixelsPerEm: bitmap.pixelsPerEm)
    }

    /// This image (made for a glyph of the same face, glyph index and pixel size) placed at `placement`'s
    /// pen position instead: the same pixels, only the whole-pixel corner changes.
    public func moved(to placement: GlyphPlacement, face: FontFace) -> ColorGlyphImage? {
        guard transform.a == 1, transform.d == 1 else { return Self.make(for: placement, face: face) }
        guard let origin = Self.corner(of: placement, left: strikeLeft, top: strikeTop, pixelsPerEm: pixelsPerEm)
        else { return nil }
        var moved = self
        moved.transform.tx = origin.x
        moved.transform.ty = origin.y
        return moved
    }

    /// The whole-pixel top-left corner of `placement`'s glyph image, whose strike image starts `left`
    /// strike pixels right of the pen and `top` above the baseline.
    static func corner(of placement: GlyphPlacement, left: Int, top: Int, pixelsPerEm: Int) -> Point? {
        let key = placement.key
        let s = key.pixelSize / Double(max(1, pixelsPerEm))
        guard s.isFinite, s > 0 else { return nil }
        let penX = Double(placement.x) + Double(key.subpixelX) / Double(GlyphMaskKey.subpixelSteps)
        return Point(x: (penX + Double(left) * s).rounded(), y: (Double(placement.y) - Double(top) * s).rounded())
    }

    /// A pixmap holding premultiplied RGBA bytes.
    static func pixmap(_ rgba: [UInt8], width: Int, height: Int) -> Pixmap? {
        guard var pixmap = Pixmap(width: width, height: height), rgba.count == width * height * 4 else { return nil }
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                pixmap.setPixel(x: x, y: y, PremultipliedRGBA8(r: rgba[i], g: rgba[i + 1], b: rgba[i + 2], a: rgba[i + 3]))
            }
        }
        return pixmap
    }
}
