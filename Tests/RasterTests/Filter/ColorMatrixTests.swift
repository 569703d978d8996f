import Graphics
import Testing
@testable import Raster

/// A small pixmap holding a spread of valid premultiplied pixels.
func samplePixmap() throws -> Pixmap {
    var pixmap = try #require(Pixmap(width: 16, height: 16))
    for y in 0..<16 {
        for x in 0..<16 {
            let a = UInt8(x * 17)
            pixmap.setPixel(x: x, y: y, rgba(UInt8(Int(a) * y / 15), a / 2, UInt8(Int(a) * (15 - y) / 15), a))
        }
    }
    return pixmap
}

@Test func identityColorMatrixChangesNothing() throws {
    let original = try samplePixmap()
    var canvas = Canvas(pixmap: original)
    canvas.apply(.identity)
    #expect(canvas.pixmap == original)
    // Also through the arithmetic (a matrix equal to the identity but not recognised as it).
    var pixmap = original
    pixmap.apply(try #require(ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 1e-9])))
    #expect(pixmap == original)
}

@Test func luminanceToAlphaGivesAlphaTimesLuma() throws {
    var pixmap = try #require(Pixmap(width: 2, height: 1, straightRGBA: [255, 255, 255, 255, 0, 255, 0, 128]))
    pixmap.apply(.luminanceToAlpha)
    #expect(pixmap.pixel(x: 0, y: 0) == rgba(0, 0, 0, 255))
    // Premultiplied green 128 · 0.7154 = 91.57 → 92.
    #expect(pixmap.pixel(x: 1, y: 0) == rgba(0, 0, 0, 92))
}

@Test func tintReplacesColourAndKeepsAlpha() throws {
    var pixmap = try #require(Pixmap(width: 1, height: 1, straightRGBA: [10, 200, 30, 128]))
    pixmap.apply(.tint(.white))
    #expect(pixmap.pixel(x: 0, y: 0) == rgba(128, 128, 128, 128))
}

@Test func scaleHalvesColourChannels() throws {
    var pixmap = try #require(Pixmap(width: 1, height: 1, straightRGBA: [200, 101, 0, 255]))
    pixmap.apply(.scale(red: 0.5, green: 0.5, blue: 0.5))
    #expect(pixmap.pixel(x: 0, y: 0) == rgba(100, 51, 0, 255))  // 50.5 rounds up
}

@Test func colorMatrixRejectsWrongCoefficientCounts() {
    #expect(ColorMatrix([1, 2, 3]) == nil)
    #expect(ColorMatrix([Double](repeating: .nan, count: 20)) == nil)
}

@Test func concatenationAppliesBothMatrices() throws {
    var a = try #require(Pixmap(width: 1, height: 1, straightRGBA: [200, 100, 40, 255]))
    var b = a
    a.apply(.grayscale)
    a.apply(.scale(red: 0.5, green: 0.5, blue: 0.5))
    b.apply(ColorMatrix.grayscale.concatenating(.scale(red: 0.5, green: 0.5, blue: 0.5)))
    #expect(abs(Int(a.pixel(x: 0, y: 0).r) - Int(b.pixel(x: 0, y: 0).r)) <= 1)
}

@Test func canvasColorMatrixRespectsTheClip() throws {
    var canvas = try #require(makeCanvas(4, 1, background: .white))
    canvas.pushClip(pixelRect: 0, 0, width: 2, height: 1)
    canvas.apply(.scale(red: 0, green: 0, blue: 0))
    #expect(canvas.pixmap.pixel(x: 1, y: 0) == rgba(0, 0, 0, 255))
    #expect(canvas.pixmap.pixel(x: 2, y: 0) == rgba(255, 255, 255, 255))
}
