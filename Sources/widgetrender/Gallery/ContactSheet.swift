import Graphics
import Raster
import Render
import Typography
import Widgets

/// The gallery's contact sheet: every render as a thumbnail at ``pixelsPerPoint``, one group of
/// rows per family, each thumbnail under its mode label, the labels set with our own text engine
/// (Typography's `TextLayoutEngine`, drawn through the shared glyph cache onto a Raster canvas).
///
/// 1. Lay out every label (title, family headings, tile labels) at 1 px per point.
/// 2. Flow the tiles of each family left to right, wrapping at ``wrapWidth``.
/// 3. Paint the background, the thumbnails (a red box for a failed render) and the labels.
struct ContactSheet {
    /// Thumbnail pixels per point: a systemSmall widget is 170 px wide on the sheet.
    static let pixelsPerPoint = 1
    /// Tiles wrap to a new line past this width in pixels: the seven renders of a medium or large
    /// widget fit on one line, three extra-large ones.
    static let wrapWidth = 2_720
    /// The space around the sheet and between groups.
    static let margin = 24
    /// The space between tiles.
    static let gap = 16
    /// The space between a label and its thumbnail.
    static let labelGap = 4
    /// The sheet's background: iOS dark grouped background, so light and dark widgets both stand out.
    static let background = RGBAColor(r255: 28, 28, 30)
    /// Label colours.
    static let titleColor = RGBAColor(white: 1)
    static let labelColor = RGBAColor(white: 0.72)
    static let failureColor = RGBAColor(r255: 255, 69, 58)

    /// The widget's name, drawn as the title.
    var title: String
    /// The renders, in plan order.
    var tiles: [GalleryTile]
    /// Fonts, text engine and glyph cache.
    var resources: RenderResources

    /// A label laid out, with where it goes.
    private struct PlacedText {
        var layout: TextLayout
        var x: Int
        var y: Int
        var color: RGBAColor
    }

    /// A thumbnail (or the box of a failed render) and where it goes.
    private struct PlacedImage {
        var thumbnail: Pixmap?
        var x: Int
        var y: Int
        var width: Int
        var height: Int
    }

    /// Draws the sheet.
    func render() throws -> Pixmap {
        // 1–2. Labels and positions.
        var texts: [PlacedText] = []
        var images: [PlacedImage] = []
        let margin = Self.margin
        let titleText = try label("\(title) — \(tiles.count) renders", size: 22, weight: .bold)
        texts.append(PlacedText(layout: titleText, x: margin, y: margin, color: Self.titleColor))
        var y = margin + Self.height(titleText) + margin
        var sheetWidth = margin + Self.width(titleText) + margin
        for family in WidgetFamily.allCases {
            let group = tiles.filter { $0.entry.family == family }
            guard let first = group.first else { continue }
            let heading = try label(Self.heading(family: family, first: first), size: 15, weight: .semibold)
            texts.append(PlacedText(layout: heading, x: margin, y: y, color: Self.titleColor))
            y += Self.height(heading) + 8
            var x = margin
            var lineHeight = 0
            for tile in group {
                let caption = try label(tile.entry.label + (Self.isFailure(tile) ? " — failed" : ""),
                                        size: 12, weight: .medium)
                let (width, height, thumbnail) = Self.box(of: tile)
                let tileWidth = max(width, Self.width(caption))
                let tileHeight = Self.height(caption) + Self.labelGap + height
                if x > margin, x + tileWidth > Self.wrapWidth {
                    x = margin
                    y += lineHeight + Self.gap
                    lineHeight = 0
                }
                texts.append(PlacedText(layout: caption, x: x, y: y,
                                        color: Self.isFailure(tile) ? Self.failureColor : Self.labelColor))
                images.append(PlacedImage(thumbnail: thumbnail, x: x, y: y + Self.height(caption) + Self.labelGap,
                                          width: width, height: height))
                x += tileWidth + Self.gap
                lineHeight = max(lineHeight, tileHeight)
                sheetWidth = max(sheetWidth, x - Self.gap + margin)
            }
            y += lineHeight + margin
        }
        // 3. Paint.
        guard var pixmap = Pixmap(width: sheetWidth, height: y) else {
            throw CLIFailure.io("the contact sheet would be \(sheetWidth)×\(y) px, too large")
        }
        pixmap.fill(Self.background)
        var canvas = Canvas(pixmap: pixmap)
        for image in images {
            if let thumbnail = image.thumbnail {
                canvas.drawPixmap(thumbnail, x: image.x, y: image.y)
            } else {
                let box = Rect(x: Double(image.x), y: Double(image.y), width: Double(image.width),
                               height: Double(image.height))
                canvas.fill(Path(box), paint: .solid(RGBAColor(r255: 255, 69, 58, alpha: 0.25)))
            }
        }
        for text in texts {
            text.layout.draw(on: &canvas, origin: Point(x: Double(text.x), y: Double(text.y)), scale: 1,
                             cache: resources.glyphCache, registry: resources.registry) { _ in .solid(text.color) }
        }
        return canvas.pixmap
    }

    /// `systemSmall · 170×170 pt · 510×510 px`
    private static func heading(family: WidgetFamily, first: GalleryTile) -> String {
        let device = DeviceCatalog.defaultDevice(for: family)
        var parts = [family.rawValue]
        if let size = device.size(of: family) {
            parts.append("\(formatNumber(size.width))×\(formatNumber(size.height)) pt")
        }
        if case .success(let rendered) = first.outcome {
            parts.append("\(rendered.pixelWidth)×\(rendered.pixelHeight) px")
        }
        parts.append(device.name)
        return parts.joined(separator: " · ")
    }

    /// The thumbnail of a tile, or for a failed render a box of the family's size.
    private static func box(of tile: GalleryTile) -> (Int, Int, Pixmap?) {
        switch tile.outcome {
        case .success(let rendered):
            return (rendered.thumbnail.width, rendered.thumbnail.height, rendered.thumbnail)
        case .failure:
            let size = DeviceCatalog.defaultDevice(for: tile.entry.family).size(of: tile.entry.family)
                ?? Size(width: 100, height: 100)
            return (Int((size.width * Double(pixelsPerPoint)).rounded()),
                    Int((size.height * Double(pixelsPerPoint)).rounded()), nil)
        }
    }

    private static func isFailure(_ tile: GalleryTile) -> Bool {
        if case .failure = tile.outcome { return true }
        return false
    }

    private func label(_ text: String, size: Double, weight: Font.Weight) throws -> TextLayout {
        do {
            return try resources.textEngine.layout(text, font: .system(size: size, weight: weight),
                                                   proposedWidth: nil, displayScale: 1)
        } catch {
            throw CLIFailure.io("contact sheet label \"\(text)\": \(error)")
        }
    }

    private static func width(_ layout: TextLayout) -> Int { Int(layout.size.width.rounded(.up)) }
    private static func height(_ layout: TextLayout) -> Int { Int(layout.size.height.rounded(.up)) }
}
