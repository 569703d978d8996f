@testable import Drawing
import Graphics
import Raster
import Dispatch
import Synchronization
import Testing
@testable import Typography

private func helloLayout() throws -> TextLayout {
    try TextLayoutEngine(registry: TestFonts.registry()).layout("Hello, widget", font: .body, proposedWidth: nil, displayScale: 3)
}

private func blankCanvas() throws -> Canvas {
    var pixmap = try #require(Pixmap(width: 400, height: 100))
    pixmap.fill(.white)
    return Canvas(pixmap: pixmap)
}

@Test func glyphCacheHitsOnRepeat() throws {
    let fonts = try TestFonts.registry()
    let layout = try helloLayout()
    let cache = GlyphCache()
    var canvas = try blankCanvas()
    cache.draw(layout.glyphPlacements(origin: Point(x: 6, y: 6), scale: 3), on: &canvas, registry: fonts) { _ in .solid(.black) }
    let first = cache.statistics
    cache.draw(layout.glyphPlacements(origin: Point(x: 6, y: 6), scale: 3), on: &canvas, registry: fonts) { _ in .solid(.black) }
    let second = cache.statistics
    let placements = layout.glyphPlacements(origin: Point(x: 6, y: 6), scale: 3).count
    #expect(first.misses > 0)
    #expect(second.misses == first.misses)
    #expect(second.hits == first.hits + placements)
}

@Test func cachedMaskEqualsAFreshRasterization() throws {
    let fonts = try TestFonts.registry()
    let cache = GlyphCache()
    let placement = try #require(try helloLayout().glyphPlacements(origin: .zero, scale: 3).first)
    _ = cache.mask(for: placement.key, registry: fonts)
    #expect(cache.mask(for: placement.key, registry: fonts) == GlyphCache.rasterize(placement.key, registry: fonts))
}

@Test func subpixelOffsetsGiveDifferentMasks() throws {
    let fonts = try TestFonts.registry()
    var key = try #require(try helloLayout().glyphPlacements(origin: .zero, scale: 3).first).key
    key.subpixelX = 0
    let whole = GlyphCache.rasterize(key, registry: fonts)
    key.subpixelX = 2
    let half = GlyphCache.rasterize(key, registry: fonts)
    #expect(whole != nil && half != nil && whole != half)
}

@Test func blankGlyphsHaveNoMask() throws {
    let fonts = try TestFonts.registry()
    let layout = try TextLayoutEngine(registry: fonts).layout("a b", font: .body, proposedWidth: nil, displayScale: 3)
    let space = try #require(layout.glyphPlacements(origin: .zero, scale: 3).dropFirst().first)
    #expect(GlyphCache().mask(for: space.key, registry: fonts) == nil)
}

@Test func placementsQuantizeXToQuarterPixelsAndSnapBaselines() throws {
    let run = GlyphRun(face: FaceID(rawValue: 3), pointSize: 10, syntheticOblique: false, styleIndex: 2,
                       glyphs: [1, 2, 3], positions: [Point(x: 1, y: 5.2), Point(x: 3.4, y: 5.2), Point(x: 3.62, y: 5.2)])
    let layout = TextLayout(size: Size(width: 10, height: 10), lines: [], firstBaseline: 5.2, lastBaseline: 5.2,
                            scaleFactor: 1, glyphRuns: [run], missingCharacters: [])
    let placements = layout.glyphPlacements(origin: Point(x: 0.5, y: 0.2), scale: 3)
    #expect(placements.map(\.x) == [3, 10, 11])
    #expect(placements.map(\.key.subpixelX) == [2, 3, 1])
    #expect(placements.map(\.y) == [16, 16, 16])
    #expect(placements.map(\.key.pixelSize64) == [1920, 1920, 1920])
    #expect(placements.map(\.styleIndex) == [2, 2, 2])
}

@Test func fullCacheEmptiesItselfAndKeepsDrawingTheSamePixels() throws {
    let fonts = try TestFonts.registry()
    let layout = try helloLayout()
    var small = try blankCanvas(), large = try blankCanvas()
    let tinyCache = GlyphCache(byteLimit: 2000)
    tinyCache.draw(layout.glyphPlacements(origin: Point(x: 6, y: 6), scale: 3), on: &small, registry: fonts) { _ in .solid(.black) }
    GlyphCache().draw(layout.glyphPlacements(origin: Point(x: 6, y: 6), scale: 3), on: &large, registry: fonts) { _ in .solid(.black) }
    #expect(tinyCache.count < 5)
    #expect(small.pixmap == large.pixmap)
}

