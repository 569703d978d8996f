/// Benchmarks of the resolve and layout stages on the composed test widget (TestFixtures' tutorial widget,
/// StreakWidgetEntryView): view → layout nodes + draw content, then the propose/size pass. Text is
/// measured by TestFixtures' box measurer (BoxServices: every character 10×10) so the figure is Views + Layout alone;
/// Typography's share is in the typography suite.
import Graphics
import Layout
import TestFixtures
import Views

func viewsBenchmarks(_ h: BenchHarness) {
    let widget = StreakWidgetEntryView(entry: SimpleEntry(title: "Running", progress: 0.62, streak: 5, completedDays: 5))
    let services = BoxServices()
    let resolver = ViewResolver()
    let engine = LayoutEngine()
    let size = Size(width: 170, height: 170)
    guard let resolved = try? resolver.resolve(widget, services: services) else {
        print("views: the composed widget does not resolve")
        return
    }
    let resolve = h.measure(inner: 20) { blackHole(try? resolver.resolve(widget, services: services)) }
    h.report("views: resolve composed widget (\(resolved.contents.count) nodes)", resolve * 1e6, "µs")
    let layout = h.measure(inner: 20) { blackHole(try? engine.layout(resolved.root, in: size, displayScale: 3)) }
    h.report("views: lay out composed widget, systemSmall @3x", layout * 1e6, "µs")
    let both = h.measure(inner: 20) {
        guard let view = try? resolver.resolve(widget, services: services) else { return }
        blackHole(try? engine.layout(view.root, in: size, displayScale: 3))
    }
    h.report("views: resolve + lay out composed widget", both * 1e6, "µs", note: "budget share of ≤ 1 ms")
}
