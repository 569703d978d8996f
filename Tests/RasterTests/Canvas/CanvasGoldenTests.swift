import Foundation
import Graphics
import Testing
import TestSupport
@testable import Raster

// Golden images of the raster stage (Goldens/raster/*.png), compared exactly on decoded pixels.

/// Compares the canvas's pixels with `Goldens/raster/<name>.png`.
func expectRasterGolden(_ canvas: Canvas, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    expectGolden(rgba: canvas.pixmap.straightRGBA(), width: canvas.width, height: canvas.height, suite: "raster",
                 name: name, sourceLocation: sourceLocation)
}

let ink = RGBAColor(r255: 28, 28, 30)
let systemBlue = RGBAColor(r255: 0, 122, 255)
let systemOrange = RGBAColor(r255: 255, 149, 0)
let systemGreen = RGBAColor(r255: 52, 199, 89)
let systemPink = RGBAColor(r255: 255, 45, 85)

@Test func goldenFillRects() throws {
    var canvas = try #require(makeCanvas(160, 80, background: .white))
    canvas.fill(Path(Rect(x: 8, y: 8, width: 40, height: 30)), paint: .solid(systemBlue))              // aligned
    canvas.fill(Path(Rect(x: 56.5, y: 8.25, width: 40.3, height: 30.5)), paint: .solid(systemOrange))  // fractional
    let rotated = Path(Rect(x: -18, y: -12, width: 36, height: 24))
    canvas.fill(rotated, paint: .solid(systemGreen),
                transform: AffineTransform(rotation: .degrees(30)).concatenating(AffineTransform(translationX: 128, y: 24)))
    canvas.fill(Path(Rect(x: 8, y: 48, width: 144, height: 0.25)), paint: .solid(ink))                 // hairline
    canvas.fill(Path(Rect(x: 8, y: 56, width: 144, height: 16)), paint: .solid(systemPink.withAlpha(0.5)))
    canvas.fill(Path(Rect(x: 40, y: 52, width: 20, height: 24)), paint: .solid(systemBlue.withAlpha(0.5)))
    expectRasterGolden(canvas, "fill-rects")
}

@Test func goldenFillRoundedRects() throws {
    var canvas = try #require(makeCanvas(200, 100, background: .white))
    canvas.fill(Path(roundedRect: Rect(x: 10, y: 10, width: 80, height: 80), cornerRadius: 24, style: .circular),
                paint: .solid(systemBlue))
    canvas.fill(Path(roundedRect: Rect(x: 110, y: 10, width: 80, height: 80), cornerRadius: 24, style: .continuous),
                paint: .solid(systemBlue))
    // Outline the continuous shape over the circular one's position to show where they differ.
    canvas.fill(Path(roundedRect: Rect(x: 10, y: 10, width: 80, height: 80), cornerRadius: 24, style: .continuous)
        .strokedPath(StrokeStyle(lineWidth: 1)), paint: .solid(systemOrange))
    expectRasterGolden(canvas, "fill-rounded-rects")
}

@Test func goldenFillCircles() throws {
    var canvas = try #require(makeCanvas(200, 100, background: .white))
    var x = 4.0
    for radius in [1.5, 3.0, 6.0, 12.0, 24.0] {
        canvas.fill(Path(circleIn: Rect(x: x, y: 50 - radius, width: 2 * radius, height: 2 * radius)),
                    paint: .solid(ink))
        x += 2 * radius + 6.3
    }
    canvas.fill(Path(ellipseIn: Rect(x: 130.4, y: 10.2, width: 60, height: 80)), paint: .solid(systemGreen))
    expectRasterGolden(canvas, "fill-circles")
}

@Test func goldenFillRules() throws {
    var canvas = try #require(makeCanvas(200, 200, background: .white))
    let star = pentagram(center: Point(x: 50, y: 52), radius: 44)
    canvas.fill(star, paint: .solid(systemBlue))
    canvas.fill(star.offsetBy(dx: 100, dy: 0), paint: .solid(systemBlue), fillRule: .evenOdd)
    var same = Path(circleIn: Rect(x: 8, y: 108, width: 84, height: 84))
    same.addPath(Path(circleIn: Rect(x: 30, y: 130, width: 40, height: 40)))
    var opposite = Path(circleIn: Rect(x: 108, y: 108, width: 84, height: 84))
    opposite.addPath(Path(circleIn: Rect(x: 130, y: 130, width: 40, height: 40)).reversedForTest())
    canvas.fill(same, paint: .solid(systemOrange), fillRule: .evenOdd)   // same winding, even-odd: ring
    canvas.fill(opposite, paint: .solid(systemOrange))                    // opposite winding, non-zero: ring
    canvas.fill(same.offsetBy(dx: 0, dy: 0), paint: .solid(systemGreen.withAlpha(0.35)))  // non-zero: full disc
    expectRasterGolden(canvas, "fill-rules")
}

