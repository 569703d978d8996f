/// The legibility check's cost (meant to be well under a second): the default example across its whole
/// matrix — every family it supports, each in the modes it is shown in, light and dark — and one render's
/// measurement for comparison with a plain render.
import Render
import WidgetExamples
import Widgets

func checkBenchmarks(_ h: BenchHarness) {
    guard let resources = try? RenderResources.bundled() else {
        print("check: no fonts directory found; set WIDGETRENDER_FONTS")
        return
    }
    let example = BuiltInExample.default
    let check = LegibilityCheck()
    guard let report = try? check.check(example.makeView(), families: example.families, resources: resources) else {
        print("check: the default example does not render")
        return
    }
    let matrix = h.measure(minimumSamples: 3) {
        blackHole(try? check.check(example.makeView(), families: example.families, resources: resources))
    }
    h.report("check: \(example.name), whole matrix (\(report.entries.count) renders, \(report.measuredCount) elements)",
             matrix * 1e3, "ms", note: "budget well under 1 s")
    let one = h.measure(inner: 3) {
        blackHole(try? check.measure(example.makeView(), options: WidgetRenderOptions(family: .systemSmall), resources: resources))
    }
    h.report("check: \(example.name) systemSmall fullColor, one render measured", one * 1e3, "ms")
}
