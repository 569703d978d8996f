import Drawing
import Graphics
import Raster
import Render
import Testing
import TestSupport
import Views
import Widgets

/// A widget's scene is made in one pass: the canvas once (by the caller, or by the scene from the options),
/// the mode pass once, when the body has resolved and the background treatment is known, and each default
/// of the options read from the one constant that names it.
@Suite struct WidgetSceneOnceTests {
    /// A widget with a container background and an accent.
    struct Card: View {
        var body: some View {
            VStack(spacing: 4) {
                Image(systemName: "star.fill").font(.title).widgetAccentable()
                Text("Once").font(.headline)
            }
            .containerBackground(Color.blue, for: .widget)
        }
    }

    @Test(arguments: [WidgetFamily.systemSmall, .accessoryCircular], WidgetMode.allCases)
    func aCanvasMadeByTheCallerDrawsTheSamePixels(_ family: WidgetFamily, _ mode: WidgetMode) throws {
        let resources = try TestResources.get()
        var options = WidgetRenderOptions(family: family, mode: mode, colorScheme: .dark,
                                          tint: RGBAColor(r255: 0xFF, 0x95, 0x00)).ios18
        options.dynamicTypeSize = .xLarge
        let canvas = try options.canvas()
        let fromOptions = try WidgetRenderer().rendering(Card(), options: options, resources: resources)
        let onCanvas = try WidgetRenderer().rendering(Card(), on: canvas, options: options, resources: resources)
        #expect(onCanvas.canvas == canvas)
        #expect(onCanvas.backgroundTreatment == fromOptions.backgroundTreatment)
        #expect(onCanvas.pixmap == fromOptions.pixmap, "\(family) \(mode)")
    }

    @Test func theModePassIsMadeWhenTheBodyHasResolved() throws {
        let options = WidgetRenderOptions(family: .systemSmall, mode: .accented).ios18
        let scene = try RenderScene(widget: Card(), options: options)
        #expect(scene.modePass.accent == nil && scene.modePass.containerShape == nil && scene.modePass.pixelSteps.isEmpty,
                "before the body resolves there is no mode pass to run")
        let settled = try RenderPipeline(resources: try TestResources.get()).resolve(scene).scene
        #expect(settled.widget?.backgroundTreatment == .replacedByAccentedBackground)
        let accent = try #require(settled.modePass.accent)
        #expect(accent.accentColor == WidgetRenderOptions.defaultAccentedTint)
        #expect(accent.background == ModeChoices.accentedBackground(tint: WidgetRenderOptions.defaultAccentedTint))
        #expect(settled.modePass.containerShape != nil)
    }

    @Test func theCanvasDecidesTheModeOfTheModePass() throws {
        let canvas = try WidgetCanvas(family: .accessoryCircular, mode: .vibrant)
        var options = WidgetRenderOptions(family: .accessoryCircular, mode: .fullColor).ios18
        options.tint = RGBAColor(r255: 0x34, 0xC7, 0x59)
        options.vibrantBackdrop = nil
        let pass = ModePass(canvas: canvas, options: options, backgroundTreatment: canvas.backgroundTreatment())
        #expect(pass.accent == nil)
        guard pass.pixelSteps.count == 1, case let .vibrant(tint, backdrop) = pass.pixelSteps[0] else {
            Issue.record("expected one vibrant step, got \(pass.pixelSteps)")
            return
        }
        #expect(tint == RGBAColor(r255: 0x34, 0xC7, 0x59))
        #expect(backdrop == nil)
    }

    @Test func eachDefaultOfTheOptionsHasOneName() {
        let options = WidgetRenderOptions(family: .systemSmall).ios18
        #expect(options.mode == WidgetRenderOptions.defaultMode)
        #expect(options.colorScheme == WidgetRenderOptions.defaultColorScheme)
        #expect(options.vibrantBackdrop == WidgetRenderOptions.defaultVibrantBackdrop)
        #expect(options.accentedTint == WidgetRenderOptions.defaultAccentedTint)
        #expect(options.vibrantTint == WidgetRenderOptions.defaultVibrantTint)
        #expect(options.resolvedDate == WidgetRenderOptions.defaultDate)
        var tinted = options
        tinted.tint = RGBAColor(r255: 0xFF, 0x2D, 0x55)
        #expect(tinted.accentedTint == RGBAColor(r255: 0xFF, 0x2D, 0x55))
        #expect(tinted.vibrantTint == RGBAColor(r255: 0xFF, 0x2D, 0x55))
        #expect(WidgetRenderOptions.defaultAccentedTint != WidgetRenderOptions.defaultVibrantTint)
    }
}
