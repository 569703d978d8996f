import Graphics
import Raster
import Render
import Testing

/// The render budget: canvas, path elements, estimated work and offscreen memory are checked before the
/// time or memory is spent (issue 8, docs/limits.md).
struct RenderBudgetTests {
    func execute(_ list: DisplayList, budget: RenderBudget = .default) throws(RenderError) -> Pixmap {
        let resources: RenderResources
        do { resources = try TestResources.get() } catch { throw .invalidGeometry("no resources: \(error)") }
        return try DisplayListExecutor(resources: resources, budget: budget).execute(list)
    }

    func message(_ error: RenderError) -> String {
        if case .overBudget(let message) = error { return message }
        return "not over budget: \(error)"
    }

    @Test func canvasAboveTheLimitIsRefusedNamingItsSize() {
        let list = DisplayList(pixelWidth: 4096, pixelHeight: 1025)
        #expect(throws: RenderError.self) { try execute(list) }
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

    @Test func aLargerBudgetAcceptsWhatTheDefaultRefuses() {
        var list = DisplayList(pixelWidth: 1000, pixelHeight: 1000)
        for _ in 0..<30 { list.append(.pushLayer(opacity: 1, blendMode: .sourceOver)) }
        for _ in 0..<30 { list.append(.popLayer) }
        var budget = RenderBudget.default
        budget.maximumOffscreenBytes = 128 << 20
        #expect(throws: Never.self) { try execute(list, budget: budget) }
    }
}
