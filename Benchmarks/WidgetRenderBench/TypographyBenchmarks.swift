/// Benchmarks of the typography stage: uncached glyph rasterization, cached glyph compositing at widget
/// text sizes @3x (budget ≥ 3 M glyphs/s, DESIGN.md §7), and laying out a 200-character paragraph.
import Drawing
import Graphics
import Raster
import Typography

func typographyBenchmarks(_ h: BenchHarness) {
    guard let fonts = try? FontRegistry.bundled() else {
        print("typography: no fonts directory found; set WIDGETRENDER_FONTS")
        return
    }
    let engine = TextLayoutEngine(registry: fonts)
    let sentence = "The quick brown fox jumps over the lazy dog; 72° Sunny, feels like 70°. "
    let paragraph = String(String(repeating: sentence, count: 3).prefix(200))

    // Uncached glyph raster: every lookup in a fresh cache rasterizes (outlines are already parsed).
    guard let pangram = try? engine.layout(sentence, font: .body, proposedWidth: nil, displayScale: 3) else { return }
    let keys = pangram.glyphPlacements(origin: .zero, scale: 3).map(\.key)
    var unique: [GlyphMaskKey] = []
    for key in keys where !unique.contains(key) { unique.append(key) }
    let uncached = h.measure(inner: 4) {
        let cache = GlyphCache()
        for key in unique { blackHole(cache.mask(for: key, registry: fonts)) }
    }
    h.report("typography: uncached glyph raster, 17 pt @3x", uncached * 1e6 / Double(unique.count), "µs/glyph")

    // Cached composite: masks warm, solid paint onto a 510×510 canvas (systemSmall @3x).
    for (name, font) in [("11 pt", Font.caption2), ("13 pt", Font.footnote), ("17 pt", Font.body)] {
        guard let layout = try? engine.layout(paragraph, font: font, proposedWidth: 158, displayScale: 3),
              let pixmap = Pixmap(width: 510, height: 510) else { continue }
        let placements = layout.glyphPlacements(origin: Point(x: 24, y: 24), scale: 3)
        let cache = GlyphCache()
        var canvas = Canvas(pixmap: pixmap)
        cache.draw(placements, on: &canvas, registry: fonts) { _ in .solid(.black) }
        let composite = h.measure(inner: 20) {
            cache.draw(placements, on: &canvas, registry: fonts) { _ in .solid(.black) }
        }
        h.report("typography: cached glyph composite, \(name) @3x", Double(placements.count) / composite / 1e6,
                 "M glyphs/s", note: "budget ≥ 3")
    }

    // Layout of a 200-character paragraph: shaping + breaking (no shaped-paragraph cache).
    let uncachedEngine = TextLayoutEngine(registry: fonts, cacheCapacity: 0)
    let layoutTime = h.measure(inner: 10) {
        blackHole(try? uncachedEngine.layout(paragraph, font: .body, proposedWidth: 300, displayScale: 3))
    }
    h.report("typography: lay out a 200-character paragraph (shape + break)", layoutTime * 1e6, "µs")
    // Re-breaking a cached paragraph for another proposal (what stacks do while probing).
    var width = 200.0
    let rebreak = h.measure(inner: 10) {
        width = width == 200 ? 201 : 200
        blackHole(try? engine.layout(paragraph, font: .body, proposedWidth: width, displayScale: 3))
    }
    h.report("typography: re-break a cached 200-character paragraph", rebreak * 1e6, "µs")
    mixedScriptBenchmarks(h, fonts: fonts)
}
