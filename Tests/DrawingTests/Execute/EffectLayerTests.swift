import Drawing
import Graphics
import Raster
import Testing

/// Blur and shadow effect layers in the executor.
struct EffectLayerTests {
    func execute(_ list: DisplayList) throws -> Pixmap {
        try testExecutor().execute(list)
    }

    func square(_ list: inout DisplayList, at x: Double, _ y: Double, size: Double = 1) {
        list.append(.fill(Path(Rect(x: x, y: y, width: size, height: size)), .solid(.black), .nonZero))
    }

    @Test func blurSpreadsAPixelSymmetrically() throws {
        var list = DisplayList(pixelWidth: 21, pixelHeight: 21)
        list.append(.pushEffectLayer(.blur(sigma: 2), opacity: 1))
        square(&list, at: 10, 10)
        list.append(.popEffectLayer)
        let pixmap = try execute(list)
        let centre = pixmap.pixel(x: 10, y: 10).a
        #expect(centre > 0 && centre < 255)
        for d in 1...4 {
            #expect(pixmap.pixel(x: 10 - d, y: 10).a == pixmap.pixel(x: 10 + d, y: 10).a)
            #expect(pixmap.pixel(x: 10, y: 10 - d).a == pixmap.pixel(x: 10, y: 10 + d).a)
            #expect(pixmap.pixel(x: 10 + d, y: 10).a <= pixmap.pixel(x: 10 + d - 1, y: 10).a)
        }
        #expect(pixmap.pixel(x: 0, y: 0) == .clear)
    }

    @Test func blurKeepsAWideAreaOpaqueInside() throws {
        var list = DisplayList(pixelWidth: 40, pixelHeight: 40)
        list.append(.pushEffectLayer(.blur(sigma: 1.5), opacity: 1))
        square(&list, at: 5, 5, size: 30)
        list.append(.popEffectLayer)
        let pixmap = try execute(list)
        #expect(pixmap.pixel(x: 20, y: 20).a == 255)
        #expect(pixmap.pixel(x: 5, y: 20).a > 64 && pixmap.pixel(x: 5, y: 20).a < 192)
    }

    @Test func shadowDrawsAnOffsetTintedCopyBehindTheContent() throws {
        var list = DisplayList(pixelWidth: 20, pixelHeight: 20)
        list.append(.pushEffectLayer(.shadow(color: Palette.red, sigma: 0, offset: Point(4, 3)), opacity: 1))
        list.append(.fill(Path(Rect(x: 2, y: 2, width: 6, height: 6)), .solid(Palette.blue), .nonZero))
        list.append(.popEffectLayer)
        let pixmap = try execute(list)
        #expect(pixmap.pixel(x: 4, y: 4) == PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255))   // content on top
        #expect(pixmap.pixel(x: 11, y: 10) == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)) // shadow beyond it
        #expect(pixmap.pixel(x: 12, y: 4) == .clear)
    }

    @Test func effectLayerRespectsTheOuterClip() throws {
        var list = DisplayList(pixelWidth: 10, pixelHeight: 1)
        list.append(.pushClip(Path(Rect(x: 0, y: 0, width: 5, height: 1)), .nonZero))
        list.append(.pushEffectLayer(.blur(sigma: 0.1), opacity: 1))
        list.append(.fill(Path(Rect(x: 0, y: 0, width: 10, height: 1)), .solid(.black), .nonZero))
        list.append(.popEffectLayer)
        list.append(.popClip)
        let pixmap = try execute(list)
        #expect(pixmap.pixel(x: 4, y: 0).a == 255)
        #expect(pixmap.pixel(x: 5, y: 0) == .clear)
    }
}
