@testable import Drawing
import Raster
import Testing

/// The glass backdrop's blur: the one-column shortcut for images whose rows are each one colour gives exactly the
/// padded blur's pixels, and images with any other row take the padded blur.
@Suite struct GlassPassBlurTests {
    /// A vertical gradient `width` × `height` (each row one colour), opaque.
    func gradient(width: Int, height: Int) -> Pixmap {
        var pixmap = Pixmap(width: width, height: height)!
        for y in 0..<height {
            let v = UInt8(40 + y * 180 / max(1, height - 1))
            for x in 0..<width { pixmap.setPixel(x: x, y: y, PremultipliedRGBA8(r: v, g: 255 - v, b: v / 2, a: 255)) }
        }
        return pixmap
    }

    @Test(arguments: [(37, 53, 6.0), (120, 64, 30.0), (1, 9, 2.0), (64, 1, 4.0)])
    func theColumnShortcutIsThePaddedBlur(width: Int, height: Int, sigma: Double) throws {
        let image = gradient(width: width, height: height)
        let blur = try #require(GaussianBlur(sigma: sigma))
        var padded = image
        GlassPass.paddedBlur(&padded, blur: blur)
        var shortcut = image
        GlassPass.blur(&shortcut, sigma: sigma)
        #expect(GlassPass.blurredColumn(image.packedPixels, width: width, height: height, blur: blur) != nil)
        #expect(shortcut == padded)
        // The blur changes the gradient near its ends (their rows repeated), so the comparison is not of two copies.
        if height > 8 { #expect(padded != image) }
    }

    @Test func aRowOfTwoColoursTakesThePaddedBlur() throws {
        var image = gradient(width: 30, height: 30)
        image.setPixel(x: 29, y: 12, PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        let blur = try #require(GaussianBlur(sigma: 5))
        #expect(GlassPass.blurredColumn(image.packedPixels, width: 30, height: 30, blur: blur) == nil)
        var padded = image
        GlassPass.paddedBlur(&padded, blur: blur)
        var viaBlur = image
        GlassPass.blur(&viaBlur, sigma: 5)
        #expect(viaBlur == padded)
        #expect(viaBlur.pixel(x: 28, y: 12) != image.pixel(x: 28, y: 12))
    }
}
