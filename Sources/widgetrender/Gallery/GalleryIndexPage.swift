import Graphics
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
        for family in WidgetFamily.allCases {
            let group = tiles.filter { $0.entry.family == family }
            guard !group.isEmpty else { continue }
            let size = DeviceCatalog.defaultDevice(for: family).size(of: family) ?? Size(width: 170, height: 170)
            page += "<h2>\(family.rawValue)</h2>\n"
            page += "<div class=\"grid\" style=\"--cell: \(formatNumber(size.width))px\">\n"
            for tile in group {
                let file = "\(tile.entry.fileStem).png"
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
}
