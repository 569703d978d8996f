import Graphics
import Testing
@testable import Raster

// `drawMasks(_:atlas:paint:)` (a glyph run in one pass from an atlas) must give the pixels of `drawMask` on
// each glyph's mask in order, whatever the paint and clip.

/// Twelve glyph-like masks, overlapping their neighbours, one off the left edge and one off the bottom, with a
/// blank glyph among them: as (mask, pen) pairs, and as the same run in an atlas.
private func glyphLikeRun() throws -> (masks: [(CoverageMask?, Int, Int)], glyphs: [Canvas.AtlasGlyph], atlas: [UInt8]) {
    var masks: [(CoverageMask?, Int, Int)] = []
    for i in 0..<12 {
        let circle = Path(ellipseIn: Rect(x: 0.3 * Double(i % 4), y: 0.25, width: 5.5 + Double(i % 3), height: 7.2))
        let mask = try #require(Rasterizer.mask(for: circle))
        masks.append((i % 5 == 4 ? mask.padded(toWidthMultipleOf: 4) : mask, 4 * i - 3, i == 7 ? 14 : 3))
    }
    masks.insert((nil, 5, 5), at: 3)
    var atlas: [UInt8] = [9, 9, 9]  // entries need not start at 0
    var glyphs: [Canvas.AtlasGlyph] = []
    for (mask, x, y) in masks {
        guard let mask else { continue }
        glyphs.append(Canvas.AtlasGlyph(MaskAtlasEntry(offset: atlas.count, width: mask.width, height: mask.height,
                                                       originX: mask.originX, originY: mask.originY), x: x, y: y))
        atlas.append(contentsOf: mask.coverage)
    }
    return (masks, glyphs, atlas)
}

private func background() -> RGBAColor { RGBAColor(r255: 240, 230, 200) }

private func oneByOne(_ masks: [(CoverageMask?, Int, Int)], paint: Paint, clip: Path? = nil) throws -> Pixmap {
    var canvas = try #require(makeCanvas(48, 18, background: background()))
    if let clip { canvas.pushClip(clip) }
    for (mask, x, y) in masks {
        if let mask { canvas.drawMask(mask, offsetX: x, offsetY: y, paint: paint) }
    }
    if clip != nil { canvas.popClip() }
    return canvas.pixmap
}

private func fromAtlas(_ glyphs: [Canvas.AtlasGlyph], _ atlas: [UInt8], paint: Paint, clip: Path? = nil) throws -> Pixmap {
    var canvas = try #require(makeCanvas(48, 18, background: background()))
    if let clip { canvas.pushClip(clip) }
    canvas.drawMasks(glyphs[...], atlas: atlas, paint: paint)
    if clip != nil { canvas.popClip() }
    return canvas.pixmap
}

@Test func atlasRunMatchesDrawingEachMask() throws {
    let (masks, glyphs, atlas) = try glyphLikeRun()
    for paint in [Paint.solid(.black), .solid(RGBAColor(r255: 20, 90, 200, alpha: 0.6)), .solid(.clear)] {
        #expect(try fromAtlas(glyphs, atlas, paint: paint) == oneByOne(masks, paint: paint))
    }
    let rectClip = Path(Rect(x: 6, y: 2, width: 30, height: 9))
    #expect(try fromAtlas(glyphs, atlas, paint: .solid(.black), clip: rectClip)
            == oneByOne(masks, paint: .solid(.black), clip: rectClip))
    let roundClip = Path(ellipseIn: Rect(x: 2.5, y: 0.5, width: 40, height: 15))
    #expect(try fromAtlas(glyphs, atlas, paint: .solid(.black), clip: roundClip)
            == oneByOne(masks, paint: .solid(.black), clip: roundClip))
    let stops = try #require(GradientStops(colors: [.black, .white]))
    let gradient = Paint.linearGradient(stops, start: Point(x: 0, y: 0), end: Point(x: 48, y: 0))
    #expect(try fromAtlas(glyphs, atlas, paint: gradient) == oneByOne(masks, paint: gradient))
}

@Test func atlasRunMarksItsPixelsDirtyInALayer() throws {
    let (masks, glyphs, atlas) = try glyphLikeRun()
    var run = try #require(makeCanvas(48, 18, background: .white))
    var single = try #require(makeCanvas(48, 18, background: .white))
    run.pushLayer(opacity: 0.5)
    single.pushLayer(opacity: 0.5)
    run.drawMasks(glyphs[...], atlas: atlas, paint: .solid(.black))
    for (mask, x, y) in masks {
        if let mask { single.drawMask(mask, offsetX: x, offsetY: y, paint: .solid(.black)) }
    }
    run.popLayer()
    single.popLayer()
    #expect(run.pixmap == single.pixmap)
}

@Test func atlasEntriesOutsideTheAtlasDrawNothing() throws {
    let (_, glyphs, atlas) = try glyphLikeRun()
    let untouched = try #require(makeCanvas(48, 18, background: background())).pixmap
    var wrong = glyphs
    for i in wrong.indices { wrong[i].entry.offset += atlas.count }  // every entry past the end
    wrong.append(Canvas.AtlasGlyph(MaskAtlasEntry(offset: -4, width: 2, height: 2, originX: 0, originY: 0), x: 1, y: 1))
    wrong.append(Canvas.AtlasGlyph(MaskAtlasEntry(offset: 0, width: 0, height: 5, originX: 0, originY: 0), x: 1, y: 1))
    wrong.append(Canvas.AtlasGlyph(MaskAtlasEntry(offset: 0, width: 1 << 40, height: 1 << 40, originX: 0, originY: 0),
                                   x: 1, y: 1))
    #expect(try fromAtlas(wrong, atlas, paint: .solid(.black)) == untouched)
    let roundClip = Path(ellipseIn: Rect(x: 2.5, y: 0.5, width: 40, height: 15))
    var canvas = try #require(makeCanvas(48, 18, background: background()))
    canvas.pushClip(roundClip)
    canvas.drawMasks(wrong[...], atlas: atlas, paint: .solid(.black))
    canvas.popClip()
    #expect(canvas.pixmap == untouched)
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
