// Decoding fixtures of every colour type and bit depth against the pixels they were written from.
// The fixtures were written by an independent PNG writer (Python + zlib); the pixel formulas here are
// the ones it used. Each fixture splits its image data over two IDAT chunks.
import Testing
@testable import PNGCodec

private func decodeFixture(_ name: String) throws -> PNGImage { try PNGDecoder.decode(try fixture(name)) }

private func v16(_ x: Int, _ y: Int, _ c: Int) -> Int { (x * 16411 + y * 7919 + c * 3001 + 511) % 65536 }

private func mix(_ x: Int, _ y: Int) -> [Int] {
    [(x * 23 + y * 5) % 256, (x * 7 + y * 31) % 256, (x * y * 13) % 256, (255 - x * 3 - y * 11 + 256) % 256]
}

// MARK: Palette

@Test func decodesOneBitPaletteWithTRNS() throws {
    let image = try decodeFixture("palette-1bit-trns.png")
    let red = [255, 0, 0, 128], blue = [0, 0, 255, 255]
    #expect(image == (try PNGImage(width: 5, height: 2, rgba: pixels(width: 5, height: 2) { x, y in
        [[red, blue, blue, red, blue], [blue, red, red, blue, red]][y][x]
    })))
}

@Test func decodesTwoBitPaletteWithShortTRNS() throws {
    // tRNS has 3 entries; the 4th palette entry is opaque.
    let palette = [[0, 0, 0, 0], [255, 255, 255, 255], [10, 20, 30, 77], [200, 100, 50, 255]]
    let indices = [[0, 1, 2, 3, 0], [3, 2, 1, 0, 3]]
    let image = try decodeFixture("palette-2bit-trns.png")
    #expect(image.rgba == pixels(width: 5, height: 2) { x, y in palette[indices[y][x]] })
}

@Test func decodesFourBitPaletteWithTRNS() throws {
    let image = try decodeFixture("palette-4bit-trns.png")
    #expect(image.width == 7 && image.height == 2)
    #expect(image.rgba == pixels(width: 7, height: 2) { x, y in
        let i = (x + 7 * y) % 16
        return [i * 16, 255 - i * 16, i * 7, i * 17]
    })
}

@Test func decodesEightBitPaletteWithTRNS() throws {
    let image = try decodeFixture("palette-8bit-trns.png")
    #expect(image.rgba == pixels(width: 5, height: 3) { x, y in
        let i = (x * 37 + y * 11) % 200
        return [i, 255 - i, (i * 3) & 255, i == 0 ? 0 : (i == 1 ? 64 : 255)]
    })
}

@Test func decodesEightBitPaletteWithoutTRNSAsOpaque() throws {
    let image = try decodeFixture("palette-8bit.png")
    #expect(image.rgba == pixels(width: 5, height: 3) { x, y in
        let i = (x * 37 + y * 11) % 200
        return [i, 255 - i, (i * 3) & 255, 255]
    })
}

// MARK: Gray

@Test(arguments: [("gray-1bit.png", 10, 1), ("gray-2bit.png", 5, 2), ("gray-4bit.png", 9, 4)])
func decodesLowBitDepthGrayScaledToFullRange(name: String, width: Int, bitDepth: Int) throws {
    let image = try decodeFixture(name)
    let maximum = (1 << bitDepth) - 1
    let expected = pixels(width: width, height: 2) { x, y in
        let v: Int
        switch bitDepth {
        case 1: v = (x + y) % 2
        case 2: v = (x + 2 * y) % 4
        default: v = (x + 9 * y) % 16
        }
        let g = v * 255 / maximum
        return [g, g, g, 255]
    }
    #expect(image == (try PNGImage(width: width, height: 2, rgba: expected)))
}

@Test func decodesEightBitGray() throws {
    let image = try decodeFixture("gray-8bit.png")
    #expect(image.rgba == pixels(width: 4, height: 3) { x, y in [x * 60 + y * 7, x * 60 + y * 7, x * 60 + y * 7, 255] })
}

@Test func decodesGrayTRNSAsTransparentForThatValueOnly() throws {
    let image = try decodeFixture("gray-8bit-trns.png")
    #expect(image.rgba == pixels(width: 4, height: 3) { x, y in
        let g = x * 60 + y * 7
        return [g, g, g, g == 67 ? 0 : 255]
    })
}

