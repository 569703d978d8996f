/// The `endtoend` suite: the budgets of DESIGN.md §7 that span the whole pipeline.
///
/// 1. In process: the default example (the habit widget, systemSmall @3x, full colour) rendered by
///    `WidgetRenderer` — resolve, layout, display list, raster, container mask — with warm caches (budget
///    ≤ 1 ms), and its PNG encode at the default preset (un-premultiply + encode, budget ≤ 2 ms).
/// 2. The `widgetrender` release binary (beside this one, or `WIDGETRENDER_CLI`) spawned many times:
///    start → PNG written for systemSmall (budget ≤ 30 ms), start-up alone (`list families`), and the
///    spawn floor (`/bin/true`).
/// 3. Peak resident memory of one render (budget ≤ 64 MB), through the spawn probe (ChildProcess).
/// 4. The full gallery of the default example (every family × mode × scheme + contact sheet, all cores;
///    budget ≤ 1 s).
import Foundation
import PNGCodec
import Raster
import Render
import WidgetExamples
import Widgets

func endToEndBenchmarks(_ h: BenchHarness) {
    inProcessBenchmarks(h)
    guard let cli = cliPath() else {
        print("endtoend: no widgetrender binary beside the bench (build it: swift build -c release --product widgetrender); process figures skipped")
        return
    }
    let folder = URL(fileURLWithPath: ".build/bench-endtoend", isDirectory: true).standardizedFileURL.path
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    processBenchmarks(h, cli: cli, folder: folder)
    memoryBenchmarks(h, cli: cli, folder: folder)
    galleryBenchmarks(h, cli: cli, folder: folder)
}

private func inProcessBenchmarks(_ h: BenchHarness) {
    guard let resources = try? RenderResources.bundled() else {
        print("endtoend: no fonts directory found; set WIDGETRENDER_FONTS")
        return
    }
    let renderer = WidgetRenderer()
    let options = WidgetRenderOptions(family: .systemSmall)
    guard let pixmap = try? renderer.render(BuiltInExample.default.makeView(), options: options, resources: resources) else {
        print("endtoend: the default example does not render")
        return
    }
    let size = "\(pixmap.width)×\(pixmap.height)"
    let raster = h.measure(inner: 5) {
        blackHole(try? renderer.render(BuiltInExample.default.makeView(), options: options, resources: resources))
    }
    h.report("endtoend: default example \(size), resolve + layout + raster (warm)", raster * 1e3, "ms",
             note: String(format: "budget ≤ 1; fastest sample %.3f ms", h.lastFastest * 1e3))
    let cold = h.measure(minimumSamples: 9, targetSeconds: 0.3) {
        guard let fresh = try? RenderResources.bundled() else { return }
        blackHole(try? renderer.render(BuiltInExample.default.makeView(), options: options, resources: fresh))
    }
    h.report("endtoend: same with new RenderResources (fonts opened, glyphs cold)", cold * 1e3, "ms")
    let encode = h.measure {
        blackHole(try? pixmap.pngBytes())
    }
    h.report("endtoend: default example \(size), PNG encode (default preset)", encode * 1e3, "ms",
             note: String(format: "budget ≤ 2; fastest sample %.3f ms", h.lastFastest * 1e3))
    if let png = try? pixmap.pngBytes() {
        h.report("endtoend: default example \(size), PNG bytes (default preset)", Double(png.count), "bytes")
    }
    for (name, preset) in [("fast", PNGPreset.fast), ("small", .small)] {
        guard let png = try? pixmap.pngBytes(preset: preset) else { continue }
        let seconds = h.measure(minimumSamples: preset == .small ? 5 : 15, targetSeconds: preset == .small ? 0.1 : 0.4) {
            blackHole(try? pixmap.pngBytes(preset: preset))
        }
        h.report("endtoend: default example \(size), PNG encode (\(name) preset)", seconds * 1e3, "ms",
                 note: "\(png.count) bytes")
    }
}

