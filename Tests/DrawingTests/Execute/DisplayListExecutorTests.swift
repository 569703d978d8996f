import Drawing
import Graphics
import Raster
import Testing

/// The executor's pixels for small lists.
struct DisplayListExecutorTests {
    func execute(_ list: DisplayList) throws -> Pixmap {
        try testExecutor().execute(list)
    }

    @Test func fillCoversExactlyItsWholePixels() throws {
        var list = DisplayList(pixelWidth: 4, pixelHeight: 4)
        list.append(.fill(Path(Rect(x: 1, y: 1, width: 2, height: 2)), .solid(Palette.red), .nonZero))
        let pixmap = try execute(list)
        #expect(pixmap.pixel(x: 1, y: 1) == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(pixmap.pixel(x: 2, y: 2) == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(pixmap.pixel(x: 0, y: 0) == .clear)
        #expect(pixmap.pixel(x: 3, y: 1) == .clear)
    }

    @Test func halfCoveredPixelGetsHalfAlpha() throws {
        var list = DisplayList(pixelWidth: 2, pixelHeight: 1)
        list.append(.fill(Path(Rect(x: 0, y: 0, width: 1.5, height: 1)), .solid(Palette.red), .nonZero))
        let pixmap = try execute(list)
        #expect(pixmap.pixel(x: 1, y: 0).a == 128)
    }

    @Test func laterCommandsPaintOver() throws {
        var list = DisplayList(pixelWidth: 1, pixelHeight: 1)
        list.append(.fill(Path(Rect(x: 0, y: 0, width: 1, height: 1)), .solid(Palette.red), .nonZero))
        list.append(.fill(Path(Rect(x: 0, y: 0, width: 1, height: 1)), .solid(Palette.blue.withAlpha(0.5)), .nonZero))
        let pixel = try execute(list).pixel(x: 0, y: 0)
        #expect(pixel == PremultipliedRGBA8(r: 127, g: 0, b: 128, a: 255))
    }

    @Test func layerCompositesOverlapsOnce() throws {
        var list = DisplayList(pixelWidth: 1, pixelHeight: 1)
        list.append(.pushLayer(opacity: 0.5, blendMode: .sourceOver))
        list.append(.fill(Path(Rect(x: 0, y: 0, width: 1, height: 1)), .solid(Palette.red), .nonZero))
        list.append(.fill(Path(Rect(x: 0, y: 0, width: 1, height: 1)), .solid(Palette.red), .nonZero))
        list.append(.popLayer)
        #expect(try execute(list).pixel(x: 0, y: 0).a == 128)
    }

    @Test func clipLimitsDrawingUntilPopped() throws {
        var list = DisplayList(pixelWidth: 4, pixelHeight: 1)
        list.append(.pushClip(Path(Rect(x: 0, y: 0, width: 2, height: 1)), .nonZero))
        list.append(.fill(Path(Rect(x: 0, y: 0, width: 3, height: 1)), .solid(Palette.red), .nonZero))
        list.append(.popClip)
        list.append(.fill(Path(Rect(x: 3, y: 0, width: 1, height: 1)), .solid(Palette.blue), .nonZero))
        let pixmap = try execute(list)
        #expect(pixmap.pixel(x: 1, y: 0).a == 255)
        #expect(pixmap.pixel(x: 2, y: 0) == .clear)
        #expect(pixmap.pixel(x: 3, y: 0).b == 255)
    }

    @Test func templateImageTakesItsPaintWhereItIsOpaque() throws {
        // A 2×1 image: opaque green, then transparent; as a template filled with blue, stretched 2×.
        let image = try #require(Pixmap(width: 2, height: 1, straightRGBA: [0, 255, 0, 255, 0, 0, 0, 0]))
        var list = DisplayList(pixelWidth: 4, pixelHeight: 2)
        list.append(.image(ImageCommand(image: image, transform: AffineTransform(scaleX: 2, y: 2),
                                        templatePaint: .solid(Palette.blue))))
        let pixmap = try execute(list)
        #expect(pixmap.pixel(x: 0, y: 0) == PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(pixmap.pixel(x: 3, y: 1) == .clear)
    }

    @Test func colourFilterChangesOnlyItsLayer() throws {
        var list = DisplayList(pixelWidth: 2, pixelHeight: 1)
        list.append(.fill(Path(Rect(x: 0, y: 0, width: 1, height: 1)), .solid(Palette.red), .nonZero))
        list.append(.pushLayer(opacity: 1, blendMode: .sourceOver))
        list.append(.fill(Path(Rect(x: 1, y: 0, width: 1, height: 1)), .solid(Palette.red), .nonZero))
        list.append(.applyFilter(.grayscale))
        list.append(.popLayer)
        let pixmap = try execute(list)
        #expect(pixmap.pixel(x: 0, y: 0) == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        let grey = pixmap.pixel(x: 1, y: 0)
        #expect(grey.r == grey.g && grey.g == grey.b && grey.r == 54)
    }

    @Test func emptyListSizeIsAnError() throws {
        #expect(throws: DrawingError.self) { try execute(DisplayList(pixelWidth: 0, pixelHeight: 3)) }
    }
}
