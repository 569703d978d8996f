import Graphics
import Testing
@testable import Raster

// `drawMasks` (a glyph run in one pass) must give the pixels of `drawMask` on each mask in order.

private func glyphLikeMasks() throws -> [Canvas.PlacedMask] {
    var placed: [Canvas.PlacedMask] = []
    for i in 0..<12 {
        let circle = Path(ellipseIn: Rect(x: 0.3 * Double(i % 4), y: 0.25, width: 5.5 + Double(i % 3), height: 7.2))
        let mask = try #require(Rasterizer.mask(for: circle))
        // Overlapping neighbours (4 px apart, 6–8 px wide), one off the left edge, one off the bottom.
        placed.append(Canvas.PlacedMask(i % 5 == 4 ? mask.padded(toWidthMultipleOf: 4) : mask,
                                        x: 4 * i - 3, y: i == 7 ? 14 : 3))
    }
    placed.insert(Canvas.PlacedMask(nil, x: 5, y: 5), at: 3)  // a blank glyph
    return placed
}

private func oneByOne(_ placed: [Canvas.PlacedMask], paint: Paint, clip: Path? = nil) throws -> Pixmap {
    var canvas = try #require(makeCanvas(48, 18, background: RGBAColor(r255: 240, 230, 200)))
    if let clip { canvas.pushClip(clip) }
    for p in placed {
        if let mask = p.mask { canvas.drawMask(mask, offsetX: p.x, offsetY: p.y, paint: paint) }
    }
    if clip != nil { canvas.popClip() }
    return canvas.pixmap
}

private func asRun(_ placed: [Canvas.PlacedMask], paint: Paint, clip: Path? = nil) throws -> Pixmap {
    var canvas = try #require(makeCanvas(48, 18, background: RGBAColor(r255: 240, 230, 200)))
    if let clip { canvas.pushClip(clip) }
    canvas.drawMasks(placed[...], paint: paint)
    if clip != nil { canvas.popClip() }
    return canvas.pixmap
}

@Test func maskRunMatchesDrawingEachMask() throws {
    let placed = try glyphLikeMasks()
    for paint in [Paint.solid(.black), .solid(RGBAColor(r255: 20, 90, 200, alpha: 0.6)), .solid(.clear)] {
        #expect(try asRun(placed, paint: paint) == oneByOne(placed, paint: paint))
    }
    let rectClip = Path(Rect(x: 6, y: 2, width: 30, height: 9))
    #expect(try asRun(placed, paint: .solid(.black), clip: rectClip) == oneByOne(placed, paint: .solid(.black), clip: rectClip))
    let roundClip = Path(ellipseIn: Rect(x: 2.5, y: 0.5, width: 40, height: 15))
    #expect(try asRun(placed, paint: .solid(.black), clip: roundClip) == oneByOne(placed, paint: .solid(.black), clip: roundClip))
    let stops = try #require(GradientStops(colors: [.black, .white]))
    let gradient = Paint.linearGradient(stops, start: Point(x: 0, y: 0), end: Point(x: 48, y: 0))
    #expect(try asRun(placed, paint: gradient) == oneByOne(placed, paint: gradient))
}

@Test func maskRunMarksItsPixelsDirtyInALayer() throws {
    let placed = try glyphLikeMasks()
    var run = try #require(makeCanvas(48, 18, background: .white))
    var single = try #require(makeCanvas(48, 18, background: .white))
    run.pushLayer(opacity: 0.5)
    single.pushLayer(opacity: 0.5)
    run.drawMasks(placed[...], paint: .solid(.black))
    for p in placed {
        if let mask = p.mask { single.drawMask(mask, offsetX: p.x, offsetY: p.y, paint: .solid(.black)) }
    }
    run.popLayer()
    single.popLayer()
    #expect(run.pixmap == single.pixmap)
}

@Test func paddedMaskKeepsItsCoverageAndAddsZeroColumns() throws {
    let mask = try #require(Rasterizer.mask(for: Path(ellipseIn: Rect(x: 0.5, y: 0.5, width: 5, height: 3))))
    let padded = mask.padded(toWidthMultipleOf: 4)
    #expect(padded.width % 4 == 0 && padded.width >= mask.width && padded.width < mask.width + 4)
    #expect(padded.height == mask.height && padded.originX == mask.originX && padded.originY == mask.originY)
    for y in mask.originY..<(mask.originY + mask.height) {
        for x in mask.originX..<(mask.originX + padded.width) {
            #expect(padded.coverage(x: x, y: y) == mask.coverage(x: x, y: y))
        }
    }
    #expect(padded.padded(toWidthMultipleOf: 4) == padded)
    #expect(mask.padded(toWidthMultipleOf: 1) == mask)
}
