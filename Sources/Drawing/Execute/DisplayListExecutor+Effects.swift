// Effect layers: the content was drawn into its own full-size pixmap; blur blurs it, shadow draws a
// blurred copy of its alpha in the shadow colour, moved by the offset (rounded to whole pixels), behind
// it. Work is limited to the content's bounds grown by the blur's reach.
import Graphics
import Raster

extension DisplayListExecutor {
    static func composite(_ content: Pixmap, through effect: LayerEffect, opacity: Double, on canvas: inout Canvas) {
        guard let bounds = content.nonTransparentBounds() else { return }
        switch effect {
        case .blur(let sigma):
            var blurred = content
            blur(&blurred, sigma: sigma, around: bounds)
            canvas.drawPixmap(blurred, x: 0, y: 0, opacity: opacity)
        case let .shadow(color, sigma, offset):
            var shadow = content
            shadow.apply(.tint(color))
            blur(&shadow, sigma: sigma, around: bounds)
            let dx = offset.x.isFinite ? Int(max(-1e6, min(1e6, offset.x)).rounded()) : 0
            let dy = offset.y.isFinite ? Int(max(-1e6, min(1e6, offset.y)).rounded()) : 0
            if opacity >= 1 {
                canvas.drawPixmap(shadow, x: dx, y: dy)
                canvas.drawPixmap(content, x: 0, y: 0)
            } else {
                canvas.pushLayer(opacity: opacity)
                canvas.drawPixmap(shadow, x: dx, y: dy)
                canvas.drawPixmap(content, x: 0, y: 0)
                canvas.popLayer()
            }
        }
    }

    private static func blur(_ pixmap: inout Pixmap, sigma: Double, around bounds: (x0: Int, y0: Int, x1: Int, y1: Int)) {
        guard let blur = GaussianBlur(sigma: sigma) else { return }
        let reach = blur.reach
        blur.apply(to: &pixmap, x0: bounds.x0 - reach, y0: bounds.y0 - reach, x1: bounds.x1 + reach, y1: bounds.y1 + reach)
    }
}
