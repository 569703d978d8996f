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

    /// Renders `source` with `options`; failures are input errors naming the widget and the combination.
    static func render(_ source: WidgetSource, options: WidgetRenderOptions, placement: WidgetPlacement?,
                       backdrop: Pixmap?, resources: RenderResources) throws -> RenderJob {
        guard let placement, placement != .homeScreen else { return try render(source, options: options, resources: resources) }
        let what = "\(source.origin), \(options.family) \(options.mode) on the \(placement)"
        let pixmap: Pixmap
        do {
            pixmap = try WidgetPlacementRenderer().render(source.makeView(), options: options, placement: placement,
                                                          backdrop: backdrop, resources: resources)
        } catch {
            throw CLIFailure.input("\(what): \(error)")
        }
        let png: [UInt8]
        do { png = try pixmap.pngBytes() } catch { throw CLIFailure.input("\(what): cannot encode PNG: \(error)") }
        // The placement is drawn at the device's scale (StandBy's screen at the phone's), which the gallery's
        // thumbnail divides by.
        return RenderJob(png: png, pixmap: pixmap, width: pixmap.width, height: pixmap.height, warnings: [],
                         scale: options.scale ?? (try? options.canvas().scale) ?? 3)
    }

    /// Renders `source` with `options`; failures are input errors naming the widget and the combination.
    static func render(_ source: WidgetSource, options: WidgetRenderOptions,
                       resources: RenderResources) throws -> RenderJob {
        let what = "\(source.origin), \(options.family) \(options.mode)"
        let output: WidgetRenderOutput
        do {
            output = try WidgetRenderer().rendering(source.makeView(), options: options, resources: resources)
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
}
