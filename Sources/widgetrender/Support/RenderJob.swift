import PNGCodec
import Raster
import Render
import Views
import Widgets

/// One widget rendered and encoded: the step `render` and every tile of `gallery` share.
struct RenderJob {
    /// The encoded PNG.
    var png: [UInt8]
    /// The final pixels (premultiplied, as rendered).
    var pixmap: Pixmap
    /// Width in pixels.
    var width: Int
    /// Height in pixels.
    var height: Int
    /// Resolution warnings (unknown symbols, images that could not be decoded …).
    var warnings: [String]
    /// Device pixels per point of the render.
    var scale: Double

    /// Renders `source` with `options` on `canvas` (``Render/WidgetRenderOptions/canvas()``, made once by the
    /// caller; nil: made here) in `placement`; failures are input errors naming the widget and the combination.
    static func render(_ source: WidgetSource, options: WidgetRenderOptions, canvas: WidgetCanvas? = nil,
                       placement: WidgetPlacement?, backdrop: Pixmap?, resources: RenderResources) throws -> RenderJob {
        let what = "\(source.origin), \(options.family) \(options.mode)"
        var options = options
        // The watch's and the Mac's places draw on that device when none is named, at its scale.
        if let placement, placement.drawsOnItsOwnDevice, options.device == nil { options.device = placement.defaultDevice }
        let canvas = try canvas ?? checkedCanvas(options, what: what)
        guard let placement, placement != .homeScreen else {
            return try render(source, options: options, canvas: canvas, resources: resources, what: what)
        }
        let pixmap: Pixmap
        do {
            pixmap = try WidgetPlacementRenderer().render(source.makeView(), options: options, placement: placement,
                                                          backdrop: backdrop, resources: resources)
        } catch {
            throw CLIFailure.input("\(what) on the \(placement): \(error)")
        }
        let png: [UInt8]
        do { png = try pixmap.pngBytes() } catch {
            throw CLIFailure.input("\(what) on the \(placement): cannot encode PNG: \(error)")
        }
        // The scale reported is the options' own canvas's, which the gallery's thumbnail divides by (StandBy's
        // screen is drawn at the phone's scale).
        return RenderJob(png: png, pixmap: pixmap, width: pixmap.width, height: pixmap.height, warnings: [],
                         scale: canvas.scale)
    }

    /// The widget alone on `canvas`.
    private static func render(_ source: WidgetSource, options: WidgetRenderOptions, canvas: WidgetCanvas,
                               resources: RenderResources, what: String) throws -> RenderJob {
        let output: WidgetRenderOutput
        do {
            output = try WidgetRenderer().rendering(source.makeView(), on: canvas, options: options,
                                                    resources: resources)
        } catch {
            throw CLIFailure.input("\(what): \(error)")
        }
        let png: [UInt8]
        do {
            // Rows are un-premultiplied straight into the encoder's buffer: no full-size straight-RGBA
            // copy (the gallery makes one for its thumbnail only).
            png = try output.pixmap.pngBytes()
        } catch {
            throw CLIFailure.input("\(what): cannot encode PNG: \(error)")
        }
        return RenderJob(png: png, pixmap: output.pixmap, width: output.pixmap.width, height: output.pixmap.height,
                         warnings: output.warnings.map { "\($0)" }, scale: output.canvas.scale)
    }

    /// `options.canvas()`, a refusal an input error naming the widget and the combination.
    private static func checkedCanvas(_ options: WidgetRenderOptions, what: String) throws -> WidgetCanvas {
        do { return try options.canvas() } catch { throw CLIFailure.input("\(what): \(error)") }
    }
}
