/// Benchmarks of the PNG stage: encoding a 510×510 widget-like image (systemSmall @3x) at each preset,
/// and decoding it. Figures: MB/s of raw RGBA pixels (1 MB = 10⁶ bytes), output bytes.
///
/// The image is synthesized here so the bench does not depend on the renderer: a vertical two-colour
/// gradient inside an anti-aliased rounded rect (transparent outside), three flat bars and a ring,
/// i.e. flat UI art like a widget.
import PNGCodec

func pngBenchmarks(_ h: BenchHarness) {
    let side = 510
    let rgba = widgetLikeImage(side: side)
    let megabytes = Double(rgba.count) / 1e6
    var defaultOutput: [UInt8] = []
    for (name, preset) in [("fast", PNGPreset.fast), ("default", .default), ("small", .small)] {
        guard let png = try? PNGEncoder.encode(width: side, height: side, rgba: rgba, preset: preset) else {
            print("png: encoding failed at preset \(name)")
            return
        }
        if preset == .default { defaultOutput = png }
        let seconds = h.measure {
            blackHole(try? PNGEncoder.encode(width: side, height: side, rgba: rgba, preset: preset))
        }
        h.report("png encode 510x510 widget, \(name) preset", megabytes / seconds, "MB/s",
                 note: String(format: "%.2f ms", seconds * 1e3))
        h.report("png encode 510x510 widget, \(name) preset, output", Double(png.count), "bytes")
    }
    guard (try? PNGDecoder.decode(defaultOutput))?.rgba == rgba else {
        print("png: round trip failed")
        return
    }
    let decodeSeconds = h.measure { blackHole(try? PNGDecoder.decode(defaultOutput)) }
    h.report("png decode 510x510 widget (default preset file)", megabytes / decodeSeconds, "MB/s",
             note: String(format: "%.2f ms", decodeSeconds * 1e3))
}

/// A `side × side` straight-alpha RGBA8 image that looks like a widget: gradient card with rounded,
/// anti-aliased corners on a transparent canvas, three flat bars and a progress ring.
func widgetLikeImage(side: Int) -> [UInt8] {
    let size = Double(side)
    let radius = size * 0.13
    let top: (Double, Double, Double) = (255, 149, 0)      // orange
    let bottom: (Double, Double, Double) = (255, 45, 85)   // pink
    var rgba = [UInt8](repeating: 0, count: side * side * 4)
    for y in 0..<side {
        let py = Double(y) + 0.5
        let t = py / size
        let background = (top.0 + (bottom.0 - top.0) * t, top.1 + (bottom.1 - top.1) * t, top.2 + (bottom.2 - top.2) * t)
        for x in 0..<side {
            let px = Double(x) + 0.5
            // 1. Card coverage: signed distance to the rounded rect, one pixel of anti-aliasing.
            let qx = max(abs(px - size / 2) - (size / 2 - radius), 0)
            let qy = max(abs(py - size / 2) - (size / 2 - radius), 0)
            let cardCoverage = min(max(radius - (qx * qx + qy * qy).squareRoot() + 0.5, 0), 1)
            if cardCoverage == 0 { continue }
            var color = background
            // 2. Three flat bars at 100 %, 70 % and 40 % white.
            for (index, opacity) in [1.0, 0.7, 0.4].enumerated() {
                let barTop = size * 0.62 + Double(index) * size * 0.09
                let barWidth = size * (0.75 - Double(index) * 0.2)
                if py >= barTop, py < barTop + size * 0.05, px >= size * 0.1, px < size * 0.1 + barWidth {
                    color = blend(color, (255, 255, 255), opacity)
                }
            }
            // 3. A white ring, anti-aliased on both edges.
            let distance = ((px - size * 0.72) * (px - size * 0.72) + (py - size * 0.28) * (py - size * 0.28)).squareRoot()
            let ringCoverage = min(max(size * 0.025 - abs(distance - size * 0.14) + 0.5, 0), 1)
            if ringCoverage > 0 { color = blend(color, (255, 255, 255), ringCoverage) }
            let i = (y * side + x) * 4
            rgba[i] = UInt8(color.0.rounded())
            rgba[i + 1] = UInt8(color.1.rounded())
            rgba[i + 2] = UInt8(color.2.rounded())
            rgba[i + 3] = UInt8((cardCoverage * 255).rounded())
        }
    }
    return rgba
}

private func blend(_ a: (Double, Double, Double), _ b: (Double, Double, Double), _ t: Double) -> (Double, Double, Double) {
    (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, a.2 + (b.2 - a.2) * t)
}
