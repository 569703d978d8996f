import Graphics
import Widgets

/// The gallery's `index.html`: one section per family, its renders in a grid, each image shown at
/// its size in points (so @2x and @3x files look sharp), the contact sheet linked at the top.
/// The page names no time or machine, so two runs write the same bytes.
enum GalleryIndexPage {
    /// The page for `tiles` of widget `title`, linking `sheet` (a file in the same folder).
    static func html(title: String, tiles: [GalleryTile], sheet: String) -> String {
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(escape(title)) — widgetrender gallery</title>
            <style>
            body { background: #1c1c1e; color: #f2f2f7; font: 14px -apple-system, system-ui, sans-serif; margin: 24px; }
            h1 { font-size: 22px; } h2 { font-size: 16px; margin-top: 32px; }
            .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(var(--cell), max-content)); gap: 20px; }
            figure { margin: 0; } figcaption { color: #aeaeb2; font-size: 12px; margin-bottom: 4px; }
            .failed { color: #ff453a; } a { color: #0a84ff; }
            </style>
            </head>
            <body>
            <h1>\(escape(title))</h1>
            <p>\(tiles.count) renders · <a href="\(escape(sheet))">contact sheet</a></p>

            """
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
                    page += "<figure><figcaption>\(escape(tile.label))</figcaption>"
                    page += "<img src=\"\(escape(file))\" width=\"\(formatNumber(size.width))\" "
                    page += "height=\"\(formatNumber(size.height))\" alt=\"\(escape(file))\"></figure>\n"
                case .failure(let failure):
                    page += "<figure><figcaption class=\"failed\">\(escape(tile.label)) — failed</figcaption>"
                    page += "<p class=\"failed\">\(escape(failure.message))</p></figure>\n"
                }
            }
            page += "</div>\n"
        }
        page += "</body>\n</html>\n"
        return page
    }

    /// Text made safe for HTML content and attribute values.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
