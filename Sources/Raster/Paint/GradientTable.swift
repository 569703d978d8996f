import Graphics

/// A gradient's colour ramp sampled into 1024 premultiplied pixels, built once per draw.
///
/// Colours are interpolated on premultiplied sRGB-encoded values, so a fade to `.clear` has no dark fringe
/// (what SwiftUI shows; Core Animation's straight-alpha interpolation differs). Opacity is folded in.
/// Entry `i` is the colour at `t = i / 1023`; stops with equal locations give a hard edge, the later stop
/// winning from its location on.
struct GradientTable: Sendable {
    /// Number of entries.
    static let count = 1024
    /// Largest index.
    static let last = count - 1

    /// Premultiplied packed pixels.
    let entries: [UInt32]
    /// True when every entry is opaque.
    let isOpaque: Bool

    init(stops: GradientStops, opacity: Double) {
        let stops = stops.stops
        let o = opacity.isFinite ? min(max(opacity, 0), 1) : 0
        var entries = [UInt32](repeating: 0, count: GradientTable.count)
        var opaque = true
        var k = 0
        for i in 0..<GradientTable.count {
            let t = Double(i) / Double(GradientTable.last)
            while k + 1 < stops.count && stops[k + 1].location <= t { k += 1 }
            let a = stops[k].color
            var r = a.red * a.alpha, g = a.green * a.alpha, b = a.blue * a.alpha, al = a.alpha
            if k + 1 < stops.count && t > stops[k].location {
                let c = stops[k + 1].color
                let span = stops[k + 1].location - stops[k].location
                let f = span > 0 ? (t - stops[k].location) / span : 1
                r += (c.red * c.alpha - r) * f
                g += (c.green * c.alpha - g) * f
                b += (c.blue * c.alpha - b) * f
                al += (c.alpha - al) * f
            }
            let pa = GradientTable.byte(al * o)
            let pixel = min(GradientTable.byte(r * o), pa) | min(GradientTable.byte(g * o), pa) << 8
                | min(GradientTable.byte(b * o), pa) << 16 | pa << 24
            entries[i] = pixel
            if pa != 255 { opaque = false }
        }
        self.entries = entries
        self.isOpaque = opaque
    }

    /// 0…1 → 0…255, rounded to nearest.
    @inline(__always) static func byte(_ v: Double) -> UInt32 {
        UInt32(min(max(v, 0), 1) * 255 + 0.5)
    }

    /// An index for `t` already multiplied by 1023 (NaN → 0; clamped to the ends).
    @inline(__always) static func index(scaled v: Double) -> Int {
        let w = v + 0.5
        if !(w > 0) { return 0 }
        if w >= Double(last) { return last }
        return Int(w)
    }
}
