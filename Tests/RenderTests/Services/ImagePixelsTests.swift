import Graphics
import PNGCodec
import Raster
import Render
import Testing
import Views

/// `Image(pixels:)`: straight-alpha pixels in memory drawn as they are, held to the image limits.
struct ImagePixelsTests {
    @Test func pixelsNeedPositiveSidesAndExactlyFourBytesEach() {
        #expect(ImagePixels(width: 2, height: 1, rgba: [UInt8](repeating: 9, count: 8)) != nil)
        #expect(ImagePixels(width: 2, height: 1, rgba: [UInt8](repeating: 9, count: 7)) == nil)
        #expect(ImagePixels(width: 0, height: 1, rgba: []) == nil)
        #expect(ImagePixels(width: -1, height: -1, rgba: [1, 2, 3, 4]) == nil)
        #expect(ImagePixels(width: Int.max, height: 2, rgba: []) == nil)
    }

    @Test func pixelsAreDrawnOneToOneAtTheirNaturalSize() throws {
        // Red, blue / half-transparent green, clear: a 2×2 image at @1x in a 2×2 pt scene.
        let rgba: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 255, 0, 255, 0, 128, 0, 0, 0, 0]
        let pixels = try #require(ImagePixels(width: 2, height: 2, rgba: rgba))
        let pixmap = try ViewRenderer().render(Image(pixels: pixels), size: Size(width: 2, height: 2), scale: 1,
                                               colorScheme: .light, environment: .ios18, resources: try TestResources.get())
        #expect(pixmap.straightRGBA() == rgba)
    }

    @Test func pixelsReportTheirSizeAtOnePixelPerPoint() throws {
        let pixels = try #require(ImagePixels(width: 3, height: 2, rgba: [UInt8](repeating: 255, count: 24)))
        let info = try RenderServices(resources: try TestResources.get(), displayScale: 3).imageInfo(for: .pixels(pixels))
        #expect(info.pixelWidth == 3 && info.pixelHeight == 2 && info.scale == 1)
    }

    @Test func imagesDifferingOnlyOutsideTheHashedSampleAreDifferentSources() throws {
        // 100×100: the hash samples every 156th pixel, so pixel 1 is not in it.
        var rgba = [UInt8](repeating: 255, count: 100 * 100 * 4)
        let white = try #require(ImagePixels(width: 100, height: 100, rgba: rgba))
        rgba[4] = 0
        let marked = try #require(ImagePixels(width: 100, height: 100, rgba: rgba))
        #expect(white.hashValue == marked.hashValue)
        #expect(white != marked)
        #expect(Set([ImageSource.pixels(white), .pixels(marked)]).count == 2)
        let store = ImageStore()
        #expect(try store.image(for: .pixels(white)).pixmap.pixel(x: 1, y: 0).r == 255)
        #expect(try store.image(for: .pixels(marked)).pixmap.pixel(x: 1, y: 0).r == 0)
    }

    @Test func pixelsLargerThanTheImageLimitsAreAnError() throws {
        let limits = PNGDecodeLimits(maximumWidth: 2, maximumHeight: 2, maximumPixels: 4, maximumFileBytes: 1 << 20)
        let store = ImageStore(limits: limits)
        let wide = try #require(ImagePixels(width: 3, height: 1, rgba: [UInt8](repeating: 255, count: 12)))
        #expect(throws: RenderError.Reason.self) { try store.image(for: .pixels(wide)) }
        let fits = try #require(ImagePixels(width: 2, height: 2, rgba: [UInt8](repeating: 255, count: 16)))
        #expect(try store.image(for: .pixels(fits)).pixmap.width == 2)
    }
}
