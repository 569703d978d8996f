import Graphics
import Testing
import TestSupport
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

/// Random glyph runs (masks of 1…21 columns, some padded to four; coverage with runs of 0 and 255; pens anywhere,
/// so masks cross every canvas edge), drawn by `drawMasks` in a solid colour, against a per-pixel scalar reference
/// (`SourceOverBlender` on each covered pixel in order), with and without a pixel-rectangle clip.
@Test func atlasRunMatchesThePerPixelFormulaOnRandomMasks() throws {
    var random = SplitMix64(state: 0x7E47)
    func below(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
    let width = 37, height = 23
    for trial in 0..<60 {
        var atlas: [UInt8] = []
        var glyphs: [Canvas.AtlasGlyph] = []
        for _ in 0..<(1 + below(12)) {
            var w = 1 + below(21)
            let h = 1 + below(14)
            if below(2) == 0 { w = (w + 3) / 4 * 4 }
            let entry = MaskAtlasEntry(offset: atlas.count, width: w, height: h, originX: below(5) - 2, originY: -below(h + 1))
            for _ in 0..<(w * h) {
                switch below(4) {
                case 0: atlas.append(0)
                case 1: atlas.append(255)
                default: atlas.append(UInt8(truncatingIfNeeded: random.next()))
                }
            }
            glyphs.append(Canvas.AtlasGlyph(entry, x: below(width + 24) - 14, y: below(height + 24) - 6))
        }
        let alpha = trial % 3 == 0 ? 1 : Double(below(256)) / 255
        let color = RGBAColor(r255: Double(below(256)), Double(below(256)), Double(below(256)), alpha: alpha)
        let clip: PixelBox? = trial % 4 == 1
            ? PixelBox(x0: below(12), y0: below(8), x1: 12 + below(26), y1: 8 + below(16)) : nil
        var canvas = try #require(makeCanvas(width, height))
        for i in canvas.pixmap.storage.indices {
            let a = UInt32(truncatingIfNeeded: random.next()) & 0xFF
            var p = a << 24
            for k in 0..<3 where a > 0 { p |= (UInt32(truncatingIfNeeded: random.next()) % (a + 1)) << (8 * k) }
            canvas.base.storage[i] = p  // an ordinary canvas: every row stored
        }
        var expected = canvas.pixmap.storage
        guard case .solid(let s) = Shader(.solid(color), opacity: 1) else { throw CancellationError() }
        let bounds = clip ?? PixelBox(x0: 0, y0: 0, x1: width, y1: height)
        for glyph in glyphs {
            let e = glyph.entry
            for row in 0..<e.height {
                for column in 0..<e.width {
                    let x = glyph.x + e.originX + column, y = glyph.y + e.originY + row
                    let c = UInt32(atlas[e.offset + row * e.width + column])
                    guard c > 0, x >= max(0, bounds.x0), x < min(width, bounds.x1), y >= max(0, bounds.y0),
                          y < min(height, bounds.y1) else { continue }
                    expected[y * width + x] = SourceOverBlender.blend(s, expected[y * width + x], coverage: c)
                }
            }
        }
        if let clip { canvas.pushClip(pixelRect: clip.x0, clip.y0, width: clip.width, height: clip.height) }
        canvas.drawMasks(glyphs[...], atlas: atlas, paint: .solid(color))
        #expect(canvas.pixmap.storage == expected, "trial \(trial)")
    }
}

@Test func atlasEntryFitsOnlyInsideTheAtlasAndTheSizeLimits() {
    let side = Pixmap.maximumSide
    func entry(_ offset: Int, _ width: Int, _ height: Int) -> MaskAtlasEntry {
        MaskAtlasEntry(offset: offset, width: width, height: height, originX: 0, originY: 0)
    }
    #expect(entry(0, 4, 3).fits(atlasCount: 12))
    #expect(entry(8, 4, 1).fits(atlasCount: 12))
    #expect(!entry(9, 4, 1).fits(atlasCount: 12))
    #expect(!entry(-1, 1, 1).fits(atlasCount: 12))
    #expect(entry(0, side, 1).fits(atlasCount: side))
    #expect(!entry(0, side + 1, 1).fits(atlasCount: side + 1))
    #expect(!entry(0, 1, side + 1).fits(atlasCount: side + 1))
    for bad in [0, -1, Int.min, Int.max] {
        #expect(!entry(0, bad, 1).fits(atlasCount: 1 << 40))
        #expect(!entry(0, 1, bad).fits(atlasCount: 1 << 40))
    }
    #expect(!entry(Int.max, 1, 1).fits(atlasCount: 12))
}
