// A gallery tile that is not a widget family: a built-in example's Live Activity in one presentation, mode, scheme
// and content state, or its control in one presentation and state, drawn by the pipeline's one activity and
// control renderers (Render/Widget/ActivityRendering.swift, the same as WidgetHost's), encoded like any tile.
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
        let output: RenderOutput
        let what: String
        do {
            switch place {
            case .activity(var appearance, let state, let name):
                appearance.colorScheme = scheme
                what = "\(source.origin), Live Activity \(appearance.fileStem) (\(name))"
                guard let activity = source.activity else { throw CLIFailure.input("\(what): no Live Activity") }
                output = try pipeline.renderActivity(activity.makeParts(state), appearance: appearance, date: date,
                                                     appName: source.name)
            case .control(var appearance):
                appearance.colorScheme = scheme
                what = "\(source.origin), \(appearance.fileStem)"
                guard let control = source.control else { throw CLIFailure.input("\(what): no control") }
                output = try pipeline.renderControl(control.makeContent(appearance.state), appearance: appearance,
                                                    scale: GalleryRunner.controlScale)
            }
        } catch let failure as CLIFailure {
            throw failure
        } catch {
            throw CLIFailure.input("\(source.origin): \(error)")
        }
        let png: [UInt8]
        do { png = try output.pixmap.pngBytes() } catch {
            throw CLIFailure.input("\(what): cannot encode PNG: \(error)")
        }
        return RenderJob(png: png, pixmap: output.pixmap, width: output.pixmap.width, height: output.pixmap.height,
                         warnings: output.warnings.map { "\($0)" }, scale: output.scene.scale)
    }
}
