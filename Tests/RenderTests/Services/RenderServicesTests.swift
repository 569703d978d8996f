import Graphics
import Layout
import PNGCodec
import Raster
import Render
import Testing
import Views

/// Text measured by Typography and images decoded by PNGCodec, as the resolver sees them.
struct RenderServicesTests {
    @Test func textLeafSizeIsTheTextLayoutSize() throws {
        let resources = try TestResources.get()
        let services = RenderServices(resources: resources, displayScale: 3)
        let text = ResolvedText(runs: [TextRun("Hello, widgets", font: .headline)], styles: [ResolvedTextStyle(paint: .clear)])
        let leaf = services.textLeaf(for: text)
        let layout = try resources.textEngine.layout("Hello, widgets", font: .headline, proposedWidth: nil, displayScale: 3)
        #expect(leaf.sizeThatFits(.unspecified) == layout.size)
        #expect(leaf.firstBaseline(in: layout.size) == layout.firstBaseline)
    }

    @Test func textLeafWrapsAtAProposedWidth() throws {
        let services = RenderServices(resources: try TestResources.get(), displayScale: 3)
        let text = ResolvedText(runs: [TextRun("one two three four five six", font: .body)],
                                styles: [ResolvedTextStyle(paint: .clear)])
        let leaf = services.textLeaf(for: text)
        let ideal = leaf.sizeThatFits(.unspecified)
        let wrapped = leaf.sizeThatFits(ProposedSize(width: ideal.width / 2, height: nil))
        #expect(wrapped.width <= ideal.width / 2)
        #expect(wrapped.height > ideal.height)
    }

    @Test func textLeafTakesTextSpacingFromItsFont() throws {
        let services = RenderServices(resources: try TestResources.get(), displayScale: 3)
        let text = ResolvedText(runs: [TextRun("x", font: .body)], styles: [ResolvedTextStyle(paint: .clear)])
        guard case .text(let metrics) = services.textLeaf(for: text).spacing else {
            Issue.record("a text leaf should have text spacing"); return
        }
        #expect(metrics.ascent > metrics.descent && metrics.descent > 0)
    }

    @Test func pngBytesDecodeToTheirSize() throws {
        let png = try PNGEncoder.encode(width: 3, height: 2, rgba: [UInt8](repeating: 255, count: 24))
        let info = try RenderServices(resources: try TestResources.get(), displayScale: 3).imageInfo(for: .pngData(png))
        #expect(info.pixelWidth == 3 && info.pixelHeight == 2 && info.scale == 1)
    }

    @Test func undecodableImageIsAnErrorNotACrash() throws {
        let services = RenderServices(resources: try TestResources.get(), displayScale: 3)
        #expect(throws: RenderError.self) { try services.imageInfo(for: .pngData([1, 2, 3])) }
        #expect(throws: RenderError.self) { try services.imageInfo(for: .file(path: "/nonexistent/x.png")) }
    }

    @Test func undecodableImageBecomesAWarningAndDrawsNothing() throws {
        let output = try ViewRenderer().rendering(Image(pngData: [0, 1, 2]), size: Size(width: 10, height: 10),
                                                  scale: 1, colorScheme: .light, environment: .ios18, resources: try TestResources.get())
        #expect(output.warnings.map(\.kind) == [.imageUnavailable])
        #expect(output.displayList.items.isEmpty)
    }

    @Test func imageIsStretchedOverItsFrame() throws {
        // A 2×1 PNG (red, blue) made resizable into a 4×2 pt frame at @1x.
        let png = try PNGEncoder.encode(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255])
        let view = Image(pngData: png).resizable().frame(width: 4, height: 2)
        let pixmap = try ViewRenderer().render(view, size: Size(width: 4, height: 2), scale: 1, colorScheme: .light,
                                               environment: .ios18, resources: try TestResources.get())
        #expect(pixmap.pixel(x: 0, y: 0) == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(pixmap.pixel(x: 3, y: 1) == PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func imageStoreOverItsByteLimitStillDecodes() throws {
        let store = ImageStore(byteLimit: 8)
        let a = try PNGEncoder.encode(width: 2, height: 2, rgba: [UInt8](repeating: 200, count: 16))
        let b = try PNGEncoder.encode(width: 3, height: 1, rgba: [UInt8](repeating: 100, count: 12))
        #expect(try store.image(for: .pngData(a)).pixmap.width == 2)
        #expect(try store.image(for: .pngData(b)).pixmap.width == 3)
        #expect(try store.image(for: .pngData(a)).pixmap.height == 2)
    }
}
