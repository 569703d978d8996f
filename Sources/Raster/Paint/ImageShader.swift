import Graphics

/// Image paint: bilinear sampling of a premultiplied pixmap through the inverse of its image→device transform.
///
/// A device pixel centre maps to image coordinates `(u, v)`; texel centres sit at half-integers, so the four
/// nearest texels are around `(u − ½, v − ½)`. Coordinates are carried in 48.16 fixed point as exact affine
/// functions of the pixel (integers) and weights use 8 fractional bits. Sampling clamps to the edge texels
/// (Core Graphics' look: no fade at the image border); a pixel whose centre lies more than half a device pixel
/// outside the image is transparent. So filling the image's own rectangle gets its anti-aliased border from the
/// path's coverage, and an identity placement copies pixels exactly.
struct ImageShader: Sendable {
    let image: Pixmap
    /// Image coordinates (minus ½) at device pixel (0, 0) centre, and their steps per device x and y (16.16).
    let baseU: Int64, baseV: Int64
    let uStepX: Int64, uStepY: Int64
    let vStepX: Int64, vStepY: Int64
    /// Open bounds of `u` and `v` (16.16, same offset as `baseU`) outside which pixels are transparent.
    let minU: Int64, maxU: Int64, minV: Int64, maxV: Int64
    /// Opacity as a byte.
    let opacity: UInt32
    /// False when the transform is singular or not finite (nothing is drawn).
    let isValid: Bool

    init(_ paint: ImagePaint, opacity extra: Double) {
        image = paint.image
        let o = paint.opacity * extra
        opacity = GradientTable.byte(o.isFinite ? o : 0)
        guard let inverse = paint.transform.inverted, inverse.a.isFinite, inverse.b.isFinite, inverse.c.isFinite,
              inverse.d.isFinite, inverse.tx.isFinite, inverse.ty.isFinite else {
            isValid = false
            baseU = 0; baseV = 0; uStepX = 0; uStepY = 0; vStepX = 0; vStepY = 0
            minU = 0; maxU = 0; minV = 0; maxV = 0
            return
        }
        isValid = true
        let one = 65536.0
        let origin = inverse.apply(Point(x: 0.5, y: 0.5))
        baseU = LinearGradientShader.fixed((origin.x - 0.5) * one, limit: 1e15)
        baseV = LinearGradientShader.fixed((origin.y - 0.5) * one, limit: 1e15)
        uStepX = LinearGradientShader.fixed(inverse.a * one, limit: 1e12)
        vStepX = LinearGradientShader.fixed(inverse.b * one, limit: 1e12)
        uStepY = LinearGradientShader.fixed(inverse.c * one, limit: 1e12)
        vStepY = LinearGradientShader.fixed(inverse.d * one, limit: 1e12)
        // Half a device pixel, measured in texels along u and v.
        let marginU = 0.5 * (abs(inverse.a) + abs(inverse.c)), marginV = 0.5 * (abs(inverse.b) + abs(inverse.d))
        minU = LinearGradientShader.fixed((-marginU - 0.5) * one, limit: 1e15)
        maxU = LinearGradientShader.fixed((Double(paint.image.width) + marginU - 0.5) * one, limit: 1e15)
        minV = LinearGradientShader.fixed((-marginV - 0.5) * one, limit: 1e15)
        maxV = LinearGradientShader.fixed((Double(paint.image.height) + marginV - 0.5) * one, limit: 1e15)
    }
}
