import Drawing
import Dispatch
import Graphics
import Raster
import Synchronization
import Testing
@testable import Typography

private let samples: [(String, Font)] = [
    ("Sunny, 72° — feels like 70°", .body), ("Hamburg ✔ ⏱", .headline), ("0123456789", .largeTitle.monospacedDigit()),
    ("Light rain expected around 4 PM", .footnote.italic()), ("serif text", .system(.body, design: .serif)),
    ("rounded", .system(.title, design: .rounded)), ("mono 1.0", .caption.monospaced()), ("東京 tofu", .caption2),
]

/// Lays out and draws every sample with a fresh registry, engine and cache, from `threads` threads at once
/// (or serially for 1), and returns each sample's layout and pixels.
private func renderAll(threads: Int) throws -> [(TextLayout, Pixmap)] {
    let fonts = try FontRegistry(fontsDirectory: TestFonts.registry().fontsDirectory)
    let engine = TextLayoutEngine(registry: fonts)
    let cache = GlyphCache()
    let results = Mutex<[Int: (TextLayout, Pixmap)]>([:])
    let work: @Sendable (Int) -> Void = { i in
        let (text, font) = samples[i % samples.count]
        guard let layout = try? engine.layout([TextRun(text, font: font)], style: ParagraphStyle(lineLimit: 2),
                                              proposedWidth: 120, displayScale: 3),
              var pixmap = Pixmap(width: 400, height: 300) else { return }
        pixmap.fill(.white)
        var canvas = Canvas(pixmap: pixmap)
        cache.draw(layout.glyphPlacements(origin: Point(x: 3, y: 3), scale: 3), on: &canvas, registry: fonts) { _ in .solid(.black) }
        let pixels = canvas.pixmap
        results.withLock { $0[i] = (layout, pixels) }
    }
    let count = samples.count * 4
    if threads == 1 { for i in 0..<count { work(i) } } else { DispatchQueue.concurrentPerform(iterations: count, execute: work) }
    return try results.withLock { table in try (0..<count).map { try #require(table[$0]) } }
}

@Test func concurrentLayoutAndDrawingMatchSerialResults() throws {
    let serial = try renderAll(threads: 1)
    let parallel = try renderAll(threads: 8)
    #expect(serial.count == parallel.count)
    for (a, b) in zip(serial, parallel) {
        #expect(a.0 == b.0)
        #expect(a.1 == b.1)
    }
}
