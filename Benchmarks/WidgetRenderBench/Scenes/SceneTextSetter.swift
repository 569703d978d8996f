/// Sets the scenes' text with Typography: Inter at exactly the requested size and weight.
///
/// The system-font path of the renderer (`Font.system`) draws Inter at 0.966 × the size, switches to Inter
/// Display from 20 pt and adds SF tracking; the scenes ask for plain Inter, so the faces are reached as custom
/// fonts by file name (`Fonts/Inter/Inter-SemiBold.otf` → `Font.custom("Inter-SemiBold", fixedSize:)`): the
/// face's own metrics, no size factor, no tracking. Only the faces used are opened.
import Drawing
import Graphics
import Raster
import Typography

final class SceneTextSetter {
    let registry: FontRegistry
    /// Shapes and lays out every call (no caches): each raster run shapes its text. Replaced by
    /// `cachingEngine` to measure a re-render whose text is already shaped and laid out.
    var engine: TextLayoutEngine
    /// The renderer's configuration: shaped paragraphs and finished layouts cached (256 each).
    let cachingEngine: TextLayoutEngine
    /// Glyph masks; kept across runs like the peers' glyph caches, or replaced to measure a cold start.
    var glyphs: GlyphCache

    /// A setter over the bundled fonts directory (found as `FontRegistry.bundled()` finds it).
    init() throws {
        let bundled = try FontRegistry.bundled()
        registry = try FontRegistry(fontsDirectory: bundled.fontsDirectory,
                                    customFontsDirectory: bundled.fontsDirectory + "/Inter")
        engine = TextLayoutEngine(registry: registry, cacheCapacity: 0)
        cachingEngine = TextLayoutEngine(registry: registry)
        glyphs = GlyphCache()
    }

    /// The Inter face file for an OpenType weight class.
    static func faceName(weight: Int) -> String {
        let names = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
        let index = min(max((weight + 50) / 100, 1), 9) - 1
        return "Inter-" + names[index]
    }

    /// Draws one line with its alphabetic baseline starting at `baselineOrigin` (points).
    func draw(_ string: String, baselineOrigin: Point, size: Double, weight: Int, color: RGBAColor, scale: Double,
              on canvas: inout Canvas) {
        let font = Font.custom(Self.faceName(weight: weight), fixedSize: size)
        guard let layout = try? engine.layout(string, font: font, proposedWidth: nil, displayScale: scale) else { return }
        let origin = Point(x: baselineOrigin.x * scale, y: (baselineOrigin.y - layout.firstBaseline) * scale)
        glyphs.draw(layout.glyphPlacements(origin: origin, scale: scale), on: &canvas, registry: registry) { _ in .solid(color) }
    }
}
