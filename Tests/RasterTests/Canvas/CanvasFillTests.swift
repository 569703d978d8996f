import Graphics
import Testing
@testable import Raster

@Test func opaqueFillReplacesCoveredPixels() throws {
    var canvas = try #require(makeCanvas(8, 8, background: .white))
    canvas.fill(Path(Rect(x: 2, y: 2, width: 4, height: 4)), paint: .solid(opaqueRed))
    #expect(canvas.pixmap.pixel(x: 2, y: 2) == rgba(255, 0, 0, 255))
    #expect(canvas.pixmap.pixel(x: 5, y: 5) == rgba(255, 0, 0, 255))
    #expect(canvas.pixmap.pixel(x: 6, y: 5) == rgba(255, 255, 255, 255))
    #expect(canvas.pixmap.pixel(x: 1, y: 2) == rgba(255, 255, 255, 255))
}

@Test func halfCoveredEdgePixelBlendsHalfway() throws {
    var canvas = try #require(makeCanvas(16, 4, background: .white))
    canvas.fill(Path(Rect(x: 0, y: 0, width: 10.5, height: 4)), paint: .solid(opaqueBlack))
    // Coverage 128: black scaled to alpha 128 over white leaves 255·127/255 = 127.
    #expect(canvas.pixmap.pixel(x: 10, y: 1) == rgba(127, 127, 127, 255))
}

@Test func translucentFillBlendsSourceOver() throws {
    var canvas = try #require(makeCanvas(4, 4, background: .white))
    canvas.fill(Path(Rect(x: 0, y: 0, width: 4, height: 4)), paint: .solid(RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5)))
    // Source (0, 0, 128, 128); white·127/255 = 127 → (127, 127, 255, 255).
    #expect(canvas.pixmap.pixel(x: 1, y: 1) == rgba(127, 127, 255, 255))
}

@Test func opacityScalesThePaint() throws {
    var canvas = try #require(makeCanvas(4, 4))
    canvas.fill(Path(Rect(x: 0, y: 0, width: 4, height: 4)), paint: .solid(opaqueRed), opacity: 0.25)
    #expect(canvas.pixmap.pixel(x: 0, y: 0) == rgba(64, 0, 0, 64))
}

@Test func adjacentShapesAddUpWithoutASeamInAnAdditiveLayer() throws {
    // Coverage of two shapes sharing an edge sums to exactly full, so adding them in a layer gives a
    // seamless opaque result over an opaque background.
    var canvas = try #require(makeCanvas(20, 4, background: .white))
    canvas.pushLayer(opacity: 1)
    canvas.fill(Path(Rect(x: 0, y: 0, width: 10.3, height: 4)), paint: .solid(opaqueBlack), blendMode: .plus)
    canvas.fill(Path(Rect(x: 10.3, y: 0, width: 9.7, height: 4)), paint: .solid(opaqueBlack), blendMode: .plus)
    canvas.popLayer()
    for x in 0..<20 { #expect(canvas.pixmap.pixel(x: x, y: 2) == rgba(0, 0, 0, 255)) }
}

@Test func fillMatchesDrawingItsMask() throws {
    let star = pentagram(center: Point(x: 20.3, y: 20.7), radius: 17)
    var filled = try #require(makeCanvas(40, 40, background: .white))
    filled.fill(star, paint: .solid(RGBAColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.8)))
    var masked = try #require(makeCanvas(40, 40, background: .white))
    let mask = try #require(Rasterizer.mask(for: star))
    masked.drawMask(mask, offsetX: 0, offsetY: 0, paint: .solid(RGBAColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.8)))
    #expect(filled.pixmap == masked.pixmap)
}

@Test func drawMaskHonoursTheOffset() throws {
    var canvas = try #require(makeCanvas(10, 10))
    let mask = try #require(CoverageMask(originX: 1, originY: 1, width: 2, height: 1, coverage: [255, 128]))
    canvas.drawMask(mask, offsetX: 3, offsetY: 4, paint: .solid(opaqueBlack))
    #expect(canvas.pixmap.pixel(x: 4, y: 5) == rgba(0, 0, 0, 255))
    #expect(canvas.pixmap.pixel(x: 5, y: 5) == rgba(0, 0, 0, 128))
    #expect(canvas.pixmap.pixel(x: 1, y: 1) == .clear)
}

@Test func drawMaskPartlyOffCanvasDrawsTheVisiblePart() throws {
    var canvas = try #require(makeCanvas(4, 4))
    let mask = try #require(CoverageMask(originX: -1, originY: -1, width: 3, height: 3, coverage: [UInt8](repeating: 255, count: 9)))
    canvas.drawMask(mask, offsetX: 0, offsetY: 0, paint: .solid(opaqueBlack))
    #expect(canvas.pixmap.pixel(x: 0, y: 0) == rgba(0, 0, 0, 255))
    #expect(canvas.pixmap.pixel(x: 1, y: 1) == rgba(0, 0, 0, 255))
    #expect(canvas.pixmap.pixel(x: 2, y: 2) == .clear)
}

@Test func drawPixmapCopiesPixelsAtAnOffset() throws {
    var source = try #require(Pixmap(width: 2, height: 2))
    source.fill(opaqueRed)
    var canvas = try #require(makeCanvas(5, 5))
    canvas.drawPixmap(source, x: 3, y: 3)
    #expect(canvas.pixmap.pixel(x: 4, y: 4) == rgba(255, 0, 0, 255))
    #expect(canvas.pixmap.pixel(x: 2, y: 3) == .clear)
}
