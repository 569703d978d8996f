import Graphics
import Raster
import Render
import TestSupport
import Testing
import Views
import WidgetExamples
import Widgets

/// The clear and tinted glass over a person's wallpaper (`WidgetRenderOptions.homeScreenWallpaper`, the CLI's
/// `--context homeScreen --backdrop`): the image covers the widget and is blurred through the full padded blur
/// (the stand-in gradient takes the one-column shortcut), goldens in Goldens/glass/.
@Suite struct GlassWallpaperTests {
    /// A 96×96 wallpaper of bold diagonal bands — orange, deep blue, white, teal — with a dark disc: hard edges
    /// the blur must soften, light and dark parts under the white content. Computed per pixel, the same everywhere.
    static let wallpaper: Pixmap = {
        let bands: [(UInt8, UInt8, UInt8)] = [(255, 149, 0), (20, 40, 120), (250, 250, 250), (0, 150, 140)]
        var pixmap = Pixmap(width: 96, height: 96)!
        for y in 0..<96 {
            for x in 0..<96 {
                let dx = x - 30, dy = y - 62
                let (r, g, b) = dx * dx + dy * dy < 18 * 18 ? (10, 10, 14) : bands[((x + y) / 24) % bands.count]
                pixmap.setPixel(x: x, y: y, PremultipliedRGBA8(r: r, g: g, b: b, a: 255))
            }
        }
        return pixmap
    }()

    func options(_ mode: WidgetMode, _ scheme: ColorScheme) -> WidgetRenderOptions {
        var options = WidgetRenderOptions(family: .systemSmall, mode: mode, colorScheme: scheme)
        options.homeScreenWallpaper = Self.wallpaper
        return options
    }

    @Test(arguments: [(WidgetMode.clear, ColorScheme.light), (.clear, .dark), (.tinted, .light)])
    func habitOverAWallpaperGoldens(mode: WidgetMode, scheme: ColorScheme) throws {
        let example = try #require(BuiltInExample.named("habit"))
        let options = options(mode, scheme)
        let pixmap = try WidgetRenderer().render(example.makeView(), options: options, resources: try TestResources.get())
        expectGolden(rgba: pixmap.straightRGBA(), width: pixmap.width, height: pixmap.height, suite: "glass",
                     name: "habit-\(options.fileStem)-wallpaper")
    }

    @Test func theWallpaperIsSeenBlurredThroughTheGlass() throws {
        struct Empty: View {
            var body: some View { Color.clear.containerBackground(Color.red, for: .widget) }
        }
        let resources = try TestResources.get()
        let over = try WidgetRenderer().render(Empty(), options: options(.clear, .light), resources: resources)
        let plain = try WidgetRenderer().render(Empty(), options: WidgetRenderOptions(family: .systemSmall, mode: .clear),
                                                resources: resources)
        #expect(over != plain)
        // No hard band edge survives the σ = 30 px blur: neighbouring pixels differ by a few levels at most
        // (the wallpaper's own bands jump by up to 250 across one pixel of the 96-pixel image).
        var largest = 0
        for y in stride(from: 60, to: 460, by: 3) {
            for x in 60..<460 {
                let a = over.pixel(x: x, y: y), b = over.pixel(x: x + 1, y: y)
                largest = max(largest, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
            }
        }
        #expect(largest <= 6, "largest step \(largest)")
        // And it is the wallpaper, not the stand-in: the orange band's warmth shows somewhere.
        var warm = false
        for y in stride(from: 60, to: 460, by: 10) {
            for x in stride(from: 60, to: 460, by: 10) {
                let p = over.pixel(x: x, y: y)
                if Int(p.r) - Int(p.b) > 60 { warm = true }
            }
        }
        #expect(warm)
    }
}
