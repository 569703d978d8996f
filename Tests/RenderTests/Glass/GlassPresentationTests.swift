import Drawing
import Graphics
import Raster
import Render
import TestSupport
import Testing
import Views
import WidgetExamples
import Widgets

/// The iOS 26 clear and tinted Home Screens (WIDGETKIT.md §1.3): content tinted white over glass over the
/// wallpaper, the container background removed; goldens of the built-in examples in Goldens/glass/.
@Suite struct GlassPresentationTests {
    struct Label: View {
        var body: some View {
            VStack {
                Text("Hydrate").font(.headline).foregroundStyle(.orange)
                Text("6 of 8").widgetAccentable()
            }
            .containerBackground(Color.yellow, for: .widget)
        }
    }

    func render<V: View>(_ view: V, _ options: WidgetRenderOptions) throws -> Pixmap {
        try WidgetRenderer().render(view, options: options, resources: try TestResources.get())
    }

    @Test func clearIsWhiteContentOverGlassWithTheBackgroundRemoved() throws {
        let pixmap = try render(Label(), WidgetRenderOptions(family: .systemSmall, mode: .clear))
        #expect(pixmap.width == 524)
        // Corners outside the container shape are transparent; inside, the glass is opaque.
        #expect(pixmap.pixel(x: 0, y: 0).a == 0)
        let inside = pixmap.pixel(x: 40, y: 262)
        #expect(inside.a == 255)
        // Not the declared yellow: the background is replaced (yellow has blue ≈ 0).
        #expect(inside.b > 150, "\(inside)")
        // Every opaque pixel is neutral-to-bluish wallpaper or white content: no orange survives.
        var sawWhite = false
        for y in stride(from: 0, to: pixmap.height, by: 2) {
            for x in stride(from: 0, to: pixmap.width, by: 2) {
                let p = pixmap.pixel(x: x, y: y)
                guard p.a == 255 else { continue }
                #expect(Int(p.r) - Int(p.b) < 60, "orange at \(x),\(y): \(p)")
                if p.r == 255 && p.g == 255 && p.b == 255 { sawWhite = true }
            }
        }
        #expect(sawWhite)
    }

    @Test func tintedGlassTakesThePersonsTint() throws {
        var options = WidgetRenderOptions(family: .systemSmall, mode: .tinted)
        options.tint = RGBAColor(r255: 255, 0, 0)
        let red = try render(Label(), options).pixel(x: 40, y: 262)
        let clear = try render(Label(), WidgetRenderOptions(family: .systemSmall, mode: .clear)).pixel(x: 40, y: 262)
        #expect(Int(red.r) - Int(red.b) > 40, "\(red)")
        #expect(Int(red.r) - Int(red.b) > Int(clear.r) - Int(clear.b) + 40)
    }

    @Test func theRimIsLighterThanTheGlassBesideIt() throws {
        let pixmap = try render(Label(), WidgetRenderOptions(family: .systemSmall, mode: .clear, colorScheme: .dark))
        let rim = pixmap.pixel(x: 262, y: 1), glass = pixmap.pixel(x: 262, y: 12)
        #expect(Int(rim.g) > Int(glass.g) + 20, "rim \(rim) glass \(glass)")
    }

    /// Naming the profile a mode implies changes nothing: the default for full colour, iOS 18 for accented.
    @Test func rendersAreTheSameWithTheImpliedProfileNamed() throws {
        for (mode, os) in [(WidgetMode.fullColor, OSProfile.standard), (.accented, .ios18)] {
            var named = WidgetRenderOptions(family: .systemSmall, mode: mode)
            named.os = os
            #expect(try render(Label(), named) == render(Label(), WidgetRenderOptions(family: .systemSmall, mode: mode)))
        }
    }

    @Test func iOS26FullColorUsesTheIOS26PaletteAndSize() throws {
        var options = WidgetRenderOptions(family: .systemSmall)
        options.os = .ios26
        let pixmap = try render(Color.blue, options)
        #expect(pixmap.width == 524)
        #expect(pixmap.pixel(x: 262, y: 262) == PremultipliedRGBA8(r: 0, g: 136, b: 255, a: 255))
    }

    @Test func aGlassModeWithIOS18IsRefused() {
        var options = WidgetRenderOptions(family: .systemSmall, mode: .clear)
        options.os = .ios18
        #expect(throws: WidgetError.modeNotInProfile(.clear, .ios18)) { try options.validate() }
        #expect(throws: RenderError.self) { try render(Label(), options) }
    }

    @Test func theBlurKeepsAUniformBackdropUniformToTheEdges() throws {
        var backdrop = try #require(Pixmap(width: 60, height: 40))
        for y in 0..<40 { for x in 0..<60 { backdrop.setPixel(x: x, y: y, PremultipliedRGBA8(r: 90, g: 120, b: 200, a: 255)) } }
        let content = try #require(Pixmap(width: 60, height: 40))
        let glass = GlassBackground(backdrop: backdrop, blurSigma: 12, dim: 0, color: .clear, rimOuter: nil,
                                    rimInner: nil, rimTop: 0, rimBottom: 0)
        let out = GlassPass.apply(to: content, glass: glass, masks: ShapeMaskCache())
        for (x, y) in [(0, 0), (59, 39), (30, 20), (0, 39)] {
            #expect(out.pixel(x: x, y: y) == PremultipliedRGBA8(r: 90, g: 120, b: 200, a: 255), "\(x),\(y)")
        }
    }

