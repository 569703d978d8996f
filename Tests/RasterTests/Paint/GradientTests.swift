import Foundation
import Graphics
import Testing
@testable import Raster

/// Black → white stops.
let blackToWhite = GradientStops(colors: [.black, .white])

/// Fills the whole canvas with `paint` and returns the red channel of pixel (x, y).
func redChannel(of paint: Paint, width: Int = 100, height: Int = 100, at points: [(Int, Int)]) throws -> [Int] {
    var canvas = try #require(makeCanvas(width, height))
    canvas.fill(Path(Rect(x: 0, y: 0, width: Double(width), height: Double(height))), paint: paint)
    return points.map { Int(canvas.pixmap.pixel(x: $0.0, y: $0.1).r) }
}

// Gradients are sampled into a 1024-entry table, so a pixel may differ from the exact ramp by up to
// 255/1023/2 ≈ 0.12 of a level before rounding: ±1 level is the tolerance.

@Test func linearGradientMatchesTheRampAtPixelCentres() throws {
    let stops = try #require(blackToWhite)
    let xs = [0, 10, 49, 50, 99]
    let reds = try redChannel(of: .linearGradient(stops, start: Point(x: 0, y: 0), end: Point(x: 100, y: 0)),
                              at: xs.map { ($0, 7) })
    for (x, red) in zip(xs, reds) {
        #expect(abs(Double(red) - 255 * (Double(x) + 0.5) / 100) <= 1)
    }
}

@Test func linearGradientClampsBeyondItsEnds() throws {
    let stops = try #require(blackToWhite)
    let reds = try redChannel(of: .linearGradient(stops, start: Point(x: 20, y: 0), end: Point(x: 80, y: 0)),
                              at: [(5, 5), (95, 5)])
    #expect(reds == [0, 255])
}

@Test func diagonalLinearGradientIsConstantAcrossItsDirection() throws {
    let stops = try #require(blackToWhite)
    let reds = try redChannel(of: .linearGradient(stops, start: Point(x: 0, y: 0), end: Point(x: 100, y: 100)),
                              at: [(30, 60), (60, 30), (45, 45)])
    #expect(reds[0] == reds[1] && reds[1] == reds[2])
    #expect(abs(Double(reds[0]) - 255 * 0.455) <= 1)  // t = ((45.5 + 45.5) / 2) / 100
}

@Test func degenerateLinearGradientPaintsTheLastStop() throws {
    let stops = try #require(blackToWhite)
    let reds = try redChannel(of: .linearGradient(stops, start: Point(x: 5, y: 5), end: Point(x: 5, y: 5)),
                              at: [(0, 0), (50, 50)])
    #expect(reds == [255, 255])
}

@Test func gradientInterpolatesPremultipliedColours() throws {
    // Red fading to clear stays red: halfway is (128, 0, 0, 128), not a darkened (64, 0, 0, 128).
    let stops = try #require(GradientStops(colors: [opaqueRed, .clear]))
    var canvas = try #require(makeCanvas(101, 1))
    canvas.fill(Path(Rect(x: 0, y: 0, width: 101, height: 1)),
                paint: .linearGradient(stops, start: Point(x: 0.5, y: 0), end: Point(x: 100.5, y: 0)))
    let p = canvas.pixmap.pixel(x: 50, y: 0)
    #expect(p.r == p.a && abs(Int(p.a) - 128) <= 1 && p.g == 0)
}

@Test func radialGradientMatchesDistanceFromCentre() throws {
    let stops = try #require(blackToWhite)
    let paint = Paint.radialGradient(stops, center: Point(x: 50, y: 50), startRadius: 10, endRadius: 40)
    // Pixel (50 + k, 50) has its centre at distance ≈ k + 0.5 (the 0.5 px vertical offset adds < 0.01 px).
    let ks = [5, 10, 20, 30, 45]
    let reds = try redChannel(of: paint, at: ks.map { (50 + $0, 50) })
    for (k, red) in zip(ks, reds) {
        let d = (Double(k) + 0.5) * (Double(k) + 0.5) + 0.25
        let t = min(max((d.squareRoot() - 10) / 30, 0), 1)
        #expect(abs(Double(red) - 255 * t) <= 1)
    }
}

@Test func radialGradientIsTheSameInEveryDirection() throws {
    let stops = try #require(blackToWhite)
    let paint = Paint.radialGradient(stops, center: Point(x: 50, y: 50), startRadius: 0, endRadius: 50)
    let reds = try redChannel(of: paint, at: [(70, 49), (29, 49), (49, 70), (49, 29)])
    #expect(Set(reds).count == 1)
}

