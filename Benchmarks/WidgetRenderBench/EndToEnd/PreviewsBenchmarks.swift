/// The `previews` suite: `widgetrender previews` on Examples/HabitWidgetExtension.
///
/// 1. First build: the runner folder removed, then one run — SwiftPM resolves, compiles WidgetRender and
///    the extension into the runner package (debug, as the command defaults to), then renders.
/// 2. Warm re-run: the same command again, nothing changed (median of 3): what a team waits for after
///    the first time.
/// 3. Renders per second inside the runner (its report: renders ÷ render seconds, all cores).
/// 4. Peak memory of the runner rendering every preview once, and of ≥ 1 000 renders in one process
///    (`--repeat`): the two must stay close (flat), where snapshot tools that keep every image grow.
/// Slow (the first build takes minutes): run alone with `widgetrender-bench previews`.
import Foundation
import PreviewRun

func previewsBenchmarks(_ h: BenchHarness) {
    guard let cli = cliPath() else {
        print("previews: no widgetrender binary beside the bench; skipped")
        return
    }
    let root = URL(fileURLWithPath: ".build/bench-previews", isDirectory: true).standardizedFileURL.path
    let runner = root + "/runner"
    try? FileManager.default.removeItem(atPath: runner)
    try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    let command = [cli, "previews", "Examples/HabitWidgetExtension",
                   "--build-path", runner, "--output", root + "/out"]

    // 1.
    let first = ChildProcess.run(command)
    guard first.status == 0, let once = report(runner) else {
        print("previews: \(command.joined(separator: " ")) failed (status \(first.status)); run it to see why")
        return
    }
    h.report("previews: first build and run (runner package from scratch, debug)", first.seconds, "s",
             note: String(format: "CPU %.0f s", first.cpuSeconds))
    // 2.
    var warm: [ChildResult] = []
    for _ in 0..<3 { warm.append(ChildProcess.run(command)) }
    warm.sort { $0.seconds < $1.seconds }
    h.report("previews: warm re-run (\(once.renders.count) renders, nothing changed)", warm[1].seconds, "s",
             note: "budget: seconds, not minutes")
    // 3.
    if let last = report(runner), last.seconds > 0 {
        h.report("previews: renders per second in the runner (debug, all cores)",
                 Double(last.renders.count) / last.seconds, "renders/s")
        h.report("previews: peak memory, every preview once (runner)", Double(last.peakMemoryKiB) / 1024, "MiB")
    }
    // 4.
    let repetitions = max(1, (1_000 + once.renders.count - 1) / max(1, once.renders.count))
    let many = ChildProcess.run(command + ["--repeat", "\(repetitions)", "--jobs", "1"])
    if many.status == 0, let manyReport = report(runner) {
        h.report("previews: peak memory, \(repetitions * once.renders.count) renders in one process (runner)",
                 Double(manyReport.peakMemoryKiB) / 1024, "MiB",
                 note: String(format: "%.1f s; must stay flat against every preview once", many.seconds))
    }
}

/// The runner's report of its last run.
private func report(_ runner: String) -> PreviewRunReport? {
    guard let data = FileManager.default.contents(atPath: runner + "/work/" + PreviewRunReport.fileName) else { return nil }
    return try? JSONDecoder().decode(PreviewRunReport.self, from: data)
}
