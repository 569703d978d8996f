@testable import Drawing
import Graphics
import Raster
@testable import Render
import Testing
@testable import Typography
import Views

/// The render budget: canvas, path elements, estimated work and offscreen memory are checked before the
/// time or memory is spent (docs/limits.md).
struct RenderBudgetTests {
    func execute(_ list: DisplayList, budget: RenderBudget = .default) throws -> Pixmap {
        try DisplayListExecutor(resources: try TestResources.get(), budget: budget).execute(list)
    }

    /// The budget message of a render error (any stage), a reason, or the backend's error.
    func message(_ error: any Error) -> String {
        switch error {
        case let error as RenderError: return message(error.reason)
        case let reason as RenderError.Reason: if case .overBudget(let message) = reason { return message }
        case let error as DrawingError: if case .overBudget(let message) = error { return message }
        default: break
        }
        return "not over budget: \(error)"
    }

    @Test func canvasAboveTheLimitIsRefusedNamingItsSize() {
        let list = DisplayList(pixelWidth: 4096, pixelHeight: 1025)
        #expect(throws: DrawingError.self) { try execute(list) }
        do { _ = try execute(list) } catch {
            #expect(message(error).hasPrefix("the canvas is 4096×1025 pixels (4.1 million); the limit is 4.1 million"))
        }
    }

    @Test func canvasAtTheLimitIsAccepted() throws {
        #expect(throws: Never.self) { try execute(DisplayList(pixelWidth: 4096, pixelHeight: 1024)) }
    }

    @Test func fullCanvasFillCostsItsPixelsAndPathElements() {
        var list = DisplayList(pixelWidth: 100, pixelHeight: 100)
        list.append(.fill(Path(Rect(x: 0, y: 0, width: 100, height: 100)), .solid(.black), .nonZero))
        let cost = DisplayListCost(list)
        #expect(cost.pathElements == 5)
        #expect(cost.work == 5 * 40 + 101 * 101)
        #expect(cost.peakOffscreenBytes == 0)
    }

    @Test func fillsOutsideTheCanvasCostNoPixels() {
        var list = DisplayList(pixelWidth: 100, pixelHeight: 100)
        list.append(.fill(Path(Rect(x: 500, y: 500, width: 1e6, height: 1e6)), .solid(.black), .nonZero))
        #expect(DisplayListCost(list).work == 5 * 40)
    }

    @Test func nestedLayersCountAtOnceAndSiblingsDoNot() {
        var nested = DisplayList(pixelWidth: 100, pixelHeight: 100)
        var siblings = nested
        for _ in 0..<3 { nested.append(.pushLayer(opacity: 1, blendMode: .sourceOver)) }
        for _ in 0..<3 { nested.append(.popLayer) }
        for _ in 0..<3 {
            siblings.append(.pushLayer(opacity: 1, blendMode: .sourceOver))
            siblings.append(.popLayer)
        }
        #expect(DisplayListCost(nested).peakOffscreenBytes == 3 * 100 * 100 * 4)
        #expect(DisplayListCost(siblings).peakOffscreenBytes == 100 * 100 * 4)
        #expect(DisplayListCost(nested).work == DisplayListCost(siblings).work)
    }

    @Test func tooMuchWorkIsRefusedBeforeDrawing() {
        var list = DisplayList(pixelWidth: 1000, pixelHeight: 1000)
        for _ in 0..<4 { list.append(.pushEffectLayer(.blur(sigma: 2), opacity: 1)) }
        for _ in 0..<4 { list.append(.popEffectLayer) }
        do {
            _ = try execute(list)
            Issue.record("four full-canvas blurs of a million pixels were drawn")
        } catch {
            #expect(message(error).hasPrefix("drawing needs an estimated 480.0 million operations; the limit is 400.0 million"))
        }
    }

    @Test func tooMuchOffscreenMemoryIsRefused() {
        var list = DisplayList(pixelWidth: 1000, pixelHeight: 1000)
        for _ in 0..<30 { list.append(.pushLayer(opacity: 1, blendMode: .sourceOver)) }
        for _ in 0..<30 { list.append(.popLayer) }
        do {
            _ = try execute(list)
            Issue.record("30 nested full-canvas layers were drawn")
        } catch {
            #expect(message(error) == "nested layers, clips and effects need 114 MiB of offscreen pixels at once; the limit is 96 MiB")
        }
    }

    /// Each distinct glyph mask costs its em square once (it is rasterized whole, not clipped); every
    /// placement costs its drawn pixels. Glyphs too large for a mask are filled clipped to the canvas.
    @Test func distinctGlyphMasksCostTheirEmSquareOnce() {
        func placement(_ glyph: UInt32, pixelSize: Int) -> GlyphPlacement {
            GlyphPlacement(key: GlyphMaskKey(face: FaceID(rawValue: 0), pixelSize64: pixelSize * 64, glyph: glyph,
                                             subpixelX: 0, syntheticOblique: false), x: 0, y: 0, styleIndex: 0)
        }
        var list = DisplayList(pixelWidth: 1000, pixelHeight: 1000)
        list.append(.glyphs(GlyphRunCommand(placements: [placement(1, pixelSize: 100), placement(1, pixelSize: 100),
                                                         placement(2, pixelSize: 100)], paint: .solid(.black))))
        #expect(DisplayListCost(list).work == 3 * (150 + 100 * 100) + 2 * 100 * 100)
        var huge = DisplayList(pixelWidth: 1000, pixelHeight: 1000)
        huge.append(.glyphs(GlyphRunCommand(placements: [placement(1, pixelSize: 5000)], paint: .solid(.black))))
        #expect(DisplayListCost(huge).work == 150 + 1000 * 1000)
    }

