import Graphics

/// Linear gradient: `t = ((p − start) · v) / |v|²`, `v = end − start`, at pixel centres.
///
/// `t·1023` is carried in 40.24 fixed point as an exact affine function of the pixel, `base + x·dx + y·dy`
/// (integers), so a pixel's colour never depends on where its span started. A zero-length gradient paints its
/// last stop (Skia's choice for clamped degenerate gradients).
struct LinearGradientShader: Sendable {
    let table: GradientTable
    let base: Int64
    let stepX: Int64
    let stepY: Int64

    /// Fixed-point fraction bits of the scaled parameter.
    static let fractionBits: Int64 = 24

    init(stops: GradientStops, start: Point, end: Point, opacity: Double) {
        table = GradientTable(stops: stops, opacity: opacity)
        let vx = end.x - start.x, vy = end.y - start.y
        let lengthSquared = vx * vx + vy * vy
        let scale = Double(GradientTable.last) * Double(1 << LinearGradientShader.fractionBits)
        guard lengthSquared > 1e-12, lengthSquared.isFinite, start.isFinite else {
            // Degenerate: every pixel takes the last entry.
            base = Int64(GradientTable.last) << LinearGradientShader.fractionBits
            stepX = 0
            stepY = 0
            return
        }
        let kx = vx / lengthSquared * scale, ky = vy / lengthSquared * scale
        base = LinearGradientShader.fixed((0.5 - start.x) * kx + (0.5 - start.y) * ky, limit: 1e15)
        stepX = LinearGradientShader.fixed(kx, limit: 1e12)
        stepY = LinearGradientShader.fixed(ky, limit: 1e12)
    }

    /// Rounds and clamps to ±limit so that `base + x·stepX + y·stepY` cannot overflow for x, y < 2^14.
    static func fixed(_ v: Double, limit: Double) -> Int64 {
        if !(v == v) { return 0 }
        return Int64(min(max(v, -limit), limit).rounded())
    }

    /// The scaled parameter at pixel (x, y).
    @inline(__always) func parameter(x: Int, y: Int) -> Int64 {
        base &+ Int64(x) &* stepX &+ Int64(y) &* stepY
    }

    /// Table index for a scaled parameter.
    @inline(__always) static func index(_ t: Int64) -> Int {
        let i = (t &+ (1 << (fractionBits - 1))) >> fractionBits
        return i < 0 ? 0 : (i > Int64(GradientTable.last) ? GradientTable.last : Int(i))
    }
}
