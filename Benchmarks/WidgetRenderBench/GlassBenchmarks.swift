/// The cost of the iOS 26 glass presentation: the progress-ring widget of the Render goldens at systemSmall on
/// iOS 26 (524×524 px @3x), rendered in full colour and on the clear and tinted Home Screens (the glass pass:
/// the wallpaper blurred with σ = 30 px, dimmed, tinted, the rim, the content over it), and the glass pass alone.
import Drawing
import Graphics
import Raster
import Render
import TestFixtures
import Views
import Widgets

func glassBenchmarks(_ h: BenchHarness) {
    guard let resources = try? RenderResources.bundled() else {
        print("glass: no fonts directory found; set WIDGETRENDER_FONTS")
        return
    }
    let renderer = WidgetRenderer()
    let widget = ProgressRingWidget(progress: 0.68)
    var fullColor = WidgetRenderOptions(family: .systemSmall)
    fullColor.os = .ios26
    var times: [WidgetMode: Double] = [:]
    for (mode, options) in [(WidgetMode.fullColor, fullColor),
                            (.clear, WidgetRenderOptions(family: .systemSmall, mode: .clear)),
                            (.tinted, WidgetRenderOptions(family: .systemSmall, mode: .tinted))] {
        let time = h.measure(inner: 3) { blackHole(try? renderer.render(widget, options: options, resources: resources)) }
        times[mode] = time
        h.report("glass: widget → pixmap, systemSmall iOS 26 \(mode), 524×524", time * 1e6, "µs")
    }
    if let plain = times[.fullColor], let clear = times[.clear] {
        h.report("glass: clear presentation's extra cost per render", (clear - plain) * 1e6, "µs")
    }
    guard let canvas = try? WidgetCanvas(family: .systemSmall, mode: .clear),
          let glass = GlassBackground(canvas: canvas, options: WidgetRenderOptions(family: .systemSmall, mode: .clear)),
          let content = Pixmap(width: canvas.pixelWidth, height: canvas.pixelHeight) else { return }
    let masks = ShapeMaskCache()
    let pass = h.measure(inner: 3) { blackHole(GlassPass.apply(to: content, glass: glass, masks: masks)) }
    h.report("glass: glass pass alone (blur σ 30 px, tint, rim), 524×524", pass * 1e6, "µs")
}
