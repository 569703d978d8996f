// A catalog's custom symbol (`.symbolset`) drawn as an image sized like an SF Symbol for the font around
// it: the template's glyph for the nearest weight and the image scale (AssetSymbol.variant), scaled from the
// template's point size (100) to the font's, so a 17 pt body font draws the glyph at 0.17 of its template
// size (times SymbolScale's factor ratio when the template lacks the scale asked for). The image is the glyph's advance wide (its margins) and its ink tall, drawn at the display scale.
import AssetCatalog
import Graphics
import Raster
import Views

extension ImageStore {
    /// The symbol template at `path` drawn for `sizing` at `displayScale`, held to the decode limits.
    func drawSymbol(_ path: String, insideFolder folder: String?, sizing: ImageSymbolSizing, displayScale: Double,
                    source: ImageSource) throws(RenderError.Reason) -> Entry {
        let symbol: AssetSymbol
        do { symbol = try AssetSymbol(contentsOf: path, insideFolder: folder) } catch {
            throw .image(source: source.description, reason: error.description)
        }
        guard let variant = symbol.variant(weight: sizing.weight, scale: sizing.scale) else {
            throw .image(source: source.description, reason: "\(path) has no glyph")
        }
        let factor = max(sizing.pointSize, 1) / symbol.templatePointSize * sizing.scale.factor / variant.scale.factor
        let ink = variant.path.bounds
        let size = Size(width: max(variant.advance, ink.maxX) * factor, height: ink.height * factor)
        let scale = displayScale.isFinite && displayScale >= 1 ? min(displayScale, 16) : 1
        let width = max(1, Int((size.width * scale).rounded(.up))), height = max(1, Int((size.height * scale).rounded(.up)))
        guard width <= limits.maximumWidth, height <= limits.maximumHeight, width * height <= limits.maximumPixels,
              let pixmap = Pixmap(width: width, height: height) else {
            throw .image(source: source.description, reason: "\(path) at \(width)×\(height) px is larger than the image limits")
        }
        var canvas = Canvas(pixmap: pixmap)
        let map = AffineTransform(translationX: 0, y: -ink.minY).concatenating(AffineTransform(scaleX: factor * scale,
                                                                                               y: factor * scale))
        canvas.fill(variant.path, paint: .solid(.black), fillRule: .nonZero, transform: map)
        return Entry(pixmap: canvas.materializedPixmap(), scale: scale)
    }
}
