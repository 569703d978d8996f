import Drawing
import Graphics
import Raster
@testable import Typography

/// Renders paragraphs stacked top to bottom (16 pt margins, 8 pt apart) for golden images and eyeballing.
struct TextSpecimen {
    struct Item {
        var runs: [TextRun]
        var style = ParagraphStyle()
        var width: Double? = nil
    }

    var items: [Item]
    var widthPoints: Double = 360
    var scale: Double = 3

    /// Straight RGBA bytes and size; light = black text on white, dark = white on black.
    /// `paint` maps a style index to a colour (default: the scheme's text colour).
    func render(dark: Bool, paint: ((Int) -> RGBAColor)? = nil) throws -> (rgba: [UInt8], width: Int, height: Int) {
        let fonts = try TestFonts.registry()
        let engine = TextLayoutEngine(registry: fonts)
        let margin = 16.0, gap = 8.0
        var layouts: [TextLayout] = []
        for item in items {
            layouts.append(try engine.layout(item.runs, style: item.style,
                                             proposedWidth: item.width ?? widthPoints - 2 * margin,
                                             displayScale: scale))
        }
        let heightPoints = 2 * margin + layouts.reduce(0) { $0 + $1.size.height } + gap * Double(max(0, layouts.count - 1))
        let pixelWidth = Int((widthPoints * scale).rounded(.up)), pixelHeight = Int((heightPoints * scale).rounded(.up))
        guard var pixmap = Pixmap(width: pixelWidth, height: pixelHeight) else { throw SpecimenError.size }
        let background = dark ? RGBAColor.black : RGBAColor.white
        let foreground = dark ? RGBAColor.white : RGBAColor.black
        pixmap.fill(background)
        var canvas = Canvas(pixmap: pixmap)
        let cache = GlyphCache()
        var y = margin
        for layout in layouts {
            // Frames are pixel-aligned, as SwiftUI rounds view origins to the pixel grid.
            let origin = Point(x: (margin * scale).rounded(), y: (y * scale).rounded())
            cache.draw(layout.glyphPlacements(origin: origin, scale: scale), on: &canvas, registry: fonts) { index in
                .solid(paint?(index) ?? foreground)
            }
            y += layout.size.height + gap
        }
        return (canvas.pixmap.straightRGBA(), pixelWidth, pixelHeight)
    }

    enum SpecimenError: Error { case size }
}
