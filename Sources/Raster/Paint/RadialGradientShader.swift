import Graphics

/// Radial gradient (SwiftUI's `RadialGradient`): `t = (|p − center| − startRadius) / (endRadius − startRadius)`
/// at pixel centres, clamped. Equal radii give a hard step at that radius.
struct RadialGradientShader: Sendable {
    let table: GradientTable
    let centerX: Double
    let centerY: Double
    let startRadius: Double
    /// 1023 / (endRadius − startRadius), or ±∞ for a step.
    let scale: Double

    init(stops: GradientStops, center: Point, startRadius: Double, endRadius: Double, opacity: Double) {
        table = GradientTable(stops: stops, opacity: opacity)
        centerX = center.x.isFinite ? center.x - 0.5 : 0
        centerY = center.y.isFinite ? center.y - 0.5 : 0
        let r0 = startRadius.isFinite ? startRadius : 0
        let r1 = endRadius.isFinite ? endRadius : r0
        self.startRadius = r0
        let span = r1 - r0
        scale = span == 0 ? .infinity : Double(GradientTable.last) / span
    }
}
