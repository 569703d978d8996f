import Drawing
import Graphics
import Raster
import Testing

@Suite struct VibrantPassTests {
    @Test func vibrantWithoutBackdropIsGreyEverywhere() throws {
        let content = try #require(colourfulPixmap())
        let out = VibrantPass.apply(to: content, backdrop: nil)
        for y in 0..<out.height {
            for x in 0..<out.width {
                let p = straight(out.pixel(x: x, y: y))
                // Rounding of un-premultiplying may differ by one between channels.
                #expect(abs(p.r - p.g) <= 1 && abs(p.g - p.b) <= 1, "pixel (\(x), \(y)) = \(p)")
            }
        }
    }

    @Test func vibrantMakesBrighterColoursBrighter() throws {
        let content = try #require(colourfulPixmap())
        let out = VibrantPass.apply(to: content, backdrop: nil)
        // Green (luma 0.7154) ends brighter than red (0.2125), and red brighter than blue (0.0721).
        let red = straight(out.pixel(x: 1, y: 3)), green = straight(out.pixel(x: 5, y: 3))
        let blue = straight(out.pixel(x: 9, y: 3)), white = straight(out.pixel(x: 17, y: 3))
        #expect(green.r > red.r && red.r > blue.r)
        #expect(white.r == 255 && white.a == 255)
    }

    @Test func vibrantTransparentPixelsShowTheBackdrop() throws {
        let content = try #require(colourfulPixmap())
        let out = VibrantPass.apply(to: content)
        let corner = out.pixel(x: 0, y: 0)
        #expect(corner == PremultipliedRGBA8(ModeChoices.vibrantBackdrop))
    }

    @Test func vibrantShadeDarkensUnderDarkOpaquePixels() throws {
        let content = try #require(colourfulPixmap())
        let withShade = VibrantPass.apply(to: content, tint: .white, backdrop: .white, shadeStrength: 0.25)
        let noShade = VibrantPass.apply(to: content, tint: .white, backdrop: .white, shadeStrength: 0)
        // Over a white backdrop a blue square (dark, opaque) is darker with the shade than without.
        #expect(withShade.pixel(x: 9, y: 3).r < noShade.pixel(x: 9, y: 3).r)
    }

    @Test func nightKeepsGreenAndBlueBelowRed() throws {
        let content = try #require(colourfulPixmap())
        let out = VibrantPass.night(content)
        for y in 0..<out.height {
            for x in 0..<out.width {
                let p = out.pixel(x: x, y: y)
                #expect(Double(p.g) <= Double(p.r) * 0.17 + 1 && Double(p.b) <= Double(p.r) * 0.13 + 1,
                        "pixel (\(x), \(y)) = \(p)")
                #expect(p.a == 255)
            }
        }
        #expect(out.pixel(x: 17, y: 3).r == 255)   // white content becomes full red
    }

    @Test func reducedLuminanceHalvesColourAndKeepsAlpha() throws {
        let content = try #require(colourfulPixmap())
        let out = ReducedLuminancePass.apply(to: content)
        let white = out.pixel(x: 17, y: 3)
        #expect(white.r == 128 && white.g == 128 && white.b == 128 && white.a == 255)
        let orange = out.pixel(x: 21, y: 3)
        #expect(orange.a == content.pixel(x: 21, y: 3).a)
    }
}
