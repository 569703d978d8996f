/// The `previews` suite: `widgetrender previews` on Examples/HabitWidgetExtension and on a generated module of
/// 210 `#Preview`s, with `gallery` beside it.
///
/// 1. First build: the runner folder and the checkout's shared scratch folder of runner packages
///    (`.build/widgetrender-runners` and its release twin `-release`, caches `previews` made) removed, then one run — SwiftPM resolves, compiles
///    swift-syntax, the macro plugin, WidgetRender and the extension (debug, as the command defaults to), then
///    renders. Then the first run of a second, different extension (Examples/TemplateWidgetExtension) in a new
///    runner folder of its own: it reuses the shared build, compiling only its own modules and linking.
/// 2. Warm re-run: the same command again, nothing changed (median of 3): what a team waits for after
///    the first time (the build check skips `swift build`).
/// 3. Renders per CPU-second: the runner on one thread (`--jobs 1`: its render seconds are CPU seconds)
///    against `gallery` on the same machine (renders ÷ the process's CPU seconds).
/// 4. Peak memory of the runner and of `gallery` at about 100 and about 1 000 renders: the two must stay
///    within 10 % (flat), where tools that keep every image grow.
/// 5. The generated module of 210 previews: first run in a new runner folder of its own (a third extension of
///    the checkout), then a warm re-run.
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
    try? FileManager.default.removeItem(atPath: FileManager.default.currentDirectoryPath + "/.build/widgetrender-runners")
    try? FileManager.default.removeItem(atPath: FileManager.default.currentDirectoryPath + "/.build/widgetrender-runners-release")
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
    let templateRunner = root + "/runner-template"
    try? FileManager.default.removeItem(atPath: templateRunner)
    let template = ChildProcess.run([cli, "previews", "Examples/TemplateWidgetExtension", "--build-path", templateRunner,
                                     "--output", root + "/template-out"])
    if template.status == 0, let templateReport = report(templateRunner) {
        h.report("previews: a second extension's first run (\(templateReport.renders.count) renders, engine build reused)",
                 template.seconds, "s", note: String(format: "CPU %.0f s", template.cpuSeconds))
    } else {
        print("previews: Examples/TemplateWidgetExtension failed (status \(template.status))")
    }
    // 2.
    var warm: [ChildResult] = []
    for _ in 0..<3 { warm.append(ChildProcess.run(command)) }
    warm.sort { $0.seconds < $1.seconds }
    h.report("previews: warm re-run (\(once.renders.count) renders, nothing changed)", warm[1].seconds, "s",
             note: String(format: "budget ≤ 2 s; CPU %.2f s", warm[1].cpuSeconds))
    // 3.
    let single = ChildProcess.run(command + ["--jobs", "1"])
    if single.status == 0, let last = report(runner), last.seconds > 0 {
        h.report("previews: renders per CPU-second, runner (debug, one thread)", Double(last.renders.count) / last.seconds, "renders/s")
    }
    let gallery = [cli, "gallery", "--output", root + "/gallery"]
    let galleryRun = ChildProcess.run(gallery)
    let galleryRenders = (try? FileManager.default.contentsOfDirectory(atPath: root + "/gallery"))?
        .filter { $0.hasSuffix(".png") && !$0.hasPrefix("contact-sheet") }.count ?? 0
    if galleryRun.status == 0, galleryRun.cpuSeconds > 0 {
        h.report("previews: renders per CPU-second, gallery (same CLI)", Double(galleryRenders) / galleryRun.cpuSeconds, "renders/s")
    }
    // 4.
    for target in [100, 1_000] {
        let repetitions = max(1, (target + once.renders.count - 1) / max(1, once.renders.count))
        let many = ChildProcess.run(command + ["--repeat", "\(repetitions)", "--jobs", "1"])
        if many.status == 0, let manyReport = report(runner) {
            h.report("previews: peak memory, \(repetitions * once.renders.count) renders in one process (runner)",
                     Double(manyReport.peakMemoryKiB) / 1024, "MiB", note: String(format: "%.1f s", many.seconds))
        }
        if let peak = ChildProcess.probe(gallery + galleryAxes(renders: target, base: galleryRenders)), peak.status == 0 {
            h.report("previews: peak memory, gallery of about \(target) renders (process)", Double(peak.maxResidentKiB) / 1024, "MiB")
        }
    }
    // 5.
    manyPreviewsBenchmarks(h, cli: cli, root: root)
}