@Test func goldenStrokeCapsAndJoins() throws {
    var canvas = try #require(makeCanvas(240, 160, background: .white))
    for (i, cap) in [LineCap.butt, .round, .square].enumerated() {
        let y = 20.0 + Double(i) * 24
        let line = Path { p in p.move(to: Point(x: 24, y: y)); p.addLine(to: Point(x: 104, y: y)) }
        canvas.fill(line.strokedPath(StrokeStyle(lineWidth: 12, lineCap: cap)), paint: .solid(systemBlue))
        canvas.fill(line.strokedPath(StrokeStyle(lineWidth: 1)), paint: .solid(systemOrange))
    }
    for (i, join) in [LineJoin.miter, .round, .bevel].enumerated() {
        let x = 130.0 + Double(i) * 36
        let zigzag = Path { p in
            p.move(to: Point(x: x, y: 74)); p.addLine(to: Point(x: x + 12, y: 28)); p.addLine(to: Point(x: x + 24, y: 74))
        }
        canvas.fill(zigzag.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: join)), paint: .solid(systemGreen))
    }
    let ring = Path(circleIn: Rect(x: 24, y: 88, width: 60, height: 60))
    canvas.fill(ring.strokedPath(StrokeStyle(lineWidth: 4, dash: [10, 5])), paint: .solid(systemPink))
    let box = Path(roundedRect: Rect(x: 110, y: 92, width: 110, height: 52), cornerRadius: 12, style: .continuous)
    canvas.fill(box.strokedPath(StrokeStyle(lineWidth: 3, lineCap: .round, dash: [0, 8], dashPhase: 4)),
                paint: .solid(ink))
    canvas.fill(ring.trimmedPath(from: 0, to: 0.3).strokedPath(StrokeStyle(lineWidth: 8, lineCap: .round))
        .offsetBy(dx: 0, dy: 0), paint: .solid(systemBlue.withAlpha(0.6)))
    expectRasterGolden(canvas, "stroke-caps-joins-dashes")
}

@Test func goldenLinearGradient() throws {
    var canvas = try #require(makeCanvas(160, 100, background: .white))
    let stops = try #require(GradientStops([
        GradientStop(color: systemBlue, location: 0), GradientStop(color: systemPink, location: 0.6),
        GradientStop(color: systemOrange, location: 1),
    ]))
    canvas.fill(Path(roundedRect: Rect(x: 8, y: 8, width: 144, height: 52), cornerRadius: 14, style: .continuous),
                paint: .linearGradient(stops, start: Point(x: 8, y: 8), end: Point(x: 152, y: 60)))
    let fade = try #require(GradientStops(colors: [systemGreen, .clear]))
    canvas.fill(Path(Rect(x: 8, y: 68, width: 144, height: 24)),
                paint: .linearGradient(fade, start: Point(x: 8, y: 0), end: Point(x: 152, y: 0)))
    expectRasterGolden(canvas, "gradient-linear")
}

@Test func goldenRadialGradient() throws {
    var canvas = try #require(makeCanvas(120, 120, background: .white))
    let stops = try #require(GradientStops(colors: [.white, systemOrange, systemPink]))
    canvas.fill(Path(circleIn: Rect(x: 10, y: 10, width: 100, height: 100)),
                paint: .radialGradient(stops, center: Point(x: 45, y: 45), startRadius: 4, endRadius: 70))
    expectRasterGolden(canvas, "gradient-radial")
}

@Test func goldenAngularGradient() throws {
    var canvas = try #require(makeCanvas(220, 110, background: .white))
    let hues = try #require(GradientStops(colors: [.init(red: 1, green: 0, blue: 0), .init(red: 1, green: 1, blue: 0),
                                                   .init(red: 0, green: 1, blue: 0), .init(red: 0, green: 1, blue: 1),
                                                   .init(red: 0, green: 0, blue: 1), .init(red: 1, green: 0, blue: 1),
                                                   .init(red: 1, green: 0, blue: 0)]))
    canvas.fill(Path(circleIn: Rect(x: 5, y: 5, width: 100, height: 100)),
                paint: .angularGradient(hues, center: Point(x: 55, y: 55), startAngle: .zero, endAngle: .degrees(360)))
    // A gauge-like ring: 135° → 405° sweep; the missing sector splits between the end colours.
    let ring = Path(circleIn: Rect(x: 125, y: 15, width: 80, height: 80)).strokedPath(StrokeStyle(lineWidth: 14))
    let gauge = try #require(GradientStops(colors: [systemGreen, systemOrange, systemPink]))
    canvas.fill(ring, paint: .angularGradient(gauge, center: Point(x: 165, y: 55), startAngle: .degrees(135),
                                              endAngle: .degrees(405)))
    expectRasterGolden(canvas, "gradient-angular")
}

