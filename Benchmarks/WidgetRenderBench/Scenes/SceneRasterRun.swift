/// `widgetrender-bench --scene-raster [--json PATH]`: only the raster time of each scene of scenes.json, as the
/// `scenes` suite measures it (a new pixmap plus every op, glyph masks warm, text shaped on every run; the
/// median thread-CPU time of at least 15 samples after a warm-up). `make bench-peers` runs it between the
/// peers' runs (Benchmarks/Peers/bench_peers.py) so ours and theirs are timed on the same machine in one run.
/// Scenes with text get a second figure with the renderer's text caches warm (shaped paragraphs and finished
/// layouts: a re-render of the same text, as a gallery's modes are). Prints one line per figure and writes
/// `[{"name": "scene NAME: raster", "value": ms, ...}, {"name": "scene NAME: raster, text layout cached", ...}]`.
import Foundation

enum SceneRasterRun {
    static let flag = "--scene-raster"

    static func run(_ arguments: [String]) -> Int32 {
        var jsonPath = ".build/peers/ours.json"
        if let i = arguments.firstIndex(of: "--json"), i + 1 < arguments.count { jsonPath = arguments[i + 1] }
        let (path, exists) = BenchSceneFile.locate()
        guard exists else {
            print("scene-raster: scenes.json not found (looked in \(path))")
            return 66
        }
        let file: BenchSceneFile
        let text: SceneTextSetter
        do {
            file = try BenchSceneFile.load(path)
            text = try SceneTextSetter()
        } catch {
            print("scene-raster: cannot read \(path): \(error)")
            return 65
        }
        let harness = BenchHarness(filter: "")
        for scene in file.scenes {
            let painter = ScenePainter(scene: scene, text: text)
            guard painter.render() != nil else {
                print("scene-raster: \(scene.name): \(scene.pixelWidth)×\(scene.pixelHeight) is not a valid pixmap size")
                return 65
            }
            let ms = harness.measure { blackHole(painter.render()) } * 1e3
            harness.report("scene \(scene.name): raster", ms, "ms",
                           note: String(format: "fastest %.3f ms", harness.lastFastest * 1e3))
            if scene.ops.contains(where: { if case .text = $0 { return true } else { return false } }) {
                // The renderer's configuration: a paragraph shaped by an earlier render is not shaped again.
                let shaping = text.engine
                text.engine = text.cachingEngine
                let cached = harness.measure { blackHole(painter.render()) } * 1e3
                text.engine = shaping
                harness.report("scene \(scene.name): raster, text layout cached", cached, "ms",
                               note: String(format: "fastest %.3f ms", harness.lastFastest * 1e3))
            }
        }
        harness.writeJSON(to: jsonPath)
        return 0
    }
}
