// Images: the decoded pixels (from the resources' store; an image the store cannot decode was already
// reported by the resolver as a warning and draws nothing) stretched over the node's snapped pixel
// frame, then moved by the effects in force. Template images carry their paint. Symbols are outlines,
// filled by BuildWalk+Symbols.swift.
import Drawing
import Graphics
import Layout
import Raster
import Views

extension BuildWalk {
    mutating func drawImage(_ image: ResolvedImage, of node: LaidOutNode) {
        if case .systemName = image.source {
            drawSymbol(image, of: node)
            return
        }
        let frame = node.pixelFrame
        guard !frame.isEmpty,
              let entry = try? resources.images.image(for: image.source, displayScale: scale,
                                                     colorScheme: image.info.colorScheme,
                                                     increasedContrast: image.info.increasedContrast,
                                                     symbol: image.info.symbolSizing) else { return }
        let pixmap = entry.pixmap
        let place = AffineTransform(a: frame.width / Double(pixmap.width), b: 0, c: 0,
                                    d: frame.height / Double(pixmap.height), tx: frame.minX, ty: frame.minY)
        var template: Paint?
        if image.renderingMode == .template {
            guard let paint = image.templatePaint, !paint.isInvisible else { return }
            template = PaintMapping.paint(paint, frame: frame, scale: scale, transform: transform, opacity: 1)
        }
        let accented: AccentedImageMode? = image.accentedRenderingMode.map {
            switch $0 {
            case .accented: .accentTemplate
            case .desaturated: .desaturated
            case .accentedDesaturated: .accentedDesaturated
            case .fullColor: .fullColor
            }
        }
        emit(.image(ImageCommand(image: pixmap, transform: place.concatenating(transform), opacity: opacity,
                                 templatePaint: template, sourceDescription: image.source.description,
                                 accentedMode: accented)))
    }
}
