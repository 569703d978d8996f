// An asset catalog's SVG icon drawn by our own raster at the display scale (a vector image has no
// scale variants): its viewBox mapped onto size × scale pixels, each shape filled in document order.
import AssetCatalog
import Graphics
import Raster
import Views

extension ImageStore {
    /// The SVG file at `path` drawn at `displayScale` (rounded up to whole pixels), held to the decode limits.
    func drawSVG(_ path: String, insideFolder folder: String? = nil, displayScale: Double,
                 source: ImageSource) throws(RenderError.Reason) -> Entry {
        let icon: SVGIcon
        do { icon = try SVGIcon(contentsOf: path, insideFolder: folder) } catch {
            throw .image(source: source.description, reason: error.description)
        }
        let scale = displayScale.isFinite && displayScale >= 1 ? min(displayScale, 16) : 1
        let width = Int((icon.size.width * scale).rounded(.up)), height = Int((icon.size.height * scale).rounded(.up))
        guard width <= limits.maximumWidth, height <= limits.maximumHeight, width * height <= limits.maximumPixels,
              let pixmap = Pixmap(width: width, height: height) else {
            throw .image(source: source.description, reason: "\(path) at \(width)×\(height) px is larger than the image limits")
        }
        var canvas = Canvas(pixmap: pixmap)
        let box = icon.viewBox
        let sx = Double(width) / box.width, sy = Double(height) / box.height
        let map = AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: -box.minX * sx, ty: -box.minY * sy)
        for shape in icon.shapes {
            canvas.fill(shape.path, paint: .solid(shape.color), fillRule: shape.fillRule, transform: map)
        }
        return Entry(pixmap: canvas.pixmap, scale: scale)
    }
}
