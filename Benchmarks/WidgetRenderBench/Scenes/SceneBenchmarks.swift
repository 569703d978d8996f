/// The `scenes` suite: the peers' four scenes (scenes.json) through our public drawing API, with our time and
/// size against PEERS.md. Per scene: raster (a new surface + every op; glyph masks warm as the peers' glyph
/// caches are, text shaped on every run), raster with a cold glyph cache, PNG encode per preset
/// (un-premultiply + encode to bytes in memory), PNG bytes per preset, and the ratios. Each scene's PNG
/// (default preset) is written to `.build/scenes/<name>.png` for a look.
import Drawing
import Foundation
import Graphics
import PNGCodec
import Raster
import Render
import Typography

func sceneBenchmarks(_ h: BenchHarness) {
    let (path, exists) = BenchSceneFile.locate()
    guard exists else {
        print("scenes: scenes.json not found (looked in \(path)); skipped — put shared/ beside the clone")
        return
    }
    let file: BenchSceneFile
    let text: SceneTextSetter
    do {
        file = try BenchSceneFile.load(path)
        text = try SceneTextSetter()
    } catch {
        print("scenes: cannot read \(path): \(error)")
        return
    }
    let outputFolder = ".build/scenes"
    try? FileManager.default.createDirectory(atPath: outputFolder, withIntermediateDirectories: true)
    var rows: [SceneSummary] = []
    for scene in file.scenes {
        if let row = benchmark(scene, text: text, harness: h, outputFolder: outputFolder) { rows.append(row) }
    }
    for line in SceneSummary.table(rows) { print("# " + line) }
}

/// One scene's figures, for the closing table.
struct SceneSummary {
    var name: String
    var pixels: String
    var rasterMs: Double
    var encodeMs: [Double]
    var bytes: [Int]
    var peers: PeerFigures?

    static func table(_ rows: [SceneSummary]) -> [String] {
        var lines = ["| scene (pixels) | raster ms | ÷ Skia raster | encode ms fast / default / small | PNG KiB fast / default / small | default ÷ smallest peer PNG | raster + default encode ÷ Skia total |",
                     "|---|---:|---:|---:|---:|---:|---:|"]
        for row in rows {
            let encode = row.encodeMs.map { String(format: "%.2f", $0) }.joined(separator: " / ")
            let kib = row.bytes.map { String(format: "%.1f", Double($0) / 1024) }.joined(separator: " / ")
            var vsSkia = "–", vsPNG = "–", vsTotal = "–"
            if let peers = row.peers {
                vsSkia = String(format: "%.2f", row.rasterMs / peers.skiaRaster)
                let smallest = peers.smallestPNG
                vsPNG = String(format: "%.2f (%@ %.1f KiB)", Double(row.bytes[1]) / smallest.bytes, smallest.peer,
                               smallest.bytes / 1024)
                vsTotal = String(format: "%.2f", (row.rasterMs + row.encodeMs[1]) / peers.skiaTotal)
            }
            lines.append("| \(row.name) (\(row.pixels)) | \(String(format: "%.2f", row.rasterMs)) | \(vsSkia) | \(encode) | \(kib) | \(vsPNG) | \(vsTotal) |")
        }
        return lines
    }
}