/// Dynamic Type sizes and locales that multiply the default gallery's `base` renders to about `renders`.
private func galleryAxes(renders: Int, base: Int) -> [String] {
    let sizes = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"]
    let locales = ["en_US", "fr_FR", "de_DE", "ja_JP", "ar_EG", "es_ES", "it_IT", "pt_BR"]
    let factor = max(1, renders / max(1, base))
    let sizeCount = min(sizes.count, factor)
    let localeCount = min(locales.count, max(1, factor / sizeCount))
    return ["--dynamic-type-sizes", sizes.prefix(sizeCount).joined(separator: ","),
            "--locales", locales.prefix(localeCount).joined(separator: ",")]
}

/// 5: a module of 210 previews, 30 to a file, written under `root`, run in a runner folder of its own.
private func manyPreviewsBenchmarks(_ h: BenchHarness, cli: String, root: String) {
    let folder = root + "/many/ManyExtension"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    var widget = "import SwiftUI\nimport WidgetKit\n\nstruct ManyEntry: TimelineEntry { let date: Date; let number: Int }\n\n"
    widget += "struct ManyWidget: Widget {\n    var body: some WidgetConfiguration {\n"
    widget += "        StaticConfiguration(kind: \"Many\", provider: ManyProvider()) { entry in\n"
    widget += "            Text(\"\\(entry.number)\").font(.largeTitle).containerBackground(.white, for: .widget)\n"
    widget += "        }\n        .supportedFamilies([.systemSmall])\n    }\n}\n\n"
    widget += "struct ManyProvider: TimelineProvider {\n"
    widget += "    func placeholder(in context: Context) -> ManyEntry { ManyEntry(date: Date(timeIntervalSince1970: 0), number: 0) }\n"
    widget += "    func getSnapshot(in context: Context, completion: @escaping (ManyEntry) -> Void) { completion(placeholder(in: context)) }\n"
    widget += "    func getTimeline(in context: Context, completion: @escaping (Timeline<ManyEntry>) -> Void) {\n"
    widget += "        completion(Timeline(entries: [placeholder(in: context)], policy: .never))\n    }\n}\n\n"
    widget += "@main\nstruct ManyBundle: WidgetBundle { var body: some Widget { ManyWidget() } }\n"
    try? widget.write(toFile: folder + "/ManyWidget.swift", atomically: true, encoding: .utf8)
    for file in 0..<7 {
        var text = "import SwiftUI\nimport WidgetKit\n\n"
        for number in (file * 30)..<(file * 30 + 30) {
            text += "#Preview(\"P\(number)\", as: .systemSmall) {\n    ManyWidget()\n} timeline: {\n"
                + "    ManyEntry(date: Date(timeIntervalSince1970: 0), number: \(number))\n}\n\n"
        }
        try? text.write(toFile: folder + "/Previews\(file).swift", atomically: true, encoding: .utf8)
    }
    let manyRunner = root + "/runner-many"
    try? FileManager.default.removeItem(atPath: manyRunner)
    let command = [cli, "previews", folder, "--build-path", manyRunner, "--output", root + "/many-out"]
    let first = ChildProcess.run(command)
    guard first.status == 0, let once = report(manyRunner) else {
        print("previews: \(command.joined(separator: " ")) failed (status \(first.status))")
        return
    }
    h.report("previews: 210 previews, first run in a new runner folder (\(once.renders.count) renders)", first.seconds, "s",
             note: String(format: "CPU %.0f s", first.cpuSeconds))
    let warm = ChildProcess.run(command)
    h.report("previews: 210 previews, warm re-run", warm.seconds, "s", note: String(format: "CPU %.2f s", warm.cpuSeconds))
}

/// The runner's report of its last run.
private func report(_ runner: String) -> PreviewRunReport? {
    guard let data = FileManager.default.contents(atPath: runner + "/work/" + PreviewRunReport.fileName) else { return nil }
    return try? JSONDecoder().decode(PreviewRunReport.self, from: data)
}
