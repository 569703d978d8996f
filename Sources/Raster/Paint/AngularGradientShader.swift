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
        let z2 = z * z
        var a = z * (0.999_977_26 + z2 * (-0.332_623_47 + z2 * (0.193_543_46 + z2
            * (-0.116_432_87 + z2 * (0.052_653_32 + z2 * -0.011_721_20)))))
        if swapAxes { a = Double.pi / 2 - a }
        if x < 0 { a = Double.pi - a }
        if y < 0 { a = 2 * Double.pi - a }
        return a >= 2 * Double.pi ? 0 : a
    }
}