@Test func angularGradientGrowsClockwiseFromPlusX() throws {
    let stops = try #require(blackToWhite)
    let paint = Paint.angularGradient(stops, center: Point(x: 50, y: 50), startAngle: .zero, endAngle: .degrees(360))
    let points = [(80, 50), (50, 80), (20, 50), (50, 20), (70, 69)]
    let reds = try redChannel(of: paint, at: points)
    for ((x, y), red) in zip(points, reds) {
        var angle = atan2(Double(y) + 0.5 - 50, Double(x) + 0.5 - 50)
        if angle < 0 { angle += 2 * Double.pi }
        #expect(abs(Double(red) - 255 * angle / (2 * Double.pi)) <= 1)
    }
    #expect(reds[0] < reds[1] && reds[1] < reds[2] && reds[2] < reds[3])  // 0°, 90° (below), 180°, 270°
}

@Test func angularGradientSplitsTheMissingSectorBetweenEndColours() throws {
    let stops = try #require(blackToWhite)
    let paint = Paint.angularGradient(stops, center: Point(x: 50, y: 50), startAngle: .zero, endAngle: .degrees(180))
    // 225° (up-left) is in the first half of the gap → end colour; 315° (up-right) → start colour.
    let reds = try redChannel(of: paint, at: [(20, 20), (80, 20)])
    #expect(reds == [255, 0])
}

@Test func angularGradientOverAFullTurnDrawsOnlyTheLastTurn() throws {
    let stops = try #require(blackToWhite)
    let long = Paint.angularGradient(stops, center: Point(x: 50, y: 50), startAngle: .degrees(-90), endAngle: .degrees(630))
    let oneTurn = Paint.angularGradient(stops, center: Point(x: 50, y: 50), startAngle: .degrees(270), endAngle: .degrees(630))
    let points = [(80, 50), (50, 80), (20, 50), (50, 20)]
    #expect(try redChannel(of: long, at: points) == redChannel(of: oneTurn, at: points))
}

@Test func hardStopSwitchesColourAtItsLocation() throws {
    let stops = try #require(GradientStops([
        GradientStop(color: .black, location: 0), GradientStop(color: .black, location: 0.5),
        GradientStop(color: .white, location: 0.5), GradientStop(color: .white, location: 1),
    ]))
    let reds = try redChannel(of: .linearGradient(stops, start: Point(x: 0, y: 0), end: Point(x: 100, y: 0)),
                              at: [(48, 0), (49, 0), (50, 0), (51, 0)])
    #expect(reds == [0, 0, 255, 255])
}

@Test func gradientPixelsDoNotDependOnHowTheShapeIsCut() throws {
    // The same pixels filled as one rect or as two abutting pixel-aligned rects (different span starts) match.
    let stops = try #require(GradientStops(colors: [systemBlueForTests, .white, opaqueRed]))
    let paints: [Paint] = [
        .linearGradient(stops, start: Point(x: 3.3, y: 1.7), end: Point(x: 91.1, y: 40.2)),
        .radialGradient(stops, center: Point(x: 40.4, y: 20.6), startRadius: 3, endRadius: 37.5),
        .angularGradient(stops, center: Point(x: 40.4, y: 20.6), startAngle: .degrees(10), endAngle: .degrees(300)),
    ]
    for paint in paints {
        var whole = try #require(makeCanvas(97, 41))
        whole.fill(Path(Rect(x: 0, y: 0, width: 97, height: 41)), paint: paint)
        var halves = try #require(makeCanvas(97, 41))
        halves.fill(Path(Rect(x: 0, y: 0, width: 37, height: 41)), paint: paint)
        halves.fill(Path(Rect(x: 37, y: 0, width: 60, height: 41)), paint: paint)
        #expect(whole.pixmap == halves.pixmap)
    }
}

let systemBlueForTests = RGBAColor(r255: 0, 122, 255)

@Test func angularFourLaneIndexMatchesTheScalarIndex() throws {
    let stops = try #require(blackToWhite)
    let shaders = [
        AngularGradientShader(stops: stops, center: Point(x: 20.5, y: 20.5), startAngle: .zero, endAngle: .degrees(360), opacity: 1),
        AngularGradientShader(stops: stops, center: Point(x: 17.3, y: 21.9), startAngle: .degrees(135), endAngle: .degrees(405), opacity: 1),
        AngularGradientShader(stops: stops, center: Point(x: 20, y: 20), startAngle: .degrees(300), endAngle: .degrees(-30), opacity: 1),
        AngularGradientShader(stops: stops, center: Point(x: 20, y: 20), startAngle: .degrees(45), endAngle: .degrees(45), opacity: 1),
    ]
    var mismatches = 0
    for shader in shaders {
        for y in 0..<41 {
            for x in stride(from: -4, to: 44, by: 4) {
                let four = shader.index4(x: x, y: y)
                for lane in 0..<4 where four[lane] != shader.index(x: x + lane, y: y) { mismatches += 1 }
            }
        }
    }
    #expect(mismatches == 0)
}
