import PNGCodec
import Raster
import Render
import Views
import Widgets

/// One widget rendered and encoded: the step `render` and every tile of `gallery` share.
struct RenderJob {
    /// The encoded PNG.
    var png: [UInt8]
    /// The final pixels.
    var pixmap: Pixmap
    /// Resolution warnings (unknown symbols, images that could not be decoded …).
    var warnings: [String]
    /// Device pixels per point of the render.
    var scale: Double

    /// Width in pixels.
    var width: Int { pixmap.width }
    /// Height in pixels.
    var height: Int { pixmap.height }

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
            png = try PNGEncoder.encode(width: output.pixmap.width, height: output.pixmap.height,
                                        rgba: output.pixmap.straightRGBA())
        } catch {
            throw CLIFailure.input("\(what): cannot encode PNG: \(error)")
        }
        return RenderJob(png: png, pixmap: output.pixmap, warnings: output.warnings.map { "\($0)" },
                         scale: output.canvas.scale)
    }
}
