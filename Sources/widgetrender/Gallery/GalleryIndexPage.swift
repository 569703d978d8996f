import Graphics
import Render
import Widgets

/// The gallery's `index.html`: one section per family, its renders in a grid, each image shown at
/// its size in points (so @2x and @3x files look sharp), the contact sheet's pages linked at the top.
/// The page names no time or machine, so two runs write the same bytes.
enum GalleryIndexPage {
    /// The page for `tiles` of widget `title`, linking the contact sheet's pages `sheets` (files in the same folder).
    static func html(title: String, tiles: [GalleryTile], sheets: [String]) -> String {
        let escape = IndexPageHTML.escape
        var page = IndexPageHTML.head(
            title: title, kind: "gallery",
            gridStyle: ".grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(var(--cell), max-content)); gap: 20px; }")
        page += "<h1>\(escape(title))</h1>\n"
        page += "<p>\(tiles.count) renders · \(IndexPageHTML.sheetLinks(sheets))</p>\n"
        let widgetGroups = WidgetFamily.allCases.map { family in
            (family.rawValue, tiles.filter { $0.entry.place == nil && $0.entry.family == family })
        }
        let placeGroups = ["Live Activity", "control"].map { heading in
            (heading, tiles.filter { $0.entry.place != nil && $0.entry.group == heading })
        }
        for (heading, group) in widgetGroups + placeGroups {
            guard let first = group.first else { continue }
            let size = cellSize(first)
            page += "<h2>\(escape(heading))</h2>\n"
            page += "<div class=\"grid\" style=\"--cell: \(formatNumber(size.width))px\">\n"
            for tile in group {
                let file = "\(tile.entry.fileStem).png"
                let size = tile.entry.place == nil ? size : cellSize(tile)
                switch tile.outcome {
                case .success:
                    page += IndexPageHTML.figure(label: tile.label, file: file, width: formatNumber(size.width),
                                                 height: formatNumber(size.height))
                case .failure(let failure):
                    page += IndexPageHTML.failedFigure(label: tile.label, message: failure.message)
                }
            }
            page += "</div>\n"
        }
        page += "</body>\n</html>\n"
        return page
    }

    /// The size a tile's image is shown at, in points: its family's on the default device in the tile's OS profile
    /// (``Widgets/WidgetCanvas/check(family:device:scale:os:)``, as the contact sheet sizes it); a Live Activity's or a
    /// control's own pixels over its scale (the Lock Screen's height is its view's), else its largest.
    static func cellSize(_ tile: GalleryTile) -> Size {
        guard let place = tile.entry.place else {
            let family = tile.entry.family
            return (try? WidgetCanvas.check(family: family, os: tile.entry.appearance.resolvedOS))?.size
                ?? Size(width: 170, height: 170)
        }
        let scale: Double
        switch place {
        case .activity(let appearance, _, _):
            scale = RenderPipeline.defaultActivityDevice(for: appearance.presentation).scale
        case .control: scale = GalleryRunner.controlScale
        }
        if case .success(let rendered) = tile.outcome {
            return Size(width: Double(rendered.pixelWidth) / scale, height: Double(rendered.pixelHeight) / scale)
        }
        let pixels = GalleryBudget.renderSize(place).map { (Double($0.width), Double($0.height)) } ?? (100 * scale, 100 * scale)
        return Size(width: pixels.0 / scale, height: pixels.1 / scale)
    }
}
