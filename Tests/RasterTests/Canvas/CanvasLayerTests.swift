import Graphics
import Testing
@testable import Raster

@Test func halfOpaqueLayerOfOverlappingShapesIsUniform() throws {
    var canvas = try #require(makeCanvas(30, 10))
    canvas.pushLayer(opacity: 0.5)
    canvas.fill(Path(Rect(x: 0, y: 0, width: 20, height: 10)), paint: .solid(opaqueRed))
    canvas.fill(Path(Rect(x: 10, y: 0, width: 20, height: 10)), paint: .solid(opaqueRed))
    canvas.popLayer()
    for x in [5, 15, 25] {
        #expect(canvas.pixmap.pixel(x: x, y: 5) == rgba(128, 0, 0, 128))
    }
}

@Test func layerContentIsInvisibleUntilPopped() throws {
    var canvas = try #require(makeCanvas(4, 4))
    canvas.pushLayer(opacity: 1)
    canvas.fill(Path(Rect(x: 0, y: 0, width: 4, height: 4)), paint: .solid(opaqueRed))
    #expect(canvas.pixmap.pixel(x: 1, y: 1) == .clear)
    canvas.popLayer()
    #expect(canvas.pixmap.pixel(x: 1, y: 1) == rgba(255, 0, 0, 255))
}

@Test func layerCompositeIsMaskedByTheClipAtPush() throws {
    // A transparent layer copied with `.source` clears exactly the clip active at push.
    var canvas = try #require(makeCanvas(10, 4, background: opaqueRed))
    canvas.pushClip(Path(Rect(x: 0, y: 0, width: 5, height: 4)))
    canvas.pushLayer(opacity: 1, blendMode: .source)
    canvas.popLayer()
    canvas.popClip()
    #expect(canvas.pixmap.pixel(x: 2, y: 2) == .clear)
    #expect(canvas.pixmap.pixel(x: 7, y: 2) == rgba(255, 0, 0, 255))
}

@Test func nestedLayersMultiplyOpacity() throws {
    var canvas = try #require(makeCanvas(4, 4))
    canvas.pushLayer(opacity: 0.5)
    canvas.pushLayer(opacity: 0.5)
    canvas.fill(Path(Rect(x: 0, y: 0, width: 4, height: 4)), paint: .solid(opaqueRed))
    canvas.popLayer()
    canvas.popLayer()
    // 255 → 128 → 128·128/255 = 64.25 → 64.
    #expect(canvas.pixmap.pixel(x: 0, y: 0) == rgba(64, 0, 0, 64))
}

@Test func popLayerAlsoPopsClipsPushedInsideIt() throws {
    var canvas = try #require(makeCanvas(10, 10))
    canvas.pushLayer(opacity: 1)
    canvas.pushClip(Path(Rect(x: 0, y: 0, width: 2, height: 2)))
    canvas.popLayer()
    #expect(canvas.stackDepth == 0)
    canvas.fill(Path(Rect(x: 0, y: 0, width: 10, height: 10)), paint: .solid(opaqueRed))
    #expect(canvas.pixmap.pixel(x: 8, y: 8) == rgba(255, 0, 0, 255))
}

@Test func unbalancedPopsDoNothing() throws {
    var canvas = try #require(makeCanvas(4, 4))
    canvas.popLayer()
    canvas.popClip()
    canvas.fill(Path(Rect(x: 0, y: 0, width: 4, height: 4)), paint: .solid(opaqueRed))
    #expect(canvas.pixmap.pixel(x: 3, y: 3) == rgba(255, 0, 0, 255))
}
