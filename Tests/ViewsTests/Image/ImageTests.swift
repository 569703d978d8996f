import Graphics
import Layout
import Testing
@testable import Views

@Suite struct ImageTests {
    @Test func imageKeepsItsNaturalSizeInPoints() throws {
        var services = BoxServices()
        services.images["logo"] = ImageInfo(pixelWidth: 90, pixelHeight: 60, scale: 3)
        let (_, layout) = try resolveAndLayout(Image("logo").frame(width: 100, height: 100), services: services)
        #expect(layout.nodes.last?.frame.size == Size(width: 30, height: 20))
    }

    @Test func resizableImageScaledToFitKeepsItsRatio() throws {
        let (_, layout) = try resolveAndLayout(Image(path: "photo").resizable().scaledToFit(),
                                               in: Size(width: 90, height: 90))
        #expect(layout.nodes.last?.frame == Rect(x: 0, y: 15, width: 90, height: 60))
    }

    @Test func resizableImageScaledToFillCoversTheProposal() throws {
        let (_, layout) = try resolveAndLayout(Image(path: "photo").resizable().scaledToFill(),
                                               in: Size(width: 90, height: 90))
        #expect(layout.nodes.last?.frame.size == Size(width: 135, height: 90))
    }

    @Test func missingImageWarnsAndTakesNoSpace() throws {
        let (resolved, layout) = try resolveAndLayout(Image("missing"))
        #expect(resolved.warnings.map(\.kind) == [.imageUnavailable])
        #expect(layout.nodes[0].frame.size == .zero)
    }

    @Test func bitmapImagesDrawTheirOwnColours() throws {
        let resolved = try ViewResolver().resolve(Image(pngData: [1, 2, 3]), environment: .ios18, services: BoxServices())
        guard case .image(let image) = resolved.content(tag: resolved.root.tag) else {
            Issue.record("no image")
            return
        }
        #expect(image.renderingMode == .original)
        #expect(image.templatePaint == nil)
        #expect(image.source == .pngData([1, 2, 3]))
    }

    @Test func symbolImagesAreTemplatesInTheForegroundStyle() throws {
        let resolved = try ViewResolver().resolve(Image(systemName: "flame.fill").foregroundStyle(.orange),
                                                  environment: .ios18, services: BoxServices())
        guard case .image(let image) = resolved.content(tag: resolved.root.tag) else {
            Issue.record("no image")
            return
        }
        #expect(image.renderingMode == .template)
        #expect(image.templatePaint == solid(255, 149, 0))
    }

    @Test func renderingModeTemplateTintsABitmap() throws {
        let resolved = try ViewResolver().resolve(Image("logo").renderingMode(.template), environment: .ios18, services: BoxServices())
        guard case .image(let image) = resolved.content(tag: resolved.root.tag) else {
            Issue.record("no image")
            return
        }
        #expect(image.templatePaint == solid(0, 0, 0))
    }
}
