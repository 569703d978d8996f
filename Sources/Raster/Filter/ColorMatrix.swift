import Graphics

/// A 4×5 colour matrix applied to premultiplied pixels: `out = M · (r, g, b, a, 1)`, all in 0…1 units.
///
/// Rows give r, g, b, a; columns weigh r, g, b, a and a constant. Because the input is premultiplied, rows
/// that are linear in it express the rendering-mode post-passes directly: luminance to alpha gives `a·Y`, a
/// template tint `rgb := colour × a`, dimming `rgb × k`. Applied in integer fixed point (16 fraction bits,
/// rounded to nearest, clamped, colour clamped to alpha), so results are identical on every machine and the
/// identity matrix changes nothing.
public struct ColorMatrix: Hashable, Sendable {
    /// The 20 coefficients, row-major.
    public let values: [Double]

    /// A matrix from 20 row-major coefficients; `nil` unless there are exactly 20 finite values.
    public init?(_ values: [Double]) {
        guard values.count == 20, values.allSatisfy(\.isFinite) else { return nil }
        self.values = values
    }

    private init(unchecked values: [Double]) { self.values = values }

    /// Changes nothing.
    public static let identity = ColorMatrix(unchecked: [
        1, 0, 0, 0, 0,
        0, 1, 0, 0, 0,
        0, 0, 1, 0, 0,
        0, 0, 0, 1, 0,
    ])

    /// Multiplies each channel by a factor (reduced luminance: `scale(red: 0.5, green: 0.5, blue: 0.5)`).
    public static func scale(red: Double, green: Double, blue: Double, alpha: Double = 1) -> ColorMatrix {
        ColorMatrix(unchecked: [
            red, 0, 0, 0, 0,
            0, green, 0, 0, 0,
            0, 0, blue, 0, 0,
            0, 0, 0, alpha, 0,
        ].map { $0.isFinite ? $0 : 0 })
    }

    /// Template tint: every pixel becomes `color` with alpha `a × color.alpha` (RGB discarded, alpha kept).
    public static func tint(_ color: RGBAColor) -> ColorMatrix {
        let a = color.alpha
        return ColorMatrix(unchecked: [
            0, 0, 0, color.red * a, 0,
            0, 0, 0, color.green * a, 0,
            0, 0, 0, color.blue * a, 0,
            0, 0, 0, a, 0,
        ])
    }

    /// SVG `luminanceToAlpha`: alpha := `0.2125·r + 0.7154·g + 0.0721·b` of the premultiplied colour (= a·Y),
    /// colour := 0.
    public static let luminanceToAlpha = ColorMatrix(unchecked: [
        0, 0, 0, 0, 0,
        0, 0, 0, 0, 0,
        0, 0, 0, 0, 0,
        0.2125, 0.7154, 0.0721, 0, 0,
    ])

    /// Grey of the same luma (`0.2125·r + 0.7154·g + 0.0721·b`), alpha kept.
    public static let grayscale = ColorMatrix(unchecked: [
        0.2125, 0.7154, 0.0721, 0, 0,
        0.2125, 0.7154, 0.0721, 0, 0,
        0.2125, 0.7154, 0.0721, 0, 0,
        0, 0, 0, 1, 0,
    ])

    /// `self` followed by `other` (the product `other · self`, with the constant column carried).
    public func concatenating(_ other: ColorMatrix) -> ColorMatrix {
        var out = [Double](repeating: 0, count: 20)
        for row in 0..<4 {
            for column in 0..<5 {
                var sum = column == 4 ? other.values[row * 5 + 4] : 0
                for k in 0..<4 { sum += other.values[row * 5 + k] * values[k * 5 + column] }
                out[row * 5 + column] = sum
            }
        }
        return ColorMatrix(unchecked: out)
    }

    /// The coefficients in 16.16 fixed point; the constant column is pre-scaled by 255 and carries the rounding
    /// half. Coefficients are clamped to ±256 so sums cannot overflow.
    var fixedPoint: [Int64] {
        var out = [Int64](repeating: 0, count: 20)
        for i in 0..<20 {
            let v = min(max(values[i], -256), 256)
            out[i] = Int64((i % 5 == 4 ? v * 255 * 65536 : v * 65536).rounded()) + (i % 5 == 4 ? 32768 : 0)
        }
        return out
    }
}
