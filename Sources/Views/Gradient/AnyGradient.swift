// `Color.gradient`: "the standard gradient for the color" [doc A-Color.gradient]. Apple does not
// publish the ramp. Measured by others: TUIkit (a public Swift package) rendered SwiftUI's
// `Color.gradient` with ImageRenderer and found a top-to-bottom ramp from a lighter version of the
// colour (hue held, HSL lightness raised: grey 128 0.502 → 0.647, rgb(51,102,204) 0.500 → 0.639,
// rgb(0,153,51) 0.300 → 0.451, white stays white) to the colour itself at the bottom. We draw that
// ramp with the single-parameter fit, top lightness = base + 0.15 (clamped to 1), hue and saturation
// held; SwiftUI also moves saturation a little (not one number), which we do not.

import Graphics

/// A gradient whose direction comes from where it is used (SwiftUI's `AnyGradient`): as a shape
/// style it paints top to bottom.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(.blue.gradient)
/// ```
public struct AnyGradient: ShapeStyle, Hashable {
    let gradient: Gradient

    /// Wraps a gradient.
    public init(_ gradient: Gradient) {
        self.gradient = gradient
    }
}

extension AnyGradient: ResolvableShapeStyle {
    func resolvePaint(level: Int, foreground: AnyShapeStyle?, environment: EnvironmentValues) -> ResolvedPaint? {
        gradient.resolvePaint(level: level, foreground: foreground, environment: environment)
    }
}

extension Color {
    /// The standard gradient for this colour: a lighter version of it at the top, the colour at the
    /// bottom (see AnyGradient.swift for the measured ramp).
    ///
    /// ```swift
    /// Rectangle().fill(Color.orange.gradient)
    /// ```
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [ColorGradientTop(base: self).color, self]))
    }
}

/// The lighter top of `Color.gradient`: the base colour with HSL lightness + 0.15.
struct ColorGradientTop {
    let base: Color

    /// A colour resolving, in every environment, to the base lightened.
    var color: Color {
        Color(provider: .gradientTop(base))
    }

    /// `color` with HSL lightness raised by 0.15 (hue, saturation and alpha kept).
    static func lightened(_ color: RGBAColor) -> RGBAColor {
        let r = color.red, g = color.green, b = color.blue
        let maxC = Swift.max(r, g, b), minC = Swift.min(r, g, b)
        let lightness = (maxC + minC) / 2
        let delta = maxC - minC
        var hue = 0.0, saturation = 0.0
        if delta > 0 {
            saturation = delta / (1 - abs(2 * lightness - 1))
            if maxC == r { hue = ((g - b) / delta).truncatingRemainder(dividingBy: 6) }
            else if maxC == g { hue = (b - r) / delta + 2 }
            else { hue = (r - g) / delta + 4 }
            hue /= 6
            if hue < 0 { hue += 1 }
        }
        let l = Swift.min(1, lightness + 0.15)
        let chroma = (1 - abs(2 * l - 1)) * Swift.min(saturation, 1)
        let h6 = hue * 6
        let x = chroma * (1 - abs(h6.truncatingRemainder(dividingBy: 2) - 1))
        let (r1, g1, b1): (Double, Double, Double)
        switch Int(h6) {
        case 0: (r1, g1, b1) = (chroma, x, 0)
        case 1: (r1, g1, b1) = (x, chroma, 0)
        case 2: (r1, g1, b1) = (0, chroma, x)
        case 3: (r1, g1, b1) = (0, x, chroma)
        case 4: (r1, g1, b1) = (x, 0, chroma)
        default: (r1, g1, b1) = (chroma, 0, x)
        }
        let m = l - chroma / 2
        return RGBAColor(red: r1 + m, green: g1 + m, blue: b1 + m, alpha: color.alpha)
    }
}
