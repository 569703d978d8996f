/// Benchmarks of the raster stage: solid interiors, a rounded-rect fill and stroke, a linear gradient, and
/// glyph-sized mask composites. Budgets (DESIGN.md §7) are in the notes.
import Foundation
import Graphics
import Raster

func rasterBenchmarks(_ h: BenchHarness) {
    let side = 1024
    guard let big = Pixmap(width: side, height: side), let small = Pixmap(width: 300, height: 300),
          let textCanvas = Pixmap(width: 510, height: 510) else { return }
    let pixels = Double(side * side)
    let full = Path(Rect(x: 0, y: 0, width: Double(side), height: Double(side)))

    var canvas = Canvas(pixmap: big)
    let opaque = h.measure { canvas.fill(full, paint: .solid(RGBAColor(red: 0.2, green: 0.5, blue: 0.9))) }
    h.report("raster: opaque solid interior", opaque * 1e9 / pixels, "ns/px", note: "budget ≤ 0.5")

    canvas = Canvas(pixmap: big)
    let translucent = h.measure {
        canvas.fill(full, paint: .solid(RGBAColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.5)))
    }
    h.report("raster: translucent solid interior", translucent * 1e9 / pixels, "ns/px", note: "budget ≤ 0.5")

    let roundedRect = Path(roundedRect: Rect(x: 20.3, y: 20.3, width: 256, height: 256), cornerRadius: 48,
                           style: .continuous)
    var smallCanvas = Canvas(pixmap: small)
    let rrFill = h.measure { smallCanvas.fill(roundedRect, paint: .solid(RGBAColor(red: 0.1, green: 0.6, blue: 0.3))) }
    h.report("raster: 256x256 continuous rounded-rect fill", rrFill * 1e6, "µs", note: "budget ≤ 40")

    let outline = roundedRect.strokedPath(StrokeStyle(lineWidth: 8))
    let rrStrokeFill = h.measure { smallCanvas.fill(outline, paint: .solid(RGBAColor(red: 0.9, green: 0.3, blue: 0.1))) }
    h.report("raster: 256x256 rounded-rect 8 px stroke (fill of outline)", rrStrokeFill * 1e6, "µs")
    let rrStroke = h.measure {
        smallCanvas.fill(roundedRect.strokedPath(StrokeStyle(lineWidth: 8)),
                         paint: .solid(RGBAColor(red: 0.9, green: 0.3, blue: 0.1)))
    }
    h.report("raster: 256x256 rounded-rect 8 px stroke (stroker + fill)", rrStroke * 1e6, "µs")

    if let stops = GradientStops(colors: [RGBAColor(red: 1, green: 0.2, blue: 0.1), RGBAColor(red: 0.1, green: 0.2, blue: 1)]) {
        canvas = Canvas(pixmap: big)
        let paint = Paint.linearGradient(stops, start: Point(x: 0, y: 0), end: Point(x: Double(side), y: Double(side) / 3))
        let gradient = h.measure { canvas.fill(full, paint: paint) }
        h.report("raster: linear gradient fill", gradient * 1e9 / pixels, "ns/px", note: "budget ≤ 1.5")
        let center = Point(x: Double(side) / 2, y: Double(side) / 2)
        let radial = h.measure { canvas.fill(full, paint: .radialGradient(stops, center: center, startRadius: 10, endRadius: 400)) }
        h.report("raster: radial gradient fill", radial * 1e9 / pixels, "ns/px")
        let angular = h.measure {
            canvas.fill(full, paint: .angularGradient(stops, center: center, startAngle: .zero, endAngle: .degrees(360)))
        }
        h.report("raster: angular gradient fill", angular * 1e9 / pixels, "ns/px")
        if let image = Pixmap(width: 64, height: 64) {
            let placement = AffineTransform(scaleX: Double(side) / 64, y: Double(side) / 64)
            let imageFill = h.measure { canvas.fill(full, paint: .image(ImagePaint(image: image, transform: placement))) }
            h.report("raster: image paint fill (bilinear, scaled 16x)", imageFill * 1e9 / pixels, "ns/px")
        }
    }

    // Glyph-sized masks (about 20×35 px, like 11–17 pt text at @3x): a ring ("o"), a stem with a bowl ("b"),
    // a diagonal stroke ("/"), a star; composited in a text-like grid with a solid colour.
    var glyphs: [CoverageMask] = []
    var ring = Path(ellipseIn: Rect(x: 0.3, y: 8.6, width: 20, height: 24))
    ring.addEllipse(in: Rect(x: 4.3, y: 12.6, width: 12, height: 16))
    if let m = Rasterizer.mask(for: ring, fillRule: .evenOdd) { glyphs.append(m) }
    var b = Path(Rect(x: 0.4, y: 0.2, width: 4.2, height: 34))
    b.addPath(Path(ellipseIn: Rect(x: 1.4, y: 12.2, width: 18, height: 22)))
    b.addEllipse(in: Rect(x: 5.4, y: 16.2, width: 10, height: 14))
    if let m = Rasterizer.mask(for: b, fillRule: .evenOdd) { glyphs.append(m) }
    let slash = Path { p in
        p.move(to: Point(x: 14.2, y: 0.5)); p.addLine(to: Point(x: 18.7, y: 0.5))
        p.addLine(to: Point(x: 5.1, y: 35)); p.addLine(to: Point(x: 0.6, y: 35)); p.closeSubpath()
    }
    if let m = Rasterizer.mask(for: slash) { glyphs.append(m) }
    var star = Path()
    for i in 0..<5 {
        let a = -Double.pi / 2 + Double(i * 2) * 2 * Double.pi / 5
        let p = Point(x: 10.5 + 10 * cos(a), y: 17.5 + 14 * sin(a))
        if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
    }
    star.closeSubpath()
    if let m = Rasterizer.mask(for: star) { glyphs.append(m) }
    var text = Canvas(pixmap: textCanvas)
    let ink = Paint.solid(RGBAColor(red: 0.1, green: 0.1, blue: 0.12))
    let perRun = 12 * 20
    let glyphTime = h.measure {
        var n = 0
        for row in 0..<12 {
            for column in 0..<20 {
                text.drawMask(glyphs[n & 3], offsetX: 5 + column * 24, offsetY: 5 + row * 41, paint: ink)
                n += 1
            }
        }
    }
    h.report("raster: glyph mask composites (solid, ~20x35 px)", Double(perRun) / glyphTime / 1e6, "M/s",
             note: "budget ≥ 3")
    // Widget-sized: a 510×510 (systemSmall @3x) container clip and un-premultiplying for PNG.
    if let widget = Pixmap(width: 510, height: 510) {
        var clipped = Canvas(pixmap: widget)
        clipped.pushClip(Path(roundedRect: Rect(x: 0, y: 0, width: 510, height: 510), cornerRadius: 70, style: .continuous))
        let cover = Path(Rect(x: 0, y: 0, width: 510, height: 510))
        let clippedFill = h.measure { clipped.fill(cover, paint: .solid(RGBAColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.5))) }
        h.report("raster: 510x510 translucent fill through a rounded-rect clip", clippedFill * 1e6, "µs")
        let container = Path(roundedRect: Rect(x: 0, y: 0, width: 510, height: 510), cornerRadius: 70, style: .continuous)
        var clipCanvas = Canvas(pixmap: widget)
        let pushClip = h.measure {
            clipCanvas.pushClip(container)
            clipCanvas.popClip()
        }
        h.report("raster: pushClip of a 510x510 rounded rect", pushClip * 1e6, "µs")
        var layerCanvas = Canvas(pixmap: widget)
        let composite = h.measure { layerCanvas.drawPixmap(clipped.pixmap, x: 0, y: 0) }
        h.report("raster: drawPixmap 510x510 (translucent source-over)", composite * 1e6, "µs")
        let unpremultiply = h.measure { blackHole(clipped.pixmap.straightRGBA()) }
        h.report("raster: straightRGBA of 510x510", unpremultiply * 1e6, "µs")
    }
    blackHole(canvas.pixmap.pixel(x: 1, y: 1))
    blackHole(smallCanvas.pixmap.pixel(x: 1, y: 1))
    blackHole(text.pixmap.pixel(x: 1, y: 1))
}
