/// Benchmarks of the render stages on the progress-ring widget of the Render goldens (TestFixtures' ProgressRingWidget) at systemSmall @3x
/// (510×510 px), with real fonts: resolve + lay out (text measured by Typography), build + execute the
/// display list (glyph masks warm), and the whole view → PNG bytes (default preset).
import Drawing
import Graphics
import Layout
import Render
import TestFixtures
import Views

func renderBenchmarks(_ h: BenchHarness) {
    guard let resources = try? RenderResources.bundled() else {
        print("render: no fonts directory found; set WIDGETRENDER_FONTS")
        return
    }
    let renderer = ViewRenderer()
    let widget = ProgressRingWidget(progress: 0.68)
    let size = Size(width: 170, height: 170)
    guard let laidOut = try? renderer.prepare(widget, size: size, scale: 3, colorScheme: .light,
                                              resources: resources) else {
        print("render: the progress ring does not resolve")
        return
    }
    let (resolved, layout) = (laidOut.resolved, laidOut.layout)
    let prepare = h.measure(inner: 10) {
        blackHole(try? renderer.prepare(widget, size: size, scale: 3, colorScheme: .light, resources: resources))
    }
    h.report("render: resolve + lay out progress ring (\(layout.nodes.count) nodes), @3x", prepare * 1e6, "µs")

    let builder = DisplayListBuilder(resources: resources)
    let executor = DisplayListExecutor(resources: resources)
    guard let list = try? builder.build(resolved, layout: layout) else { return }
    let build = h.measure(inner: 10) { blackHole(try? builder.build(resolved, layout: layout)) }
    h.report("render: build display list (\(list.items.count) commands)", build * 1e6, "µs")
    let execute = h.measure(inner: 10) { blackHole(try? executor.execute(list)) }
    h.report("render: execute display list, 510×510", execute * 1e6, "µs")
    let both = h.measure(inner: 10) {
        guard let list = try? builder.build(resolved, layout: layout) else { return }
        blackHole(try? executor.execute(list))
    }
    h.report("render: build + execute display list", both * 1e6, "µs")

    let raster = h.measure(inner: 10) {
        blackHole(try? renderer.render(widget, size: size, scale: 3, colorScheme: .light, resources: resources))
    }
    h.report("render: view → pixmap (resolve, layout, build, execute)", raster * 1e6, "µs",
             note: "budget ≤ 1 ms")
    let png = h.measure(inner: 5) {
        blackHole(try? renderer.renderPNG(widget, size: size, scale: 3, colorScheme: .light, resources: resources))
    }
    h.report("render: view → PNG bytes (default preset)", png * 1e6, "µs", note: "budget ≤ 1 ms + ≤ 2 ms")
}