/// A glyph above `GlyphCache.maximumMaskPixelSize` (docs/limits.md): filled into the canvas where
/// its mask would go, never rasterized into a mask or cached.
@Test func glyphsAboveTheMaskSizeAreFilledWhereTheirMaskWouldGo() throws {
    let fonts = try TestFonts.registry()
    let layout = try TextLayoutEngine(registry: fonts).layout("g", font: .system(size: 400), proposedWidth: nil,
                                                              displayScale: 3)
    let placement = try #require(layout.glyphPlacements(origin: Point(x: 10, y: 10), scale: 3).first)
    #expect(placement.key.pixelSize > GlyphCache.maximumMaskPixelSize)
    var pixmap = try #require(Pixmap(width: 1400, height: 1700))
    pixmap.fill(.white)
    var filled = Canvas(pixmap: pixmap), masked = Canvas(pixmap: pixmap)
    let cache = GlyphCache()
    cache.draw([placement], on: &filled, registry: fonts) { _ in .solid(.black) }
    let mask = try #require(GlyphCache.rasterize(placement.key, registry: fonts))
    masked.drawMask(mask, offsetX: placement.x, offsetY: placement.y, paint: .solid(.black))
    #expect(filled.pixmap != pixmap)
    #expect(filled.pixmap == masked.pixmap)
    #expect(cache.count == 0)
}

/// Misses are rasterized as their glyph is drawn and kept only by the cache: a batch of masks larger
/// than the cache draws the same pixels as with a cache that holds them all.
@Test func batchLargerThanTheCacheDrawsTheSamePixels() throws {
    let fonts = try TestFonts.registry()
    let layout = try TextLayoutEngine(registry: fonts).layout("ABCDEFGH", font: .system(size: 60), proposedWidth: nil,
                                                              displayScale: 3)
    let placements = layout.glyphPlacements(origin: Point(x: 4, y: 4), scale: 3)
    var pixmap = try #require(Pixmap(width: 1600, height: 300))
    pixmap.fill(.white)
    var small = Canvas(pixmap: pixmap), large = Canvas(pixmap: pixmap)
    let tinyCache = GlyphCache(byteLimit: 20_000)
    tinyCache.draw(placements, on: &small, registry: fonts) { _ in .solid(.black) }
    GlyphCache().draw(placements, on: &large, registry: fonts) { _ in .solid(.black) }
    #expect(tinyCache.count < placements.count)
    #expect(small.pixmap == large.pixmap)
}

