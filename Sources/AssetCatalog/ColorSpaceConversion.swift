// Display P3 → sRGB, exactly: decode each component with the sRGB transfer curve (Display P3 uses it,
// IEC 61966-2-1), convert the linear RGB through XYZ with the 3×3 matrices of CSS Color Module Level 4
// §18 "Sample code for color conversions" (lin_P3_to_XYZ, XYZ_to_lin_sRGB: both D65, so no chromatic
// adaptation), clip to the sRGB gamut (our pixels are 8-bit sRGB; iOS keeps out-of-gamut values in
// extended sRGB, which a PNG cannot hold), and encode with the sRGB curve again.
import Glibc

/// Converts colour components between the spaces an asset catalog names and sRGB.
///
/// ```swift
/// ColorSpaceConversion.sRGB(fromDisplayP3: (1, 0, 0))   // (1.0, 0.0, 0.0) after clipping
/// ```
public enum ColorSpaceConversion {
    /// Linear Display P3 → CIE XYZ (D65), CSS Color 4 §18 `lin_P3_to_XYZ`.
    static let linearP3ToXYZ: [[Double]] = [
        [608311.0 / 1250200.0, 189793.0 / 714400.0, 198249.0 / 1000160.0],
        [35783.0 / 156275.0, 247089.0 / 357200.0, 198249.0 / 2500400.0],
        [0.0, 32229.0 / 714400.0, 5220557.0 / 5000800.0],
    ]

    /// CIE XYZ (D65) → linear sRGB, CSS Color 4 §18 `XYZ_to_lin_sRGB`.
    static let xyzToLinearSRGB: [[Double]] = [
        [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
        [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
        [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
    ]

    /// The linear sRGB of linear Display P3 (unclipped).
    public static func linearSRGB(fromLinearDisplayP3 rgb: (Double, Double, Double)) -> (Double, Double, Double) {
        let xyz = multiply(linearP3ToXYZ, rgb)
        return multiply(xyzToLinearSRGB, xyz)
    }

    /// The sRGB-encoded components (0…1, clipped) of Display P3-encoded components.
    public static func sRGB(fromDisplayP3 rgb: (Double, Double, Double)) -> (Double, Double, Double) {
        let linear = linearSRGB(fromLinearDisplayP3: (decode(rgb.0), decode(rgb.1), decode(rgb.2)))
        return (encode(clip(linear.0)), encode(clip(linear.1)), encode(clip(linear.2)))
    }

    /// The sRGB-encoded grey of a Gray Gamma 2.2 level: linear light `white^2.2`, encoded with the sRGB curve.
    public static func sRGB(fromGrayGamma22 white: Double) -> Double {
        encode(clip(Glibc.pow(clip(white), 2.2)))
    }

    /// The sRGB transfer curve, encoded → linear (IEC 61966-2-1); odd-symmetric for extended values.
    public static func decode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : Glibc.pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// The sRGB transfer curve, linear → encoded; odd-symmetric for extended values.
    public static func encode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * Glibc.pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }

    static func clip(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }

    private static func multiply(_ m: [[Double]], _ v: (Double, Double, Double)) -> (Double, Double, Double) {
        (m[0][0] * v.0 + m[0][1] * v.1 + m[0][2] * v.2,
         m[1][0] * v.0 + m[1][1] * v.1 + m[1][2] * v.2,
         m[2][0] * v.0 + m[2][1] * v.1 + m[2][2] * v.2)
    }
}
