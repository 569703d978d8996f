import Drawing
import Graphics
import Raster
import Render
import Testing
import Views
import Widgets

/// `Image.widgetAccentedRenderingMode(_:)` in the accented pass (WIDGETKIT.md §1.4): unset, an opaque image is
/// a silhouette of its group; `.accented` a silhouette in the tint; `.fullColor` keeps its colours;
/// `.desaturated` maps luminance to alpha. (The legibility check found the modifier had no effect.)
@Suite struct AccentedImageModeTests {
    let tint = RGBAColor(r255: 255, 149, 0)

    /// The centre pixel (straight) of a systemSmall widget filled by a red image, accented, tinted orange.
    func centre(_ mode: WidgetAccentedRenderingMode?, rgb: (UInt8, UInt8, UInt8) = (255, 0, 0)) throws
        -> (r: Int, g: Int, b: Int, a: Int) {
        let rgba: [UInt8] = (0..<16).flatMap { _ -> [UInt8] in [rgb.0, rgb.1, rgb.2, 255] }
        let pixels = try #require(ImagePixels(width: 4, height: 4, rgba: rgba))
        let image = Image(pixels: pixels).widgetAccentedRenderingMode(mode).resizable()
        let widget = image.frame(maxWidth: .infinity, maxHeight: .infinity)
        let output = try WidgetRenderer().rendering(
            widget, options: WidgetRenderOptions(family: .systemSmall, mode: .accented, tint: tint).ios18,
            resources: try TestResources.get())
        let p = output.pixmap
        return straight(p.pixel(x: p.width / 2, y: p.height / 2))
    }

    @Test func unsetIsASilhouetteInTheDefaultGroupColour() throws {
        let c = try centre(nil)
        let expected = ModeChoices.accentedDefaultColor(tint: tint)
        #expect(abs(c.r - Int(expected.red * 255)) <= 1 && abs(c.g - Int(expected.green * 255)) <= 1)
        #expect(!(c.r == 255 && c.g == 0))
    }

    @Test func accentedIsASilhouetteInTheTint() throws {
        let c = try centre(.accented)
        #expect(c.r == 255 && abs(c.g - 149) <= 1 && c.b <= 1, "\(c)")
    }

    @Test func fullColorKeepsTheImagesColours() throws {
        let c = try centre(.fullColor)
        #expect(c.r == 255 && c.g == 0 && c.b == 0, "\(c)")
    }

    @Test func desaturatedMapsLuminanceToAlphaInTheDefaultColour() throws {
        // A dark image is nearly clear over the accented background; a white one is the default colour.
        let dark = try centre(.desaturated, rgb: (20, 20, 20))
        let white = try centre(.desaturated, rgb: (255, 255, 255))
        let expected = ModeChoices.accentedDefaultColor(tint: tint)
        #expect(abs(white.r - Int(expected.red * 255)) <= 1, "\(white)")
        #expect(dark != white)
    }
}
