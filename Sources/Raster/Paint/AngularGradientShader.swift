import Graphics

/// Angular (conic) gradient, SwiftUI's `AngularGradient`.
///
/// The angle of a pixel centre around `center` is measured from +x, clockwise on screen, with a deterministic
/// polynomial arctangent (only +, −, ×, ÷, so every machine gets the same bits; error < 1e-5 rad).
/// Following SwiftUI's documentation: a sweep over a full turn draws only its last turn; a shorter sweep fills
/// the missing sector with the colours at locations 0 and 1, switching halfway across it.
struct AngularGradientShader: Sendable {
    let table: GradientTable
    let centerX: Double
    let centerY: Double
    /// Start of the drawn turn, radians, normalised into [0, 2π).
    let start: Double
    /// |sweep| in 0…2π.
    let sweep: Double
    /// 1023 / sweep (0 for an empty sweep).
    let indexPerRadian: Double
    /// Where the missing sector switches from the end colour to the start colour.
    let gapMiddle: Double
    /// +1 for a clockwise sweep (increasing angle), −1 otherwise.
    let direction: Double

    init(stops: GradientStops, center: Point, startAngle: Angle, endAngle: Angle, opacity: Double) {
        table = GradientTable(stops: stops, opacity: opacity)
        centerX = center.x.isFinite ? center.x - 0.5 : 0
        centerY = center.y.isFinite ? center.y - 0.5 : 0
        let s = startAngle.radians.isFinite ? startAngle.radians : 0
        let e = endAngle.radians.isFinite ? endAngle.radians : s
        let turn = 2 * Double.pi
        var delta = e - s
        var first = s
        if abs(delta) > turn {
            // Only the last complete turn is drawn.
            first = delta > 0 ? e - turn : e + turn
            delta = delta > 0 ? turn : -turn
        }
        first -= turn * (first / turn).rounded(.down)
        start = first < turn ? first : 0
        sweep = abs(delta)
        indexPerRadian = sweep > 0 ? Double(GradientTable.last) / sweep : 0
        gapMiddle = sweep + (turn - sweep) / 2
        direction = delta < 0 ? -1 : 1
    }

    /// Table index at pixel (x, y).
    @inline(__always) func index(x: Int, y: Int) -> Int {
        let turn = 2 * Double.pi
        let theta = AngularGradientShader.angle(y: Double(y) - centerY, x: Double(x) - centerX)
        var rel = (theta - start) * direction  // in (−2π, 2π)
        if rel < 0 { rel += turn }
        if rel >= turn { rel -= turn }
        if rel <= sweep {
            return sweep > 0 ? GradientTable.index(scaled: rel * indexPerRadian) : GradientTable.last
        }
        return rel < gapMiddle ? GradientTable.last : 0
    }

    /// atan2(y, x) in [0, 2π), y down (so clockwise on screen), by a minimax polynomial for atan on [0, 1].
    @inline(__always) static func angle(y: Double, x: Double) -> Double {
        let ax = abs(x), ay = abs(y)
        if ax == 0 && ay == 0 { return 0 }
        let swapAxes = ay > ax
        let z = swapAxes ? ax / ay : ay / ax
        var a = atanPolynomial(z)
        if swapAxes { a = Double.pi / 2 - a }
        if x < 0 { a = Double.pi - a }
        if y < 0 { a = 2 * Double.pi - a }
        return a >= 2 * Double.pi ? 0 : a
    }

    /// `index(x:y:)` for pixels x … x + 3 of row y, four lanes at a time (SSE2 / NEON doubles). Every lane runs
    /// the scalar operations in the same order, so results are identical to four `index` calls.
    @inline(__always) func index4(x: Int, y: Int) -> SIMD4<Int> {
        let turn = 2 * Double.pi
        let dx = SIMD4<Double>(Double(x), Double(x + 1), Double(x + 2), Double(x + 3)) - centerX
        let dyScalar = Double(y) - centerY
        let dy = SIMD4<Double>(repeating: dyScalar)
        let zero = SIMD4<Double>(repeating: 0)
        let ax = dx.replacing(with: -dx, where: dx .< zero), ay = dy.replacing(with: -dy, where: dy .< zero)
        let origin = (ax .== zero) .& (ay .== zero)
        let swapAxes = ay .> ax
        let numerator = ay.replacing(with: ax, where: swapAxes)
        let denominator = ax.replacing(with: ay, where: swapAxes).replacing(with: 1, where: origin)
        let z = numerator / denominator
        var a = AngularGradientShader.atanPolynomial(z)
        a.replace(with: Double.pi / 2 - a, where: swapAxes)
        a.replace(with: Double.pi - a, where: dx .< zero)
        a.replace(with: 2 * Double.pi - a, where: dy .< zero)
        a.replace(with: 0, where: origin .| (a .>= turn))
        var rel = (a - start) * direction
        rel.replace(with: rel + turn, where: rel .< zero)
        rel.replace(with: rel - turn, where: rel .>= turn)
        let scaled = rel * indexPerRadian
        var out = SIMD4<Int>()
        for lane in 0..<4 {
            let r = rel[lane]
            if r <= sweep {
                out[lane] = sweep > 0 ? GradientTable.index(scaled: scaled[lane]) : GradientTable.last
            } else {
                out[lane] = r < gapMiddle ? GradientTable.last : 0
            }
        }
        return out
    }

    /// atan(z) for z in [0, 1]: z·(c1 + z²·(c3 + z²·(c5 + z²·(c7 + z²·(c9 + z²·c11))))), error < 2e-6 rad.
    /// Written as Horner steps so the scalar and the four-lane forms round identically.
    @inline(__always) static func atanPolynomial<T: SIMD>(_ z: T) -> T where T.Scalar == Double {
        let z2 = z * z
        var p = z2 * -0.011_721_20
        p = p + 0.052_653_32
        p = z2 * p
        p = p + -0.116_432_87
        p = z2 * p
        p = p + 0.193_543_46
        p = z2 * p
        p = p + -0.332_623_47
        p = z2 * p
        p = p + 0.999_977_26
        return z * p
    }

    /// The scalar form of `atanPolynomial`.
    @inline(__always) static func atanPolynomial(_ z: Double) -> Double {
        atanPolynomial(SIMD2<Double>(repeating: z))[0]
    }
}
