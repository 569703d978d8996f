// A gallery tile that is not a widget family: a built-in example's Live Activity in one presentation, mode, scheme
// and content state, or its control in one presentation and state, drawn by the pipeline's one place renderer
// (Render/Widget/PlaceRendering.swift, through the activity and control renderers WidgetHost uses), encoded like any
// tile.
import PortableFoundation
import Render
import Views
import Widgets

extension RenderJob {
    /// Renders `place` of `source` in `scheme` at `date` (the render's `--date`); failures are input errors naming
    /// the example and the render.
    static func render(_ place: GalleryPlan.Entry.Place, of source: WidgetSource, scheme: ColorScheme, date: Date?,
                       resources: RenderResources) throws -> RenderJob {
        let pipeline = WidgetRenderer().pipeline(resources)
        let place = place.withScheme(scheme)
        let output: RenderOutput
        do {
            output = try pipeline.render(pipeline.placeScene(place, content: source.placeContent, date: date,
                                                             controlScale: GalleryRunner.controlScale))
        } catch {
            throw CLIFailure.input("\(source.origin): \(error)")
        }
        let png: [UInt8]
        do { png = try output.pixmap.pngBytes() } catch {
            throw CLIFailure.input("\(source.origin), \(place.fileStem): cannot encode PNG: \(error)")
        }
        return RenderJob(png: png, pixmap: output.pixmap, width: output.pixmap.width, height: output.pixmap.height,
                         warnings: output.warnings.map { "\($0)" }, scale: output.scene.scale)
    }
}