@Test func decodesSixteenBitGrayRoundedToEightBits() throws {
    let image = try decodeFixture("gray-16bit.png")
    #expect(image.rgba == pixels(width: 4, height: 3) { x, y in
        let g = scaled16(v16(x, y, 0))
        return [g, g, g, 255]
    })
}

@Test func sixteenBitSamplesAreRoundedNotTruncated() throws {
    // v16(1, 2, 0) = 0x8AE9 (35561): 35561 / 257 = 138.37 → 138, and its high byte is also 138;
    // v16(0, 0, 0) = 511: 511 / 257 = 1.99 → 2, while the high byte would give 1.
    let image = try decodeFixture("gray-16bit.png")
    #expect(image.pixel(x: 0, y: 0)?.red == 2)
}

@Test func decodesEightBitGrayAlpha() throws {
    let image = try decodeFixture("graya-8bit.png")
    #expect(image.rgba == pixels(width: 4, height: 3) { x, y in
        let g = x * 60 + y * 7
        return [g, g, g, 255 - x * 50 - y * 20]
    })
}

@Test func decodesSixteenBitGrayAlpha() throws {
    let image = try decodeFixture("graya-16bit.png")
    #expect(image.rgba == pixels(width: 4, height: 3) { x, y in
        let g = scaled16(v16(x, y, 0))
        return [g, g, g, scaled16(v16(x, y, 1))]
    })
}

// MARK: Colour

private func rgb8(_ x: Int, _ y: Int) -> [Int] { [x * 60, y * 100, 255 - x * 30 - y * 40] }

@Test func decodesEightBitRGBAsOpaque() throws {
    let image = try decodeFixture("rgb-8bit.png")
    #expect(image.rgba == pixels(width: 4, height: 3) { x, y in rgb8(x, y) + [255] })
}

@Test func decodesRGBTRNSAsTransparentForThatColourOnly() throws {
    let image = try decodeFixture("rgb-8bit-trns.png")
    #expect(image.rgba == pixels(width: 4, height: 3) { x, y in rgb8(x, y) + [x == 2 && y == 1 ? 0 : 255] })
}

@Test func decodeIgnoresGammaAndTextChunks() throws {
    // The fixture declares gAMA 1.0; samples must come out unchanged (treated as sRGB).
    let image = try decodeFixture("rgb-8bit-gama.png")
    #expect(image.rgba == pixels(width: 4, height: 3) { x, y in rgb8(x, y) + [255] })
}

@Test func decodesSixteenBitRGB() throws {
    let image = try decodeFixture("rgb-16bit.png")
    #expect(image.rgba == pixels(width: 4, height: 3) { x, y in (0..<3).map { scaled16(v16(x, y, $0)) } + [255] })
}

@Test func decodesEightBitRGBA() throws {
    let image = try decodeFixture("rgba-8bit.png")
    #expect(image.rgba == pixels(width: 4, height: 3) { x, y in rgb8(x, y) + [x * 70 + y * 10 + 5] })
}

@Test func decodesSixteenBitRGBA() throws {
    let image = try decodeFixture("rgba-16bit.png")
    #expect(image.rgba == pixels(width: 4, height: 3) { x, y in (0..<4).map { scaled16(v16(x, y, $0)) } })
}

@Test func decodesRowsUsingEveryFilterType() throws {
    // Rows use filters none, sub, up, average, paeth in turn.
    let image = try decodeFixture("rgba-8bit-filters.png")
    #expect(image == (try PNGImage(width: 6, height: 5, rgba: pixels(width: 6, height: 5, mix))))
}

// MARK: Interlaced

@Test func decodesAdam7InterlacedRGBA() throws {
    let image = try decodeFixture("rgba-8bit-adam7.png")
    #expect(image == (try PNGImage(width: 11, height: 9, rgba: pixels(width: 11, height: 9, mix))))
}

@Test func decodesAdam7InterlacedOneBitGray() throws {
    let image = try decodeFixture("gray-1bit-adam7.png")
    #expect(image.rgba == pixels(width: 11, height: 9) { x, y in
        let g = (x * y + x) % 2 * 255
        return [g, g, g, 255]
    })
}

@Test(arguments: [("rgba-8bit-adam7-1x1.png", 1, 1), ("rgba-8bit-adam7-5x2.png", 5, 2)])
func decodesTinyAdam7ImagesWithEmptyPasses(name: String, width: Int, height: Int) throws {
    let image = try decodeFixture(name)
    #expect(image == (try PNGImage(width: width, height: height, rgba: pixels(width: width, height: height, mix))))
}