private func benchmark(_ scene: BenchScene, text: SceneTextSetter, harness h: BenchHarness,
                       outputFolder: String) -> SceneSummary? {
    let painter = ScenePainter(scene: scene, text: text)
    guard let pixmap = painter.render() else {
        print("scenes: \(scene.name): \(scene.pixelWidth)×\(scene.pixelHeight) is not a valid pixmap size")
        return nil
    }
    let prefix = "scene \(scene.name)"
    let peers = PeerFigures.byScene[scene.name]

    // 1. Raster: warm glyph masks (like the peers' glyph caches after warm-up), text shaped on every run.
    let raster = h.measure { blackHole(painter.render()) } * 1e3
    var note = "\(scene.ops.count) ops, \(scene.pixelWidth)×\(scene.pixelHeight) px"
    if let peers { note += String(format: "; Skia %.2f ms, Cairo %.2f ms", peers.skiaRaster, peers.cairoRaster) }
    h.report("\(prefix): raster", raster, "ms", note: note)
    if let peers {
        h.report("\(prefix): raster ÷ Skia raster", raster / peers.skiaRaster, "×",
                 note: peers.rasterTarget ? "target ≤ 1" : nil)
    }

    // 2. Raster with a cold glyph cache: what a fresh process pays (fonts already open).
    let warmCache = text.glyphs
    let cold = h.measure(minimumSamples: 9, targetSeconds: 0.2) {
        text.glyphs = GlyphCache()
        blackHole(painter.render())
    } * 1e3
    text.glyphs = warmCache
    h.report("\(prefix): raster, cold glyph cache", cold, "ms")
    if scene.ops.contains(where: { if case .text = $0 { return true } else { return false } }) {
        // 3. With the renderer's text caches warm (shaped paragraphs and finished layouts: a re-render).
        let shaping = text.engine
        text.engine = text.cachingEngine
        let cached = h.measure { blackHole(painter.render()) } * 1e3
        text.engine = shaping
        var note: String?
        if let peers { note = String(format: "%.2f × Skia raster", cached / peers.skiaRaster) }
        h.report("\(prefix): raster, text layout cached", cached, "ms", note: note)
    }

    // 4. Encode per preset: straight RGBA from premultiplied, then PNG bytes in memory.
    var encodeMs: [Double] = []
    var bytes: [Int] = []
    // Quick (profiling) runs skip the small preset: it encodes twice at level 9 by design.
    let presets: [(String, PNGPreset)] = h.quick ? [("fast", .fast), ("default", .default)]
        : [("fast", .fast), ("default", .default), ("small", .small)]
    for (name, preset) in presets {
        guard let png = try? pixmap.pngBytes(preset: preset) else {
            print("scenes: \(scene.name): encoding failed at preset \(name)")
            return nil
        }
        let seconds = h.measure(minimumSamples: preset == .small ? 5 : 15, targetSeconds: preset == .small ? 0.2 : 0.4) {
            blackHole(try? pixmap.pngBytes(preset: preset))
        }
        encodeMs.append(seconds * 1e3)
        bytes.append(png.count)
        h.report("\(prefix): PNG encode, \(name) preset", seconds * 1e3, "ms")
        var sizeNote: String?
        if preset == .default, let peers {
            let smallest = peers.smallestPNG
            sizeNote = String(format: "%.2f × the smallest peer PNG (%@, %.1f KiB)", Double(png.count) / smallest.bytes,
                              smallest.peer, smallest.bytes / 1024)
        }
        h.report("\(prefix): PNG bytes, \(name) preset", Double(png.count), "bytes", note: sizeNote)
        if preset == .default {
            if let peers {
                h.report("\(prefix): PNG bytes ÷ smallest peer PNG", Double(png.count) / peers.smallestPNG.bytes, "×",
                         note: "target ≤ 1")
            }
            try? PNGEncoder.write(encoded: png, to: "\(outputFolder)/\(scene.name).png")
        }
    }
    if let peers {
        let total = raster + encodeMs[1]
        h.report("\(prefix): raster + default encode", total, "ms",
                 note: String(format: "Skia %.1f, Cairo %.1f, Pillow %.1f, resvg %.1f, Chromium warm %.1f ms",
                              peers.skiaTotal, peers.cairoTotal, peers.pillowTotal, peers.resvgTotal, peers.chromiumWarm))
    }
    return SceneSummary(name: scene.name, pixels: "\(scene.pixelWidth)×\(scene.pixelHeight)", rasterMs: raster,
                        encodeMs: encodeMs, bytes: bytes, peers: peers)
}
