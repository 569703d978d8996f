import Testing
@testable import Drawing

/// The colour glyph resampler: a box filter when shrinking, bilinear when growing, integer arithmetic.
@Suite struct ColorImageResamplerTests {
    /// A `width × height` image whose pixels are `pixel(x, y)`.
    func image(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        for y in 0..<height { for x in 0..<width { out += pixel(x, y) } }
        return out
    }

    @Test func equalSizesCopy() throws {
        let source = image(5, 3) { x, y in [UInt8(x * 40), UInt8(y * 60), 7, 255] }
        #expect(ColorImageResampler.resample(source, width: 5, height: 3, targetWidth: 5, targetHeight: 3) == source)
    }

    @Test func halvingAveragesEachTwoByTwoBlock() throws {
        // A checkerboard of opaque white and transparent pixels averages to 50 % white everywhere.
        let source = image(4, 4) { x, y in (x + y) % 2 == 0 ? [255, 255, 255, 255] : [0, 0, 0, 0] }
        let out = try #require(ColorImageResampler.resample(source, width: 4, height: 4, targetWidth: 2, targetHeight: 2))
        #expect(out == [UInt8](repeating: 128, count: 16))
    }

    @Test func shrinkingByAThirdWeighsPartlyCoveredPixels() throws {
        // 3 → 2 pixels: the first target pixel covers source 0 fully and half of source 1.
        let source: [UInt8] = [0, 0, 0, 255, 90, 90, 90, 255, 180, 180, 180, 255]
        let out = try #require(ColorImageResampler.resample(source, width: 3, height: 1, targetWidth: 2, targetHeight: 1))
        #expect(out == [30, 30, 30, 255, 150, 150, 150, 255])
    }

    @Test func shrinkingKeepsAThinLineThatPointSamplingWouldDrop() throws {
        // A one-pixel vertical line in an 8-wide image, shrunk to 2: the box filter keeps 1/4 of it.
        let source = image(8, 1) { x, _ in x == 5 ? [255, 255, 255, 255] : [0, 0, 0, 0] }
        let out = try #require(ColorImageResampler.resample(source, width: 8, height: 1, targetWidth: 2, targetHeight: 1))
        #expect(out == [0, 0, 0, 0, 64, 64, 64, 64])
    }

    @Test func growingIsBilinearBetweenNeighbours() throws {
        // 2 → 4 pixels: centres map to u = −0.25, 0.25, 0.75, 1.25 → clamped, ¾/¼, ¼/¾, clamped.
        let source: [UInt8] = [0, 0, 0, 255, 200, 200, 200, 255]
        let out = try #require(ColorImageResampler.resample(source, width: 2, height: 1, targetWidth: 4, targetHeight: 1))
        #expect(out == [0, 0, 0, 255, 50, 50, 50, 255, 150, 150, 150, 255, 200, 200, 200, 255])
    }

    @Test func outputStaysPremultiplied() throws {
        let source = image(9, 7) { x, y in
            let a = UInt8((x * 31 + y * 17) % 256)
            return [a, UInt8(Int(a) * x / 9), UInt8(Int(a) * y / 7), a]
        }
        for (w, h) in [(4, 3), (13, 11), (9, 2)] {
            let out = try #require(ColorImageResampler.resample(source, width: 9, height: 7, targetWidth: w, targetHeight: h))
            for i in stride(from: 0, to: out.count, by: 4) {
                #expect(out[i] <= out[i + 3] && out[i + 1] <= out[i + 3] && out[i + 2] <= out[i + 3])
            }
        }
    }

    @Test func tapsSumToOneAtEverySize() {
        for (from, to) in [(136, 1), (136, 17), (136, 55), (128, 127), (128, 129), (3, 1000)] {
            let taps = ColorImageResampler.taps(from: from, to: to)
            #expect(taps.count == to)
            #expect(taps.allSatisfy { $0.weights.reduce(0, +) == 1 << ColorImageResampler.weightBits })
            #expect(taps.allSatisfy { $0.start >= 0 && $0.start + $0.weights.count <= from })
        }
    }

    @Test func badSizesAreRefused() {
        #expect(ColorImageResampler.resample([0, 0, 0, 0], width: 1, height: 1, targetWidth: 0, targetHeight: 1) == nil)
        #expect(ColorImageResampler.resample([0, 0, 0], width: 1, height: 1, targetWidth: 1, targetHeight: 1) == nil)
        #expect(ColorImageResampler.resample([], width: 0, height: 0, targetWidth: 1, targetHeight: 1) == nil)
    }
}
