// The overlay of a legibility check: the render's final pixels, over black where transparent, with each
// finding's frame outlined — red for a collapse, orange for low contrast — 2 points thick, outside the
// frame where it fits so the element itself stays visible.
import Graphics
import Raster

extension LegibilityReport.Entry {
    /// The render with its findings outlined.
    public func overlay() -> Pixmap {
        var pixmap = render.pixmap
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                var pixel = pixmap.pixel(x: x, y: y)
                pixel.a = 255
                pixmap.setPixel(x: x, y: y, pixel)
            }
        }
        let thickness = max(1, Int((2 * render.scale).rounded()))
        for finding in findings {
            let color = finding.kind == .collapsed
                ? PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255) : PremultipliedRGBA8(r: 255, g: 149, b: 0, a: 255)
            let frame = finding.element.frame
            let x0 = Int((frame.minX * render.scale).rounded(.down)) - thickness
            let y0 = Int((frame.minY * render.scale).rounded(.down)) - thickness
            let x1 = Int(((frame.minX + frame.size.width) * render.scale).rounded(.up)) + thickness
            let y1 = Int(((frame.minY + frame.size.height) * render.scale).rounded(.up)) + thickness
            for y in y0..<max(y0, y1) {
                for x in x0..<max(x0, x1) {
                    let onEdge = x < x0 + thickness || x >= x1 - thickness || y < y0 + thickness || y >= y1 - thickness
                    if onEdge { pixmap.setPixel(x: x, y: y, color) }
                }
            }
        }
        return pixmap
    }
}
