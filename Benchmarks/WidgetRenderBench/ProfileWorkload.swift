/// `widgetrender-bench --profile WORKLOAD [COUNT]`: runs one workload COUNT times (default 200) with no timing,
/// for a profiler. The work happens inside `profiledWork` (a symbol to hand callgrind's `--toggle-collect`,
/// so set-up and warm-up are left out).
///
/// Workloads: `default-example` (the habit widget, systemSmall @3x, warm caches), `default-example-cold` (the same
/// with new RenderResources each time: fonts opened, glyphs rasterized), `default-example-png` (its
/// PNG encode, default preset), `scene:NAME` (a scene's raster), `scene-cached:NAME` (the same with shaped
/// paragraphs cached, as a re-render of the same text), `scene-png:NAME` (its default encode);
/// `display-list` prints the default example's display list (what the raster work is) and does nothing else.
///
/// ```
/// valgrind --tool=callgrind --toggle-collect='*profiledWork*' \
///     .build/release/widgetrender-bench --profile default-example 20
/// perf record -e cpu-clock -g .build/release/widgetrender-bench --profile scene:text 500
/// ```
import Foundation
import PNGCodec
import Raster
import Render
import WidgetExamples
import Widgets

enum ProfileWorkload {
    static func run(_ arguments: [String]) -> Int32 {
        guard let name = arguments.first else {
            print("usage: widgetrender-bench --profile WORKLOAD [COUNT]")
            return 64
        }
        let count = arguments.count > 1 ? Int(arguments[1]) ?? 200 : 200
        guard let work = workload(named: name) else {
            print("profile: unknown workload \(name)")
            return 64
        }
        work()  // warm-up, outside the profiled function
        profiledWork(count, work)
        return 0
    }

    private static func workload(named name: String) -> (() -> Void)? {
        if name == "display-list" {
            if let resources = try? RenderResources.bundled(),
               let out = try? WidgetRenderer().rendering(BuiltInExample.default.makeView(), options: WidgetRenderOptions(family: .systemSmall), resources: resources) {
                print(out.displayList.textDump())
            }
            return {}
        }
        if name == "default-example-cold" {
            return {
                guard let resources = try? RenderResources.bundled() else { return }
                blackHole(try? WidgetRenderer().render(BuiltInExample.default.makeView(),
                                                       options: WidgetRenderOptions(family: .systemSmall), resources: resources))
            }
        }
        if name == "default-example" || name == "default-example-png" {
            guard let resources = try? RenderResources.bundled(),
                  let pixmap = try? WidgetRenderer().render(BuiltInExample.default.makeView(), options: WidgetRenderOptions(family: .systemSmall),
                                                            resources: resources) else { return nil }
            if name == "default-example-png" {
                return { blackHole(try? pixmap.pngBytes()) }
            }
            return {
                blackHole(try? WidgetRenderer().render(BuiltInExample.default.makeView(), options: WidgetRenderOptions(family: .systemSmall),
                                                       resources: resources))
            }
        }
        for prefix in ["scene:", "scene-cached:", "scene-png:"] where name.hasPrefix(prefix) {
            let sceneName = String(name.dropFirst(prefix.count))
            let (path, exists) = BenchSceneFile.locate()
            guard exists, let file = try? BenchSceneFile.load(path), let text = try? SceneTextSetter(),
                  let scene = file.scenes.first(where: { $0.name == sceneName }) else { return nil }
            if prefix == "scene-cached:" { text.engine = text.cachingEngine }
            let painter = ScenePainter(scene: scene, text: text)
            if prefix != "scene-png:" { return { blackHole(painter.render()) } }
            guard let pixmap = painter.render() else { return nil }
            return { blackHole(try? pixmap.pngBytes()) }
        }
        return nil
    }
}

/// The profiled loop (kept out of line so profilers can select it by name).
@inline(never) func profiledWork(_ count: Int, _ work: () -> Void) {
    for _ in 0..<count { work() }
}