/// Draws read the atlas they looked their entries up in while other draws append to the cache, or empty it:
/// four threads sharing one small cache draw exactly what a private cache draws.
@Test func drawsSharingOneCacheAcrossThreadsDrawTheSamePixels() throws {
    let fonts = try TestFonts.registry()
    let engine = TextLayoutEngine(registry: fonts)
    let texts = ["Hello, widget", "Sphinx of black quartz", "JUDGE MY VOW 0123", "pack my box with jugs"]
    let placements = try texts.map {
        try engine.layout($0, font: .body, proposedWidth: nil, displayScale: 3).glyphPlacements(origin: Point(x: 6, y: 6),
                                                                                               scale: 3)
    }
    let expected = try placements.map { p -> Pixmap in
        var canvas = try blankCanvas()
        GlyphCache().draw(p, on: &canvas, registry: fonts) { _ in .solid(.black) }
        return canvas.pixmap
    }
    let shared = GlyphCache(byteLimit: 6_000)  // smaller than the four texts' masks: it empties itself as they draw
    let results = Mutex([Pixmap?](repeating: nil, count: 4 * 8))
    DispatchQueue.concurrentPerform(iterations: 4 * 8) { i in
        guard var canvas = try? blankCanvas() else { return }
        shared.draw(placements[i % 4], on: &canvas, registry: fonts) { _ in .solid(.black) }
        results.withLock { $0[i] = canvas.pixmap }
    }
    let drawn = results.withLock { $0 }
    for i in drawn.indices { #expect(drawn[i] == expected[i % 4]) }
}

/// Placement rounding without libm gives exactly `rounded(.down)` and `rounded()` (halves away from zero).
@Test func placementRoundingMatchesTheStandardLibrary() {
    var values: [Double] = [0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
                            1e9 - 0.5, -1e9 + 0.5, 3.0000000000000004, -3.0000000000000004, 123456.75, -123456.25]
    var generator = SplitMix64(state: 0x5EED)
    for _ in 0..<20_000 {
        let scale = [1.0, 4.0, 1000.0, 1e6, 1e9][Int.random(in: 0..<5, using: &generator)]
        let v = Double.random(in: -scale...scale, using: &generator)
        values += [v, (v * 4).rounded() / 4, (v * 2).rounded() / 2 + 0.25, v.rounded() + 0.5]
    }
    for v in values where abs(v) < 1e9 {
        #expect(TextLayout.floor(v) == Int(v.rounded(.down)), "\(v)")
        #expect(TextLayout.roundHalfAway(v) == Int(v.rounded()), "\(v)")
    }
}

/// A batch mixing styles, blank glyphs, cached glyphs, glyphs still to rasterize (repeated within the batch) and a
/// glyph too large for a mask draws what drawing each placement alone, in order, with its style's paint draws,
/// whether the cache starts empty, holds part of the batch or all of it.
@Test func mixedBatchDrawsWhatEachPlacementDrawsAlone() throws {
    let fonts = try TestFonts.registry()
    let engine = TextLayoutEngine(registry: fonts)
    let small = try engine.layout("Hi, a bb", font: .body, proposedWidth: nil, displayScale: 3)
    let huge = try engine.layout("W", font: .system(size: 400), proposedWidth: nil, displayScale: 3)
    var placements: [GlyphPlacement] = []
    for (k, placement) in small.glyphPlacements(origin: Point(x: 6, y: 6), scale: 3).enumerated() {
        var styled = placement
        styled.styleIndex = [0, 0, 1, 2, 2, 0, 1, 1][k % 8]
        placements.append(styled)
    }
    var large = try #require(huge.glyphPlacements(origin: Point(x: 40, y: -900), scale: 3).first)
    large.styleIndex = 1
    placements.insert(large, at: 4)
    placements += placements.prefix(3).map { var p = $0; p.x += 150; return p }
    let paints: [Paint] = [.solid(.black), .solid(RGBAColor(r255: 0, 122, 255)), .solid(RGBAColor(r255: 200, 30, 60, alpha: 0.7))]
    var pixmap = try #require(Pixmap(width: 400, height: 200))
    pixmap.fill(.white)
    var expected = Canvas(pixmap: pixmap)
    for placement in placements {
        if placement.key.pixelSize > GlyphCache.maximumMaskPixelSize {
            GlyphCache.fillOutline(of: placement, on: &expected, registry: fonts, paint: paints[placement.styleIndex])
        } else if let mask = GlyphCache.rasterize(placement.key, registry: fonts) {
            expected.drawMask(mask, offsetX: placement.x, offsetY: placement.y, paint: paints[placement.styleIndex])
        }
    }
    let partly = GlyphCache()
    var warm = Canvas(pixmap: pixmap)
    partly.draw(Array(placements.suffix(3)), on: &warm, registry: fonts) { paints[$0] }
    for cache in [GlyphCache(), partly, partly] {
        var canvas = Canvas(pixmap: pixmap)
        cache.draw(placements, on: &canvas, registry: fonts) { paints[$0] }
        #expect(canvas.pixmap == expected.pixmap)
    }
}

@Test func aGlyphMaskIsWidenedByItsKeysWidthScaleOnly() throws {
    let fonts = try TestFonts.registry()
    let face = try fonts.resolve(.body).primary.id
    let glyph = try #require(try fonts.face(face).glyph(for: "O"))
    let plain = GlyphMaskKey(face: face, pixelSize64: 64 * 60, glyph: glyph, subpixelX: 0, syntheticOblique: false)
    var wide = plain
    wide.widthScale1024 = 1536
    let narrowMask = try #require(GlyphCache.rasterize(plain, registry: fonts))
    let wideMask = try #require(GlyphCache.rasterize(wide, registry: fonts))
    #expect(narrowMask.height == wideMask.height)
    // Masks are padded to multiples of four columns: compare within that.
    #expect(abs(Double(wideMask.width) - 1.5 * Double(narrowMask.width)) <= 6)
    #expect(plain != wide)
}
