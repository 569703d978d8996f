#if canImport(Glibc)
import Glibc  // sin, cos, pow … without Foundation's start-up cost (docs/performance.md)
#else
import Foundation
#endif
import Graphics

extension Color {
    /// The colour space of component values (SwiftUI's `Color.RGBColorSpace`).
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB-encoded components (the default).
        case sRGB
        /// Linear-light sRGB components; converted to sRGB encoding.
        case sRGBLinear
        /// Display P3 components; converted to sRGB and clamped to its gamut.
        case displayP3
    }

    /// A colour from red, green and blue components in 0…1.
    ///
    /// ```swift
    /// Color(red: 1, green: 0.42, blue: 0.2)
    /// ```
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let rgb = Self.convert(colorSpace, red, green, blue)
        self.init(provider: .rgba(RGBAColor(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: opacity)))
    }

    /// A grey from a white level in 0…1.
    ///
    /// ```swift
    /// Color(white: 0.2)
    /// ```
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness in 0…1 (HSB, as SwiftUI's initialiser).
    ///
    /// ```swift
    /// Color(hue: 0.58, saturation: 0.8, brightness: 0.9)
    /// ```
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        func unit(_ v: Double) -> Double { v.isNaN ? 0 : Swift.min(Swift.max(v, 0), 1) }
        let h = unit(hue) * 6, s = unit(saturation), v = unit(brightness)
        let sector = Swift.min(Int(h), 5)
        let f = h - Double(sector)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let rgb: (Double, Double, Double)
        switch sector {
        case 0: rgb = (v, t, p)
        case 1: rgb = (q, v, p)
        case 2: rgb = (p, v, t)
        case 3: rgb = (p, q, v)
        case 4: rgb = (t, p, v)
        default: rgb = (v, p, q)
        }
        self.init(provider: .rgba(RGBAColor(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: opacity)))
    }

    /// A colour from an already resolved sRGB value.
    public init(_ rgba: RGBAColor) {
        self.init(provider: .rgba(rgba))
    }

    /// Components in `space` converted to sRGB encoding (clamped to 0…1).
    static func convert(_ space: RGBColorSpace, _ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        func encode(_ linear: Double) -> Double {
            let v = linear.isNaN ? 0 : Swift.min(Swift.max(linear, 0), 1)
            return v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
        }
        func decode(_ encoded: Double) -> Double {
            let v = encoded.isNaN ? 0 : Swift.min(Swift.max(encoded, 0), 1)
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        switch space {
        case .sRGB:
            return (r, g, b)
        case .sRGBLinear:
            return (encode(r), encode(g), encode(b))
        case .displayP3:
            // P3 and sRGB share the transfer curve; convert in linear light (D65 both).
            let lr = decode(r), lg = decode(g), lb = decode(b)
            let sr = 1.2249401 * lr - 0.2249404 * lg + 0.0000001 * lb
            let sg = -0.0420569 * lr + 1.0420571 * lg - 0.0000001 * lb
            let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
            return (encode(sr), encode(sg), encode(sb))
        }
    }
}
