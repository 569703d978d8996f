import Drawing
import Graphics
import Raster
import Render
import Testing
import TestSupport
import Views
import Widgets

/// Colour emoji in text, in every rendering mode (Goldens/emoji/<name>.png): emoji are images in their
/// colours in fullColor, desaturated images in accented (luminance to alpha in the group colour),
/// luminance-driven in vibrant and night (WIDGETKIT.md §1.4–1.6).
@Suite struct EmojiGoldenTests {
    func render(_ view: some View, mode: WidgetMode = .fullColor, scheme: ColorScheme = .light,
                resources: RenderResources? = nil) throws -> Pixmap {
        let options = WidgetRenderOptions(family: .systemSmall, mode: mode, colorScheme: scheme).ios18
        return try WidgetRenderer().render(view, options: options, resources: resources ?? TestResources.get())
    }

    // Accented is drawn the same in light and dark (the tint replaces the scheme's colours), so only light.
    @Test(arguments: [(WidgetMode.fullColor, ColorScheme.light), (.fullColor, .dark), (.accented, .light),
                      (.vibrant, .dark), (.night, .dark)])
    func emojiInTextMatchGolden(_ mode: WidgetMode, _ scheme: ColorScheme) throws {
        let pixmap = try render(EmojiStreakWidget(), mode: mode, scheme: scheme)
        expectGolden(rgba: pixmap.straightRGBA(), width: pixmap.width, height: pixmap.height, suite: "emoji",
                     name: "streak-systemSmall-\(mode)-\(scheme)")
    }

    @Test func aLargeEmojiIsSharp() throws {
        let options = WidgetRenderOptions(family: .systemMedium).ios18
        let pixmap = try WidgetRenderer().render(EmojiHeroWidget(), options: options, resources: try TestResources.get())
        expectGolden(rgba: pixmap.straightRGBA(), width: pixmap.width, height: pixmap.height, suite: "emoji",
                     name: "hero-systemMedium-fullColor-light")
    }

    @Test func emojiAreDrawnAsImagesAndLettersAsGlyphs() throws {
        let list = try ViewRenderer().rendering(Text("a🔥b").font(.body), size: Size(width: 120, height: 40),
                                                scale: 3, colorScheme: .light,
                                                environment: .ios18, resources: try TestResources.get()).displayList
        let images = list.commands.compactMap { command -> ImageCommand? in
            if case .image(let image) = command { return image }
            return nil
        }
        let glyphs = list.commands.compactMap { command -> GlyphRunCommand? in
            if case .glyphs(let run) = command { return run }
            return nil
        }
        #expect(images.count == 1)
        #expect(glyphs.map(\.placements.count) == [2])
        // At 17 pt and 3×, one strike pixel is 51/109 device pixels: 136×128 → 64×60, on whole pixels.
        let image = try #require(images.first)
        #expect(image.image.width == 64)
        #expect(image.image.height == 60)
        #expect(image.transform.a == 1 && image.transform.d == 1)
        #expect(image.transform.tx == image.transform.tx.rounded() && image.transform.ty == image.transform.ty.rounded())
    }

    @Test func accentedEmojiAreDesaturatedNotSilhouettes() throws {
        let list = try ViewRenderer().rendering(Text("🇯🇵").font(.body), size: Size(width: 60, height: 40),
                                                scale: 2, colorScheme: .light,
                                                environment: .ios18, resources: try TestResources.get()).displayList
        let image = try #require(list.commands.compactMap { command -> ImageCommand? in
            if case .image(let image) = command { return image }
            return nil
        }.first)
        #expect(image.accentedMode == .desaturated)
        #expect(image.templatePaint == nil)
    }

    /// The number of pixels of `pixmap` that are clearly orange-yellow (the flame's colours).
    func flamePixels(_ pixmap: Pixmap) -> Int {
        let rgba = pixmap.straightRGBA()
        var count = 0
        for i in stride(from: 0, to: rgba.count, by: 4) where rgba[i + 3] > 200 {
            if rgba[i] > 200, rgba[i + 1] > 90, rgba[i + 1] < 220, rgba[i + 2] < 90 { count += 1 }
        }
        return count
    }

    @Test func theForegroundStyleDoesNotColourEmoji() throws {
        let size = Size(width: 60, height: 40)
        let plain = try ViewRenderer().render(Text("🔥").font(.body), size: size, scale: 3, colorScheme: .light,
                                              environment: .ios18, resources: try TestResources.get())
        let blue = try ViewRenderer().render(Text("🔥").font(.body).foregroundStyle(.blue), size: size, scale: 3,
                                             colorScheme: .light, environment: .ios18, resources: try TestResources.get())
        #expect(flamePixels(plain) > 200)
        #expect(plain.straightRGBA() == blue.straightRGBA())
    }

    @Test func aRotatedEmojiIsStillDrawnInColour() throws {
        let view = Text("🔥").font(.title).rotationEffect(.degrees(30)).frame(width: 60, height: 60)
        let pixmap = try ViewRenderer().render(view, size: Size(width: 60, height: 60), scale: 3, colorScheme: .light,
                                               environment: .ios18, resources: try TestResources.get())
        #expect(flamePixels(pixmap) > 200)
    }

    @Test func fourThreadsAtOnceRenderTheSamePixels() async throws {
        let resources = try RenderResources.bundled()
        let expected = try render(EmojiStreakWidget(), resources: resources).straightRGBA()
        let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<4 {
                group.addTask { try render(EmojiStreakWidget(), resources: resources).straightRGBA() }
            }
            var all: [[UInt8]] = []
            for try await pixels in group { all.append(pixels) }
            return all
        }
        #expect(results.count == 4)
        #expect(results.allSatisfy { $0 == expected })
    }

    @Test func theSameWidgetRendersTheSamePixelsWithFreshResources() throws {
        let warm = try render(EmojiStreakWidget()).straightRGBA()
        let fresh = try render(EmojiStreakWidget(), resources: try RenderResources.bundled()).straightRGBA()
        #expect(warm == fresh)
    }
}
