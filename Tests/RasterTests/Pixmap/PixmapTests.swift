import Graphics
import Testing
@testable import Raster

@Test func pixmapRejectsInvalidSizes() {
    #expect(Pixmap(width: 0, height: 5) == nil)
    #expect(Pixmap(width: 5, height: -1) == nil)
    #expect(Pixmap(width: Pixmap.maximumSide + 1, height: 1) == nil)
    #expect(Pixmap(width: Pixmap.maximumSide, height: Pixmap.maximumSide) == nil)  // 256 Mi pixels > limit
    #expect(Pixmap(width: Pixmap.maximumSide, height: 16) != nil)
}

@Test func newPixmapIsTransparent() throws {
    let pixmap = try #require(Pixmap(width: 3, height: 2))
    #expect(pixmap.pixel(x: 2, y: 1) == .clear)
}

@Test func pixelOutsideThePixmapIsTransparent() throws {
    var pixmap = try #require(Pixmap(width: 2, height: 2))
    pixmap.fill(.white)
    #expect(pixmap.pixel(x: -1, y: 0) == .clear)
    #expect(pixmap.pixel(x: 0, y: 2) == .clear)
}

@Test func fillStoresTheRoundedPremultipliedColour() throws {
    var pixmap = try #require(Pixmap(width: 2, height: 2))
    pixmap.fill(RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 0.5))
    // 255·0.5 = 127.5 → 128; 255·0.25 = 63.75 → 64.
    #expect(pixmap.pixel(x: 1, y: 1) == PremultipliedRGBA8(r: 128, g: 64, b: 0, a: 128))
}

@Test func setPixelClampsColourToAlpha() throws {
    var pixmap = try #require(Pixmap(width: 1, height: 1))
    pixmap.setPixel(x: 0, y: 0, PremultipliedRGBA8(r: 200, g: 10, b: 90, a: 100))
    #expect(pixmap.pixel(x: 0, y: 0) == PremultipliedRGBA8(r: 100, g: 10, b: 90, a: 100))
}

@Test func straightRGBAUnpremultipliesWithRoundingForEveryValue() throws {
    // Every valid (c, a) pair: 32 896 pixels, one per (c ≤ a).
    var pairs: [(UInt8, UInt8)] = []
    for a in 0...255 { for c in 0...a { pairs.append((UInt8(c), UInt8(a))) } }
    var pixmap = try #require(Pixmap(width: 256, height: (pairs.count + 255) / 256))
    for (i, (c, a)) in pairs.enumerated() {
        pixmap.setPixel(x: i % 256, y: i / 256, PremultipliedRGBA8(r: c, g: c, b: c, a: a))
    }
    let bytes = pixmap.straightRGBA()
    var mismatches = 0
    for (i, (c, a)) in pairs.enumerated() {
        let expected = a == 0 ? 0 : (Int(c) * 255 * 2 + Int(a)) / (2 * Int(a))  // round half up
        if Int(bytes[4 * i]) != expected || bytes[4 * i + 3] != a { mismatches += 1 }
    }
    #expect(mismatches == 0)
}

@Test func straightRGBAInitPremultipliesWithRounding() throws {
    let pixmap = try #require(Pixmap(width: 2, height: 1, straightRGBA: [255, 128, 1, 128, 9, 9, 9, 0]))
    // 128·128/255 = 64.25 → 64; 1·128/255 = 0.5 → 1 (rounded to nearest, exact ties do not occur).
    #expect(pixmap.pixel(x: 0, y: 0) == PremultipliedRGBA8(r: 128, g: 64, b: 1, a: 128))
    #expect(pixmap.pixel(x: 1, y: 0) == .clear)
}

@Test func straightRGBAInitRejectsWrongByteCount() {
    #expect(Pixmap(width: 2, height: 1, straightRGBA: [1, 2, 3]) == nil)
}

@Test func opaquePixelsRoundTripThroughStraightRGBA() throws {
    let bytes: [UInt8] = [10, 20, 30, 255, 200, 100, 0, 255]
    let pixmap = try #require(Pixmap(width: 2, height: 1, straightRGBA: bytes))
    #expect(pixmap.straightRGBA() == bytes)
}

@Test func writeStraightRGBARowMatchesStraightRGBA() throws {
    // Every alpha, colours up to alpha, over three rows of a 256-wide pixmap.
    var pixmap = try #require(Pixmap(width: 256, height: 3))
    for y in 0..<3 {
        for x in 0..<256 {
            let a = UInt8(x)
            pixmap.setPixel(x: x, y: y, PremultipliedRGBA8(r: UInt8(Int(a) * y / 2), g: a / 3, b: a, a: a))
        }
    }
    let whole = pixmap.straightRGBA()
    var rows: [UInt8] = []
    for y in 0..<3 {
        var row = [UInt8](repeating: 7, count: 256 * 4)
        row.withUnsafeMutableBytes { pixmap.writeStraightRGBA(row: y, into: $0) }
        rows += row
    }
    #expect(rows == whole)
}

@Test func writeStraightRGBAIgnoresRowsOutsideAndShortBuffers() throws {
    let pixmap = try #require(Pixmap(width: 2, height: 2))
    var row = [UInt8](repeating: 9, count: 8)
    row.withUnsafeMutableBytes { pixmap.writeStraightRGBA(row: 2, into: $0) }
    row.withUnsafeMutableBytes { pixmap.writeStraightRGBA(row: -1, into: $0) }
    row.withUnsafeMutableBytes { pixmap.writeStraightRGBA(row: 0, into: UnsafeMutableRawBufferPointer(rebasing: $0[0..<7])) }
    #expect(row == [UInt8](repeating: 9, count: 8))
}
