/// A colour in the sRGB space with straight (un-premultiplied) alpha; every component in 0…1.
///
/// Named `RGBAColor` so that the DSL's `Color` view (SwiftUI's name) can sit beside it.
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// Creates a colour from components in 0…1 (values outside are clamped; NaN becomes 0).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = RGBAColor.clamp(red)
        self.green = RGBAColor.clamp(green)
        self.blue = RGBAColor.clamp(blue)
        self.alpha = RGBAColor.clamp(alpha)
    }

    /// Creates a colour from 0–255 channel values and a 0…1 alpha, as WIDGETKIT.md lists them.
    public init(r255 r: Double, _ g: Double, _ b: Double, alpha: Double = 1) {
        self.init(red: r / 255, green: g / 255, blue: b / 255, alpha: alpha)
    }

    /// A grey level.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same colour with its alpha multiplied by `factor`.
    public func multipliedAlpha(_ factor: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// The same colour with alpha set to `value`.
    public func withAlpha(_ value: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: value)
    }

    /// Straight-alpha linear interpolation of every component (on sRGB-encoded values).
    public func mix(with other: RGBAColor, _ t: Double) -> RGBAColor {
        RGBAColor(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
                  blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    /// Premultiplied 8-bit channels, rounded to nearest: (r, g, b, a).
    public var premultipliedRGBA8: (UInt8, UInt8, UInt8, UInt8) {
        let a = alpha
        return (RGBAColor.byte(red * a), RGBAColor.byte(green * a), RGBAColor.byte(blue * a), RGBAColor.byte(a))
    }

    /// Straight 8-bit channels, rounded to nearest: (r, g, b, a).
    public var rgba8: (UInt8, UInt8, UInt8, UInt8) {
        (RGBAColor.byte(red), RGBAColor.byte(green), RGBAColor.byte(blue), RGBAColor.byte(alpha))
    }

    /// Relative luminance as SVG `luminanceToAlpha` defines it (WIDGETKIT.md §1.4), on sRGB-encoded values.
    public var luma: Double { 0.2125 * red + 0.7154 * green + 0.0721 * blue }

    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)

    public var description: String {
        let (r, g, b, _) = rgba8
        return "rgba(\(r),\(g),\(b),\(formatNumber(alpha)))"
    }

    @inlinable static func clamp(_ v: Double) -> Double {
        v >= 0 ? (v <= 1 ? v : 1) : 0  // NaN fails both comparisons and becomes 0
    }

    @inlinable static func byte(_ v: Double) -> UInt8 {
        UInt8(clamp(v) * 255 + 0.5)
    }
}