    @Test func theBlurSoftensAnEdgeInTheBackdrop() throws {
        var backdrop = try #require(Pixmap(width: 60, height: 10))
        for y in 0..<10 {
            for x in 0..<60 {
                let v: UInt8 = x < 30 ? 0 : 255
                backdrop.setPixel(x: x, y: y, PremultipliedRGBA8(r: v, g: v, b: v, a: 255))
            }
        }
        let glass = GlassBackground(backdrop: backdrop, blurSigma: 4, dim: 0, color: .clear, rimOuter: nil,
                                    rimInner: nil, rimTop: 0, rimBottom: 0)
        let out = GlassPass.apply(to: try #require(Pixmap(width: 60, height: 10)), glass: glass, masks: ShapeMaskCache())
        let left = out.pixel(x: 28, y: 5).r, right = out.pixel(x: 31, y: 5).r
        #expect(left > 40 && left < 128 && right > 128 && right < 215, "\(left) \(right)")
        #expect(out.pixel(x: 0, y: 5).r == 0 && out.pixel(x: 59, y: 5).r == 255)
    }

    @Test func whiteOnClearGlassOverALightWallpaperIsANoteNotAFinding() throws {
        struct Plain: View {
            var body: some View { Text("Steps 8 214").font(.footnote).containerBackground(Color.black, for: .widget) }
        }
        let report = try LegibilityCheck().check(Plain(), families: [.systemSmall], modes: [.clear],
                                                 schemes: [.light], resources: try TestResources.get())
        // Opaque white is all iOS lets the widget show here: the glass over the light wallpaper is the system's.
        #expect(report.passes, "\(report)")
        let note = try #require(report.notes.first)
        #expect(note.hasPrefix("systemSmall clear light homeScreen: note: opaque white reaches only 1."), "\(note)")
        #expect(note.contains("(4.50:1 needed)"), "\(note)")
        // The dark wallpaper's glass lets white reach the thresholds: no note, nothing found.
        let dark = try LegibilityCheck().check(Plain(), families: [.systemSmall], modes: [.clear, .tinted],
                                               schemes: [.dark], resources: try TestResources.get())
        #expect(dark.passes && dark.notes.isEmpty, "\(dark)")
    }

    @Test func whatTheWidgetPutsOnTheGlassStillCollapses() throws {
        // A white card under white text: the widget's doing, whatever the glass.
        struct Card: View {
            var body: some View {
                Text("Hydrate").font(.headline).foregroundStyle(Color.black).padding(8).background(Color.white)
                    .containerBackground(Color.blue, for: .widget)
            }
        }
        let report = try LegibilityCheck().check(Card(), families: [.systemSmall], modes: [.clear, .tinted],
                                                 schemes: [.light, .dark], resources: try TestResources.get())
        for mode in [WidgetMode.clear, .tinted] {
            for scheme in [ColorScheme.light, .dark] {
                #expect(report.findings.contains { $0.mode == mode && $0.scheme == scheme && $0.kind == .collapsed },
                        "\(mode) \(scheme): \(report)")
            }
        }
        // Secondary text at a low opacity is low contrast against what white reaches on the glass, not collapsed.
        struct Faint: View {
            var body: some View {
                Text("8 214 steps").font(.footnote).opacity(0.35).containerBackground(Color.black, for: .widget)
            }
        }
        let faint = try LegibilityCheck().check(Faint(), families: [.systemSmall], modes: [.clear], schemes: [.light],
                                                resources: try TestResources.get())
        let finding = try #require(faint.findings.first, "\(faint)")
        #expect(finding.kind == .lowContrast && finding.description.contains("white on this glass"), "\(finding)")
    }

    @Test func theIOS26CheckCoversClearAndTinted() throws {
        var base = WidgetRenderOptions(family: .systemSmall)
        base.os = .ios26
        let count = LegibilityCheck.renderCount(families: [.systemSmall], base: base)
        // fullColor light + dark (the references), clear and tinted in both schemes, the Mac desktop's vibrant,
        // StandBy night and reduced luminance once each (dark whatever the scheme); no iOS 18 accented.
        #expect(count == 9)
        #expect(LegibilityCheck.renderCount(families: [.systemSmall], base: WidgetRenderOptions(family: .systemSmall).ios18) == 7)
    }

    static let goldenCases: [(example: String, mode: WidgetMode, scheme: ColorScheme)] =
        BuiltInExample.all.flatMap { example in
            [WidgetMode.clear, .tinted].flatMap { mode in
                [ColorScheme.light, .dark].map { (example.name, mode, $0) }
            }
        }

    @Test(arguments: 0..<goldenCases.count)
    func builtInExampleGoldens(_ index: Int) throws {
        let (name, mode, scheme) = Self.goldenCases[index]
        let example = try #require(BuiltInExample.named(name))
        let options = WidgetRenderOptions(family: .systemSmall, mode: mode, colorScheme: scheme)
        let pixmap = try render(example.makeView(), options)
        expectGolden(rgba: pixmap.straightRGBA(), width: pixmap.width, height: pixmap.height, suite: "glass",
                     name: "\(name)-\(options.fileStem)")
    }

    @Test func mediumExampleGoldens() throws {
        for (name, mode) in [("weather", WidgetMode.clear), ("habit", .tinted)] {
            let example = try #require(BuiltInExample.named(name))
            let options = WidgetRenderOptions(family: .systemMedium, mode: mode)
            let pixmap = try render(example.makeView(), options)
            expectGolden(rgba: pixmap.straightRGBA(), width: pixmap.width, height: pixmap.height, suite: "glass",
                         name: "\(name)-\(options.fileStem)")
        }
    }
}
