// An asset catalog's PDF image drawn by our own raster at the display scale (VectorImage reads the page
// into filled shapes in points): the page's size × scale pixels, each shape filled in order inside its
// clips, so edges are as sharp at @3x as at @1x.
import Graphics
import Raster
import VectorImage
import Views

extension ImageStore {
    /// The PDF file at `path` drawn at `displayScale` (rounded up to whole pixels), held to the decode limits.
    func drawPDF(_ path: String, insideFolder folder: String? = nil, displayScale: Double,
                 source: ImageSource) throws(RenderError.Reason) -> Entry {
        let drawing: VectorDrawing
        do { drawing = try VectorDrawing(pdfContentsOf: path, insideFolder: folder) } catch {
            throw .image(source: source.description, reason: error.description)
        }
        let scale = displayScale.isFinite && displayScale >= 1 ? min(displayScale, 16) : 1
        let width = Int((drawing.size.width * scale).rounded(.up)), height = Int((drawing.size.height * scale).rounded(.up))
        guard width <= limits.maximumWidth, height <= limits.maximumHeight, width * height <= limits.maximumPixels,
              let pixmap = Pixmap(width: max(width, 1), height: max(height, 1)) else {
            throw .image(source: source.description, reason: "\(path) at \(width)×\(height) px is larger than the image limits")
        }
        var canvas = Canvas(pixmap: pixmap)
        let map = AffineTransform(scaleX: Double(width) / drawing.size.width, y: Double(height) / drawing.size.height)
        for shape in drawing.shapes {
            for clip in shape.clips { canvas.pushClip(clip.path, fillRule: clip.fillRule, transform: map) }
            canvas.fill(shape.path, paint: .solid(shape.color), fillRule: shape.fillRule, transform: map)
            for _ in shape.clips { canvas.popClip() }
        }
        return Entry(pixmap: canvas.materializedPixmap(), scale: scale)
    }
}