    /// A dash pattern the stroker would ignore (drawing the stroke solid) is an error naming the limit.
    @Test func dashPatternCuttingTooManyDashesIsRefused() throws {
        let view = Circle().stroke(style: StrokeStyle(lineWidth: 1, dash: [0.001, 0.001]))
        do {
            _ = try ViewRenderer().render(view, size: Size(width: 170, height: 170), scale: 3, colorScheme: .light,
                                          environment: .ios18, resources: try TestResources.get())
            Issue.record("a stroke of 300 000 dashes was drawn")
        } catch let error as RenderError {
            #expect(message(error) == "a dash pattern would cut a stroke into more than 100000 dashes; "
                    + "use longer dashes and gaps or a shorter stroke")
        }
        let fine = Circle().stroke(style: StrokeStyle(lineWidth: 1, dash: [0.01, 0.01]))
        #expect(throws: Never.self) {
            try ViewRenderer().render(fine, size: Size(width: 170, height: 170), scale: 3, colorScheme: .light,
                                      environment: .ios18, resources: try TestResources.get())
        }
    }

    /// All the text of a widget is counted before layout, which shapes and breaks every character.
    @Test func textOverTheLimitIsRefusedBeforeLayout() throws {
        let long = String(repeating: "lorem ipsum ", count: 1700)  // 20 400 characters
        let view = VStack { Text(long); Text(long); Text(long); Text(long); Text(long) }
        do {
            _ = try ViewRenderer().render(view, size: Size(width: 170, height: 170), scale: 3, colorScheme: .light,
                                          environment: .ios18, resources: try TestResources.get())
            Issue.record("102 000 characters of text were laid out")
        } catch let error as RenderError {
            #expect(message(error) == "the texts have 102000 characters in all; the limit is 100000 (shorter or fewer texts)")
        }
    }

    /// Text that may shrink is shaped again at each scale layout tries, so it counts ten times.
    @Test func shrinkingTextCountsTenTimes() throws {
        let text = String(repeating: "lorem ipsum ", count: 900)  // 10 800 characters
        let resources = try TestResources.get()
        let services = RenderServices(resources: resources, displayScale: 3)
        let plain = try ViewResolver().resolve(Text(text), environment: EnvironmentValues.ios18, services: services)
        let shrinking = try ViewResolver().resolve(Text(text).minimumScaleFactor(0.5), environment: EnvironmentValues.ios18,
                                                   services: services)
        #expect(throws: Never.self) { try RenderBudget.default.checkText(of: plain) }
        do {
            try RenderBudget.default.checkText(of: shrinking)
            Issue.record("10 800 characters that may shrink were accepted")
        } catch {
            #expect(message(error) == "the texts count 108000 characters in all (text that may shrink counts 10 times); "
                    + "the limit is 100000 (shorter or fewer texts)")
        }
    }

    /// Each distinct image costs its decoding once (by source), besides the pixels every draw touches.
    @Test func distinctImagesCostTheirDecodingOnce() throws {
        let image = try #require(Pixmap(width: 10, height: 10))
        var list = DisplayList(pixelWidth: 1000, pixelHeight: 1000)
        for source in ["a.png", "a.png", "b.png"] {
            list.append(.image(ImageCommand(image: image, transform: AffineTransform(translationX: 500, y: 500),
                                            sourceDescription: source)))
        }
        #expect(DisplayListCost(list).work == 2 * 100 * 20 + 3 * 11 * 11 * 9)
    }

    /// A render's distinct images are counted as they are decoded: past the limit no further image is
    /// decoded, and the renderer refuses the widget (checked after resolving, before layout).
    @Test func imageBudgetCountsDistinctSourcesAndStopsDecodingPastItsLimit() {
        let budget = ImageBudget(maximumPixels: 100)
        budget.record(.file(path: "a.png"), pixelCount: 60)
        budget.record(.file(path: "a.png"), pixelCount: 60)
        #expect(budget.pixels == 60)
        #expect(throws: Never.self) { try budget.check() }
        budget.record(.file(path: "b.png"), pixelCount: 60)
        #expect(throws: Never.self) { try budget.admit(.file(path: "a.png")) }
        do {
            try budget.admit(.file(path: "c.png"))
            Issue.record("a third image was admitted past the limit")
        } catch {
            #expect(message(error) == "the images need more than 0.0 million decoded pixels; the limit is 0.0 million "
                    + "(fewer or smaller images)")
        }
        #expect(throws: RenderError.Reason.self) { try budget.check() }
    }

    @Test func aLargerBudgetAcceptsWhatTheDefaultRefuses() {
        var list = DisplayList(pixelWidth: 1000, pixelHeight: 1000)
        for _ in 0..<30 { list.append(.pushLayer(opacity: 1, blendMode: .sourceOver)) }
        for _ in 0..<30 { list.append(.popLayer) }
        var budget = RenderBudget.default
        budget.maximumOffscreenBytes = 128 << 20
        #expect(throws: Never.self) { try execute(list, budget: budget) }
    }
}
