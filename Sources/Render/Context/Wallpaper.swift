// The stand-in wallpaper behind Lock Screen renders [C]: no wallpaper ships with the renderer (Apple's are
// not ours to bundle), so a vertical two-colour gradient — light: sky blue to peach; dark: navy to plum —
// computed per pixel, so it is the same bytes on every machine. A caller's own image (`--backdrop`) is
// scaled to cover the output (centred, bilinear) instead. The Lock Screen blurs the wallpaper behind a
// widget's material (WIDGETKIT.md §1.5); a smooth gradient is its own blur, and a caller's image is used
// as given.
import Graphics
import Raster
import Views

/// Backdrops for the Lock Screen placements.
public enum Wallpaper {
    /// The light gradient's top and bottom colours (sRGB 0–255) [C].
    static let light = ((176.0, 200.0, 236.0), (236.0, 200.0, 180.0))
    /// The dark gradient's top and bottom colours (sRGB 0–255) [C].
    static let dark = ((22.0, 30.0, 66.0), (60.0, 26.0, 56.0))

    /// The stand-in wallpaper for `scheme`, `width` × `height` pixels; nil for a size no pixmap holds.
    public static func gradient(width: Int, height: Int, scheme: ColorScheme) -> Pixmap? {
        guard var pixmap = Pixmap(width: width, height: height) else { return nil }
        let (top, bottom) = scheme == .dark ? dark : light
        for y in 0..<height {
            let t = height > 1 ? Double(y) / Double(height - 1) : 0
            func mix(_ a: Double, _ b: Double) -> UInt8 { UInt8((a + (b - a) * t).rounded()) }
            let pixel = PremultipliedRGBA8(r: mix(top.0, bottom.0), g: mix(top.1, bottom.1), b: mix(top.2, bottom.2), a: 255)
            for x in 0..<width { pixmap.setPixel(x: x, y: y, pixel) }
        }
        return pixmap
    }

    /// The backdrop of a `width` × `height` place: `image` (the person's wallpaper) covering it, else the
    /// scheme's stand-in gradient; nil when the size is too large for a pixmap.
    public static func backdrop(_ image: Pixmap?, width: Int, height: Int, scheme: ColorScheme) -> Pixmap? {
        image.flatMap { covering($0, width: width, height: height) } ?? gradient(width: width, height: height, scheme: scheme)
    }

    /// `image` scaled to cover `width` × `height` (centred, bilinear, made opaque over black).
    public static func covering(_ image: Pixmap, width: Int, height: Int) -> Pixmap? {
        guard var pixmap = Pixmap(width: width, height: height) else { return nil }
        let scale = max(Double(width) / Double(image.width), Double(height) / Double(image.height))
        let offsetX = (Double(image.width) * scale - Double(width)) / 2
        let offsetY = (Double(image.height) * scale - Double(height)) / 2
        for y in 0..<height {
            let sy = min(max((Double(y) + 0.5 + offsetY) / scale - 0.5, 0), Double(image.height - 1))
            let y0 = Int(sy), y1 = min(y0 + 1, image.height - 1), fy = sy - Double(y0)
            for x in 0..<width {
                let sx = min(max((Double(x) + 0.5 + offsetX) / scale - 0.5, 0), Double(image.width - 1))
                let x0 = Int(sx), x1 = min(x0 + 1, image.width - 1), fx = sx - Double(x0)
                let p00 = image.pixel(x: x0, y: y0), p10 = image.pixel(x: x1, y: y0)
                let p01 = image.pixel(x: x0, y: y1), p11 = image.pixel(x: x1, y: y1)
                func lerp(_ c: (PremultipliedRGBA8) -> UInt8) -> UInt8 {
                    let top = Double(c(p00)) * (1 - fx) + Double(c(p10)) * fx
                    let bottom = Double(c(p01)) * (1 - fx) + Double(c(p11)) * fx
                    return UInt8(min(255, (top * (1 - fy) + bottom * fy).rounded()))
                }
                pixmap.setPixel(x: x, y: y, PremultipliedRGBA8(r: lerp(\.r), g: lerp(\.g), b: lerp(\.b), a: 255))
            }
        }
        return pixmap
    }

    /// Every pixel of `pixmap` set to `pixel`.
    static func fill(_ pixmap: inout Pixmap, with pixel: PremultipliedRGBA8) {
        for y in 0..<pixmap.height { for x in 0..<pixmap.width { pixmap.setPixel(x: x, y: y, pixel) } }
    }

    /// An opaque `pixmap` under a uniform colour (sRGB 0–255) at `alpha`, source-over; within `mask` only (its
    /// coverage scaling the alpha) when one is given.
    static func blend(_ pixmap: inout Pixmap, r: Double, g: Double, b: Double, alpha: Double, mask: CoverageMask? = nil) {
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                let a = alpha * (mask.map { Double($0.coverage(x: x, y: y)) / 255 } ?? 1)
                if a == 0 { continue }
                let d = pixmap.pixel(x: x, y: y)
                func over(_ c: Double, _ under: UInt8) -> UInt8 { UInt8(min(255, (c * a + Double(under) * (1 - a)).rounded())) }
                pixmap.setPixel(x: x, y: y, PremultipliedRGBA8(r: over(r, d.r), g: over(g, d.g), b: over(b, d.b), a: d.a))
            }
        }
    }

    /// `source` composited over `destination` at (`left`, `top`), premultiplied source-over.
    static func composite(_ source: Pixmap, over destination: inout Pixmap, left: Int, top: Int) {
        for y in 0..<source.height {
            for x in 0..<source.width {
                let s = source.pixel(x: x, y: y)
                if s.a == 0 { continue }
                let d = destination.pixel(x: left + x, y: top + y)
                let keep = 255 - Int(s.a)
                func over(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8(min(255, Int(a) + (Int(b) * keep + 127) / 255)) }
                destination.setPixel(x: left + x, y: top + y,
                                     PremultipliedRGBA8(r: over(s.r, d.r), g: over(s.g, d.g), b: over(s.b, d.b), a: over(s.a, d.a)))
            }
        }
    }
}
