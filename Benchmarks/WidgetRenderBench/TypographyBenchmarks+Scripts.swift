/// Benchmarks of text in other scripts: laying out a 200-character paragraph that mixes English,
/// Arabic, Hebrew and Japanese (script fallback, FriBidi levels, per-level HarfBuzz items, visual
/// reordering), beside the Latin paragraph of `typographyBenchmarks`.
import Graphics
import Typography

func mixedScriptBenchmarks(_ h: BenchHarness, fonts: FontRegistry) {
    let sentence = "Meeting اجتماع الفريق at 10:30 — שלום עולם (3) 東京本社の会議室で、資料を確認。 "
    let paragraph = String(String(repeating: sentence, count: 4).prefix(200))
    let uncachedEngine = TextLayoutEngine(registry: fonts, cacheCapacity: 0)
    let layoutTime = h.measure(inner: 10) {
        blackHole(try? uncachedEngine.layout(paragraph, font: .body, proposedWidth: 300, displayScale: 3))
    }
    h.report("typography: lay out a 200-character mixed-script paragraph (bidi + shape + break)",
             layoutTime * 1e6, "µs")
    let arabic = String(String(repeating: "مرحبا بكم في الطقس اليوم مشمس جزئياً ", count: 6).prefix(200))
    let arabicTime = h.measure(inner: 10) {
        blackHole(try? uncachedEngine.layout(arabic, font: .body, proposedWidth: 300, displayScale: 3))
    }
    h.report("typography: lay out a 200-character Arabic paragraph (RTL, joining)", arabicTime * 1e6, "µs")
}
