import Drawing
import Graphics
import Raster
@testable import Typography

/// Draws symbols in a grid for golden images and eyeballing: each cell shows a grey "H" of the same font
/// (to judge size and cap-height alignment), the symbol on the same baseline, and its name below.
struct SymbolSheet {
    struct Cell {
        var name: String
        var font: Font = .system(size: 17)
        var mode: SymbolRenderingMode = .monochrome
        var label: String? = nil
    }

    var cells: [Cell]
    var columns = 9
    var cellWidth = 100.0
    var cellHeight = 44.0
    var scale = 2.0

    /// Straight RGBA bytes and the size in pixels: black on white.
    func render() throws -> (rgba: [UInt8], width: Int, height: Int) {
        let fonts = try TestFonts.registry()
        let symbols = SymbolOutlines(fonts: fonts)
        let engine = TextLayoutEngine(registry: fonts)
        let cache = GlyphCache()
        let rows = (cells.count + columns - 1) / columns
        let pixelWidth = Int((Double(columns) * cellWidth * scale).rounded(.up))
        let pixelHeight = Int((Double(rows) * cellHeight * scale).rounded(.up))
        guard var pixmap = Pixmap(width: pixelWidth, height: pixelHeight) else { throw SheetError.size }
        pixmap.fill(.white)
        var canvas = Canvas(pixmap: pixmap)
        let grey = RGBAColor(white: 0.72)
        let labelFont = Font.system(size: 7.5)
        for (i, cell) in cells.enumerated() {
            let left = Double(i % columns) * cellWidth, top = Double(i / columns) * cellHeight
            let baseline = top + (cellHeight * 0.55).rounded()
            // The reference "H", pixel-aligned like a Text view.
            let reference = try engine.layout("H", font: cell.font, proposedWidth: nil, displayScale: scale)
            let textOrigin = Point(x: ((left + 8) * scale).rounded(),
                                   y: ((baseline - reference.firstBaseline) * scale).rounded())
            cache.draw(reference.glyphPlacements(origin: textOrigin, scale: scale), on: &canvas, registry: fonts) { _ in
                .solid(grey)
            }
            // The symbol, on the same (pixel-snapped) baseline.
            let glyph = try symbols.glyph(named: cell.name, font: cell.font, displayScale: scale)
                ?? symbols.placeholder(font: cell.font, displayScale: scale)
            let x = textOrigin.x / scale + reference.size.width + 2
            let y = (textOrigin.y / scale + reference.firstBaseline)
            let transform = AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: x * scale, ty: (y * scale).rounded())
            for fill in glyph.fills(mode: cell.mode, foreground: .black) {
                canvas.fill(fill.path, paint: .solid(fill.color), transform: transform)
            }
            // The name.
            let label = try engine.layout(cell.label ?? cell.name, font: labelFont,
                                          style: ParagraphStyle(lineLimit: 1, truncationMode: .middle),
                                          proposedWidth: cellWidth - 6, displayScale: scale)
            let labelOrigin = Point(x: ((left + 3) * scale).rounded(), y: ((top + (cellHeight * 0.7).rounded()) * scale).rounded())
            cache.draw(label.glyphPlacements(origin: labelOrigin, scale: scale), on: &canvas, registry: fonts) { _ in .solid(.black) }
        }
        return (canvas.pixmap.straightRGBA(), pixelWidth, pixelHeight)
    }

    enum SheetError: Error { case size }
}