private func processBenchmarks(_ h: BenchHarness, cli: String, folder: String) {
    let output = folder + "/habit-systemSmall.png"
    let render = [cli, "--family", "systemSmall", "--output", output]
    try? FileManager.default.removeItem(atPath: output)
    guard ChildProcess.run(render).status == 0, FileManager.default.fileExists(atPath: output) else {
        print("endtoend: \(render.joined(separator: " ")) failed")
        return
    }
    let runs = medianChild(render, runs: 41)
    h.report("endtoend: widgetrender process, start → systemSmall PNG written", runs.0.seconds * 1e3, "ms",
             note: String(format: "budget ≤ 30; CPU %.1f ms; fastest %.1f ms", runs.0.cpuSeconds * 1e3,
                          runs.fastestSeconds * 1e3))
    let startUp = medianChild([cli, "list", "families"], runs: 41).0
    h.report("endtoend: widgetrender process, start-up only (list families)", startUp.seconds * 1e3, "ms")
    let floor = medianChild(["/bin/true"], runs: 41).0
    h.report("endtoend: spawn floor (/bin/true)", floor.seconds * 1e3, "ms")
}

private func memoryBenchmarks(_ h: BenchHarness, cli: String, folder: String) {
    guard let floor = ChildProcess.probe(["/bin/true"]) else {
        print("endtoend: the spawn probe failed; memory figures skipped")
        return
    }
    for family in ["systemSmall", "systemExtraLarge"] {
        var peaks: [Int] = []
        for _ in 0..<5 {
            guard let result = ChildProcess.probe([cli, "--family", family, "--output", folder + "/memory.png"]),
                  result.status == 0 else { continue }
            peaks.append(result.maxResidentKiB)
        }
        guard let peak = peaks.max() else { continue }
        h.report("endtoend: peak memory, one \(family) render (process)", Double(peak) / 1024, "MiB",
                 note: String(format: "budget ≤ 64 MB; probe floor %.1f MiB", Double(floor.maxResidentKiB) / 1024))
    }
}

private func galleryBenchmarks(_ h: BenchHarness, cli: String, folder: String) {
    let gallery = [cli, "gallery", "--output", folder + "/gallery"]
    guard ChildProcess.run(gallery).status == 0 else {
        print("endtoend: \(gallery.joined(separator: " ")) failed")
        return
    }
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/gallery"))?.filter { $0.hasSuffix(".png") }
    let (result, fastest) = medianChild(gallery, runs: 7, warmUps: 0)
    h.report("endtoend: gallery of the default example (\(files?.count ?? 0) PNGs, all cores)", result.seconds, "s",
             note: String(format: "budget ≤ 1; CPU %.2f s on %d cores; fastest %.2f s", result.cpuSeconds,
                          ProcessInfo.processInfo.activeProcessorCount, fastest))
    if let peak = ChildProcess.probe(gallery) {
        h.report("endtoend: peak memory, gallery (process)", Double(peak.maxResidentKiB) / 1024, "MiB")
    }
}

/// The median wall time over `runs` spawns (after `warmUps`), with the CPU time of that run, and the fastest.
private func medianChild(_ arguments: [String], runs: Int, warmUps: Int = 3) -> (ChildResult, fastestSeconds: Double) {
    for _ in 0..<warmUps { _ = ChildProcess.run(arguments) }
    var results: [ChildResult] = []
    for _ in 0..<runs { results.append(ChildProcess.run(arguments)) }
    results.sort { $0.seconds < $1.seconds }
    return (results[results.count / 2], results[0].seconds)
}

/// The `widgetrender` binary: `WIDGETRENDER_CLI`, else beside this executable.
func cliPath() -> String? {
    if let explicit = ProcessInfo.processInfo.environment["WIDGETRENDER_CLI"], !explicit.isEmpty {
        return FileManager.default.isExecutableFile(atPath: explicit) ? explicit : nil
    }
    guard let me = ChildProcess.executablePath() else { return nil }
    let path = (me as NSString).deletingLastPathComponent + "/widgetrender"
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
}
