// WCAG 2.x contrast, exactly as the recommendation defines it:
//
// - relative luminance (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance): each sRGB channel c in
//   0…1 is linearized, c ≤ 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055)^2.4, and L = 0.2126 R + 0.7152 G +
//   0.0722 B. (WCAG 2.0 printed the threshold as 0.03928; WCAG 2.2 uses sRGB's 0.04045. No 8-bit value lies
//   between them, so both give the same L for every pixel we measure.)
// - contrast ratio (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio): (L1 + 0.05) / (L2 + 0.05), L1 the
//   lighter, from 1:1 to 21:1.
import Glibc
import Graphics
import Raster

/// WCAG 2.x relative luminance and contrast ratio.
///
/// ```swift
/// ContrastRatio.ratio(.white, .black)                        // 21
/// ContrastRatio.ratio(RGBAColor(r255: 0x76, 0x76, 0x76), .white)   // 4.54…
/// ```
public enum ContrastRatio {
    /// The relative luminance of an 8-bit sRGB channel value, linearized (0…1), for every value.
    static let linear: [Double] = (0...255).map { value in
        let c = Double(value) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The relative luminance of an opaque 8-bit sRGB colour.
    public static func luminance(red: UInt8, green: UInt8, blue: UInt8) -> Double {
        0.2126 * linear[Int(red)] + 0.7152 * linear[Int(green)] + 0.0722 * linear[Int(blue)]
    }

    /// The relative luminance of a colour's sRGB components (alpha ignored: composite first).
    public static func luminance(_ color: RGBAColor) -> Double {
        func channel(_ c: Double) -> Double {
            let c = min(max(c, 0), 1)
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
    }

    /// The contrast ratio of two relative luminances, lighter over darker: 1…21.
    public static func ratio(luminance first: Double, _ second: Double) -> Double {
        (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// The contrast ratio of two colours (alpha ignored).
    public static func ratio(_ first: RGBAColor, _ second: RGBAColor) -> Double {
        ratio(luminance: luminance(first), luminance(second))
    }

    /// The luminance of a premultiplied pixel composited over black (its premultiplied channels).
    static func luminanceOverBlack(_ pixel: PremultipliedRGBA8) -> Double {
        luminance(red: pixel.r, green: pixel.g, blue: pixel.b)
    }
}
