import Testing
@testable import Raster

/// `BoxShrink`: the same bytes as the plain definition (each output pixel the alpha-weighted mean of its box,
/// partial boxes at the edges), from straight bytes and from a pixmap.
@Suite struct BoxShrinkTests {
    /// The definition, written as directly as possible: for each output pixel, every pixel of its box.
    static func reference(_ source: [UInt8], width: Int, height: Int, factor: Int) -> [UInt8] {
        let outWidth = (width + factor - 1) / factor, outHeight = (height + factor - 1) / factor
        var out = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        for y in 0..<outHeight {
            for x in 0..<outWidth {
                var alpha = 0, red = 0, green = 0, blue = 0, count = 0
                for row in (y * factor)..<min(height, (y + 1) * factor) {
                    for column in (x * factor)..<min(width, (x + 1) * factor) {
                        let i = (row * width + column) * 4
                        let a = Int(source[i + 3])
                        alpha += a
                        red += Int(source[i]) * a
                        green += Int(source[i + 1]) * a
                        blue += Int(source[i + 2]) * a
                        count += 1
                    }
                }
                let o = (y * outWidth + x) * 4
                guard alpha > 0 else { continue }
                out[o] = UInt8((red + alpha / 2) / alpha)
                out[o + 1] = UInt8((green + alpha / 2) / alpha)
                out[o + 2] = UInt8((blue + alpha / 2) / alpha)
                out[o + 3] = UInt8((alpha + count / 2) / count)
            }
        }
        return out
    }

    /// Deterministic pseudo-random bytes (a linear congruential generator), a quarter of the pixels transparent
    /// and a quarter opaque.
    static func image(width: Int, height: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        var bytes: [UInt8] = []
        for _ in 0..<(width * height) {
            var pixel: [UInt8] = []
            for _ in 0..<4 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                pixel.append(UInt8(truncatingIfNeeded: state >> 33))
            }
            switch pixel[3] % 4 {
            case 0: pixel = [0, 0, 0, 0]
            case 1: pixel[3] = 255
            default: break
            }
            bytes += pixel
        }
        return bytes
    }

    @Test(arguments: [(2, 7, 5), (3, 30, 31), (3, 1, 1), (4, 13, 9), (6, 5, 17), (2, 64, 64), (256, 300, 260)])
    func straightBytesShrinkAsTheDefinitionSays(factor: Int, width: Int, height: Int) throws {
        let source = Self.image(width: width, height: height, seed: UInt64(factor * 1000 + width))
        let shrunk = try #require(BoxShrink.shrink(rgba: source, width: width, height: height, by: factor))
        #expect(shrunk.width == (width + factor - 1) / factor && shrunk.height == (height + factor - 1) / factor)
        #expect(shrunk.rgba == Self.reference(source, width: width, height: height, factor: factor))
    }

    @Test(arguments: [2, 3, 5])
    func aPixmapShrinksAsItsStraightBytesDo(factor: Int) throws {
        let straight = Self.image(width: 23, height: 19, seed: 7)
        let pixmap = try #require(Pixmap(width: 23, height: 19, straightRGBA: straight))
        let bytes = pixmap.straightRGBA()
        let fromPixmap = try #require(pixmap.shrunkStraightRGBA(by: factor))
        let fromBytes = try #require(BoxShrink.shrink(rgba: bytes, width: 23, height: 19, by: factor))
        #expect(fromPixmap.rgba == fromBytes.rgba && fromPixmap.width == fromBytes.width)
        #expect(fromBytes.rgba == Self.reference(bytes, width: 23, height: 19, factor: factor))
    }

    @Test func impossibleInputsGiveNil() {
        #expect(BoxShrink.shrink(rgba: [0, 0, 0], width: 1, height: 1, by: 2) == nil)
        #expect(BoxShrink.shrink(rgba: [], width: 0, height: 0, by: 2) == nil)
        #expect(BoxShrink.shrink(rgba: [1, 2, 3, 4], width: 1, height: 1, by: 1) == nil)
        #expect(BoxShrink.shrink(rgba: [1, 2, 3, 4], width: 1, height: 1, by: BoxShrink.maximumFactor + 1) == nil)
    }
}
