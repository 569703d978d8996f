import Foundation
import Graphics
import Testing
@testable import Raster

// `Canvas(width:height:firstFill:…)` must give exactly the pixels of a cleared pixmap filled the ordinary way,
// for every kind of first fill: the pixels it does not draw are cleared as it goes. Debug builds poison the
// unwritten memory (`Pixmap.uninitializedPoison`), so a forgotten pixel fails these comparisons.

/// The ordinary way: a cleared pixmap, then `fill`.
private func reference(_ width: Int, _ height: Int, _ path: Path, _ paint: Paint,
                       rule: FillRule = .nonZero) throws -> Canvas {
    var canvas = Canvas(pixmap: try #require(Pixmap(width: width, height: height)))
    canvas.fill(path, paint: paint, fillRule: rule)
    return canvas
}

private func expectSame(_ width: Int, _ height: Int, _ path: Path, _ paint: Paint, rule: FillRule = .nonZero,
                        _ comment: Comment) throws {
    let born = try #require(Canvas(width: width, height: height, firstFill: path, paint: paint, fillRule: rule))
    let expected = try reference(width, height, path, paint, rule: rule)
    #expect(born.pixmap == expected.pixmap, comment)
    let poison = PremultipliedRGBA8(packed: Pixmap.uninitializedPoison)
    #expect(!(0..<height).contains { y in (0..<width).contains { born.pixmap.pixel(x: $0, y: y) == poison } },
            comment)
}

private let translucent = RGBAColor(r255: 40, 110, 240, alpha: 0.5)

@Test func firstFillMatchesClearThenFillForOpaqueAndTranslucentShapes() throws {
    let full = Path(Rect(x: 0, y: 0, width: 37, height: 23))
    try expectSame(37, 23, full, .solid(.white), "opaque white over the whole canvas (memset path)")
    try expectSame(37, 23, full, .solid(RGBAColor(r255: 20, 70, 200)), "opaque colour over the whole canvas")
    try expectSame(37, 23, full, .solid(translucent), "translucent over the whole canvas")
    let rounded = Path(roundedRect: Rect(x: 0, y: 0, width: 37, height: 23), cornerRadius: 7, style: .circular)
    try expectSame(37, 23, rounded, .solid(.white), "rounded corners: the corners are cleared")
    try expectSame(37, 23, rounded, .solid(translucent), "translucent rounded rectangle")
    let circle = Path(ellipseIn: Rect(x: 5.3, y: 2.7, width: 14.2, height: 15.9))
    try expectSame(37, 23, circle, .solid(.black), "a circle in the middle: rows above, below and beside cleared")
    try expectSame(200, 3, Path(Rect(x: 10.5, y: 0.25, width: 150, height: 2)), .solid(.white),
                   "long rows with fractional ends")
}

@Test func firstFillMatchesClearThenFillForShadersAndFillRules() throws {
    let stops = try #require(GradientStops(colors: [RGBAColor(r255: 64, 156, 255), RGBAColor(r255: 20, 70, 200)]))
    let gradient = Paint.linearGradient(stops, start: Point(x: 0, y: 0), end: Point(x: 30, y: 30))
    try expectSame(30, 30, Path(roundedRect: Rect(x: 0, y: 0, width: 30, height: 30), cornerRadius: 6,
                                style: .circular), gradient, "a gradient reads its destination: cleared first")
    var star = Path()
    star.move(to: Point(x: 15, y: 1))
    for k in 1...5 {
        let angle = Double(k) * 4 * Double.pi / 5 - Double.pi / 2
        star.addLine(to: Point(x: 15 + 14 * cos(angle), y: 15 + 14 * sin(angle)))
    }
    star.closeSubpath()
    try expectSame(30, 30, star, .solid(.black), rule: .evenOdd, "even-odd star: the hole is cleared")
    try expectSame(30, 30, star, .solid(.black), rule: .nonZero, "non-zero star")
    var rings = Path(ellipseIn: Rect(x: 2, y: 2, width: 10, height: 10))
    rings.addEllipse(in: Rect(x: 2, y: 18, width: 10, height: 10))
    try expectSame(30, 30, rings, .solid(.black), "two shapes with empty rows between them")
}

@Test func firstFillClearsEverythingWhenNothingIsDrawn() throws {
    try expectSame(16, 9, Path(), .solid(.white), "an empty path")
    try expectSame(16, 9, Path(Rect(x: 40, y: 40, width: 5, height: 5)), .solid(.white), "a path outside")
    try expectSame(16, 9, Path(Rect(x: 0, y: 0, width: 16, height: 9)), .solid(.clear), "a transparent paint")
    try expectSame(16, 9, Path(Rect(x: -.infinity, y: 0, width: .nan, height: 9)), .solid(.white),
                   "a non-finite path")
    try expectSame(16, 9, Path(Rect(x: -20, y: -20, width: 100, height: 100)), .solid(.white),
                   "a path larger than the canvas")
}

@Test func firstFillKeepsDrawingLikeAnOrdinaryCanvas() throws {
    let background = Path(roundedRect: Rect(x: 0, y: 0, width: 40, height: 30), cornerRadius: 8, style: .circular)
    var born = try #require(Canvas(width: 40, height: 30, firstFill: background, paint: .solid(.white)))
    var expected = try reference(40, 30, background, .solid(.white))
    let dot = Path(ellipseIn: Rect(x: 10.5, y: 8.2, width: 12, height: 12))
    born.fill(dot, paint: .solid(translucent))
    expected.fill(dot, paint: .solid(translucent))
    born.pushClip(Path(Rect(x: 0, y: 0, width: 20.5, height: 30)))
    expected.pushClip(Path(Rect(x: 0, y: 0, width: 20.5, height: 30)))
    born.fill(dot.offsetBy(dx: 8, dy: 4), paint: .solid(.black))
    expected.fill(dot.offsetBy(dx: 8, dy: 4), paint: .solid(.black))
    born.popClip()
    expected.popClip()
    #expect(born.pixmap == expected.pixmap)
}

@Test func firstFillRefusesInvalidSizes() {
    #expect(Canvas(width: 0, height: 10, firstFill: Path(), paint: .solid(.white)) == nil)
    #expect(Canvas(width: Pixmap.maximumSide + 1, height: 1, firstFill: Path(), paint: .solid(.white)) == nil)
}
