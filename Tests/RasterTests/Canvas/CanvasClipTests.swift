import Graphics
import Testing
@testable import Raster

@Test func clipKeepsInsideDropsOutsideAndBlendsTheEdge() throws {
    var canvas = try #require(makeCanvas(20, 4, background: .white))
    canvas.pushClip(Path(Rect(x: 0, y: 0, width: 10.5, height: 4)))
    canvas.fill(Path(Rect(x: 0, y: 0, width: 20, height: 4)), paint: .solid(opaqueBlack))
    #expect(canvas.pixmap.pixel(x: 5, y: 1) == rgba(0, 0, 0, 255))
    #expect(canvas.pixmap.pixel(x: 10, y: 1) == rgba(127, 127, 127, 255))
    #expect(canvas.pixmap.pixel(x: 11, y: 1) == rgba(255, 255, 255, 255))
}

@Test func nestedClipsIntersect() throws {
    var canvas = try #require(makeCanvas(20, 20))
    canvas.pushClip(Path(Rect(x: 0, y: 0, width: 12, height: 12)))
    canvas.pushClip(Path(Rect(x: 8, y: 8, width: 12, height: 12)))
    canvas.fill(Path(Rect(x: 0, y: 0, width: 20, height: 20)), paint: .solid(opaqueBlack))
    #expect(canvas.pixmap.pixel(x: 10, y: 10) == rgba(0, 0, 0, 255))
    #expect(canvas.pixmap.pixel(x: 5, y: 5) == .clear)
    #expect(canvas.pixmap.pixel(x: 15, y: 15) == .clear)
}

@Test func nestedAntiAliasedClipsMultiplyTheirCoverage() throws {
    var canvas = try #require(makeCanvas(20, 4))
    canvas.pushClip(Path(Rect(x: 0, y: 0, width: 10.5, height: 4)))
    canvas.pushClip(Path(Rect(x: 10.5, y: 0, width: 10, height: 4)).offsetBy(dx: -10, dy: 0))  // 0.5…10.5
    canvas.fill(Path(Rect(x: 0, y: 0, width: 20, height: 4)), paint: .solid(opaqueBlack))
    #expect(canvas.pixmap.pixel(x: 10, y: 0).a == 64)  // 128·128/255 = 64.25
    #expect(canvas.pixmap.pixel(x: 5, y: 0).a == 255)
}

@Test func popClipRestoresTheEnclosingClip() throws {
    var canvas = try #require(makeCanvas(10, 10))
    canvas.pushClip(Path(Rect(x: 0, y: 0, width: 5, height: 5)))
    canvas.popClip()
    canvas.fill(Path(Rect(x: 0, y: 0, width: 10, height: 10)), paint: .solid(opaqueBlack))
    #expect(canvas.pixmap.pixel(x: 8, y: 8) == rgba(0, 0, 0, 255))
    #expect(canvas.stackDepth == 0)
}

@Test func emptyClipDrawsNothing() throws {
    var canvas = try #require(makeCanvas(10, 10))
    canvas.pushClip(Path())
    canvas.fill(Path(Rect(x: 0, y: 0, width: 10, height: 10)), paint: .solid(opaqueBlack))
    #expect(canvas.pixmap.pixel(x: 5, y: 5) == .clear)
}

@Test func pixelRectClipHasHardEdges() throws {
    var canvas = try #require(makeCanvas(10, 10))
    canvas.pushClip(pixelRect: 2, 3, width: 4, height: 5)
    canvas.fill(Path(Rect(x: 0, y: 0, width: 10, height: 10)), paint: .solid(opaqueBlack))
    #expect(canvas.pixmap.pixel(x: 2, y: 3) == rgba(0, 0, 0, 255))
    #expect(canvas.pixmap.pixel(x: 5, y: 7) == rgba(0, 0, 0, 255))
    #expect(canvas.pixmap.pixel(x: 6, y: 7) == .clear)
    #expect(canvas.pixmap.pixel(x: 5, y: 8) == .clear)
}

@Test func clipAppliesToGlyphMasks() throws {
    var canvas = try #require(makeCanvas(10, 10))
    canvas.pushClip(Path(Rect(x: 0, y: 0, width: 5, height: 10)))
    let mask = try #require(CoverageMask(originX: 3, originY: 0, width: 4, height: 1, coverage: [255, 255, 255, 255]))
    canvas.drawMask(mask, offsetX: 0, offsetY: 0, paint: .solid(opaqueBlack))
    #expect(canvas.pixmap.pixel(x: 4, y: 0) == rgba(0, 0, 0, 255))
    #expect(canvas.pixmap.pixel(x: 5, y: 0) == .clear)
}