@Test func goldenImagePaint() throws {
    // A 4×4 checkerboard with a transparent corner, drawn 1:1, scaled ×10, and rotated and scaled.
    var image = try #require(Pixmap(width: 4, height: 4))
    for y in 0..<4 {
        for x in 0..<4 {
            let color = (x + y) % 2 == 0 ? systemBlue : systemOrange
            image.setPixel(x: x, y: y, PremultipliedRGBA8(x == 3 && y == 0 ? .clear : color))
        }
    }
    var canvas = try #require(makeCanvas(200, 100, background: .white))
    canvas.fill(Path(Rect(x: 8, y: 8, width: 4, height: 4)),
                paint: .image(ImagePaint(image: image, transform: AffineTransform(translationX: 8, y: 8))))
    let scaled = AffineTransform(scaleX: 10, y: 10).concatenating(AffineTransform(translationX: 20.5, y: 20.5))
    canvas.fill(Path(Rect(x: 20.5, y: 20.5, width: 40, height: 40)), paint: .image(ImagePaint(image: image, transform: scaled)))
    let rotated = AffineTransform(scaleX: 12, y: 12).concatenating(AffineTransform(rotation: .degrees(20)))
        .concatenating(AffineTransform(translationX: 120, y: 12))
    var placed = Path()
    placed.addRect(Rect(x: 0, y: 0, width: 4, height: 4), transform: rotated)
    canvas.fill(placed, paint: .image(ImagePaint(image: image, transform: rotated, opacity: 0.8)))
    expectRasterGolden(canvas, "image-paint")
}

@Test func goldenClipsAndLayers() throws {
    var canvas = try #require(makeCanvas(200, 100, background: .white))
    // Left: stripes clipped to a circle, then to a rounded rect inside it (nested anti-aliased clips).
    canvas.pushClip(Path(circleIn: Rect(x: 8, y: 8, width: 84, height: 84)))
    canvas.pushClip(Path(roundedRect: Rect(x: 4, y: 30, width: 92, height: 62), cornerRadius: 10, style: .continuous))
    for i in 0..<12 {
        canvas.fill(Path(Rect(x: Double(i) * 8.5, y: 0, width: 4.25, height: 100)), paint: .solid(systemBlue))
    }
    canvas.popClip()
    canvas.fill(Path(Rect(x: 0, y: 0, width: 100, height: 30)), paint: .solid(systemOrange))
    canvas.popClip()
    // Right: a 50 % layer of overlapping opaque shapes stays uniform; beside it the same shapes unlayered at 50 %.
    canvas.pushLayer(opacity: 0.5)
    canvas.fill(Path(circleIn: Rect(x: 108, y: 10, width: 44, height: 44)), paint: .solid(systemPink))
    canvas.fill(Path(circleIn: Rect(x: 130, y: 10, width: 44, height: 44)), paint: .solid(systemPink))
    canvas.popLayer()
    canvas.fill(Path(circleIn: Rect(x: 108, y: 52, width: 44, height: 44)), paint: .solid(systemPink), opacity: 0.5)
    canvas.fill(Path(circleIn: Rect(x: 130, y: 52, width: 44, height: 44)), paint: .solid(systemPink), opacity: 0.5)
    // A layer masked with destinationIn (a soft mask) and a multiply blend.
    canvas.pushLayer(opacity: 1)
    canvas.fill(Path(Rect(x: 176, y: 8, width: 20, height: 84)), paint: .solid(systemGreen))
    let fade = try #require(GradientStops(colors: [.black, .clear]))
    canvas.fill(Path(Rect(x: 176, y: 8, width: 20, height: 84)),
                paint: .linearGradient(fade, start: Point(x: 0, y: 8), end: Point(x: 0, y: 92)), blendMode: .destinationIn)
    canvas.popLayer()
    canvas.fill(Path(Rect(x: 170, y: 40, width: 28, height: 20)), paint: .solid(systemOrange), blendMode: .multiply)
    expectRasterGolden(canvas, "clips-layers")
}

@Test func goldenTransparentBackgroundKeepsAlpha() throws {
    var canvas = try #require(makeCanvas(100, 60))
    canvas.fill(Path(roundedRect: Rect(x: 6.5, y: 6.5, width: 87, height: 47), cornerRadius: 12, style: .continuous),
                paint: .solid(systemBlue.withAlpha(0.6)))
    canvas.fill(Path(circleIn: Rect(x: 30, y: 12, width: 36, height: 36)), paint: .solid(.clear), blendMode: .source)
    expectRasterGolden(canvas, "transparent-background")
}
