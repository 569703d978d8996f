import PNGCodec
import Render
import Views
import Widgets

/// One widget rendered and encoded: the step `render` and every tile of `gallery` share.
struct RenderJob {
    /// The encoded PNG.
    var png: [UInt8]
    /// The final pixels, straight-alpha RGBA8 (what the PNG holds).
    var rgba: [UInt8]
    /// Width in pixels.
    var width: Int
    /// Height in pixels.
    var height: Int
    /// Resolution warnings (unknown symbols, images that could not be decoded …).
    var warnings: [String]
    /// Device pixels per point of the render.
    var scale: Double

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
        let rgba = output.pixmap.straightRGBA()
        let png: [UInt8]
        do {
            png = try PNGEncoder.encode(width: output.pixmap.width, height: output.pixmap.height, rgba: rgba)
        } catch {
            throw CLIFailure.input("\(what): cannot encode PNG: \(error)")
        }
        return RenderJob(png: png, rgba: rgba, width: output.pixmap.width, height: output.pixmap.height,
                         warnings: output.warnings.map { "\($0)" }, scale: output.canvas.scale)
    }
}
