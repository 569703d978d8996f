import PreviewRun

/// `widgetrender previews`' `index.html`: one section per preview (its name, family and source line), its
/// renders in a grid, each image at its size in points and captioned with entry, mode and scheme; failed
/// renders show their error. Like the gallery's page it names no time or machine, so two runs write the
/// same bytes.
enum PreviewIndexPage {
    /// The page for `groups` of extension `title`, linking `sheet` (a file in the same folder).
    static func html(title: String, groups: [PreviewSheet.Group], sheet: String) -> String {
        let escape = GalleryIndexPage.escape
        let count = groups.reduce(0) { $0 + $1.records.count }
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(escape(title)) — widgetrender previews</title>
            <style>
            body { background: #1c1c1e; color: #f2f2f7; font: 14px -apple-system, system-ui, sans-serif; margin: 24px; }
            h1 { font-size: 22px; } h2 { font-size: 16px; margin-top: 32px; } h2 small { color: #aeaeb2; font-weight: normal; }
            .grid { display: flex; flex-wrap: wrap; gap: 20px; }
            figure { margin: 0; } figcaption { color: #aeaeb2; font-size: 12px; margin-bottom: 4px; }
            .failed { color: #ff453a; } a { color: #0a84ff; }
            </style>
            </head>
            <body>
            <h1>\(escape(title))</h1>
            <p>\(groups.count) previews · \(count) renders · <a href="\(escape(sheet))">contact sheet</a></p>

            """
        for group in groups {
            let file = group.records.first.map { "\($0.file):\($0.line)" } ?? group.location
            page += "<h2>\(escape(group.preview)) <small>\(escape(group.family)) · \(escape(file))</small></h2>\n"
            page += "<div class=\"grid\">\n"
            for record in group.records {
                let label = PreviewSheet.label(record)
                if let name = record.fileName, record.failure == nil {
                    let scale = max(record.scale, 1)
                    let width = Int((Double(record.pixelWidth) / scale).rounded())
                    let height = Int((Double(record.pixelHeight) / scale).rounded())
                    page += "<figure><figcaption>\(escape(label))</figcaption>"
                    page += "<img src=\"\(escape(name))\" width=\"\(width)\" height=\"\(height)\" alt=\"\(escape(name))\"></figure>\n"
                } else {
                    page += "<figure><figcaption class=\"failed\">\(escape(label)) — failed</figcaption>"
                    page += "<p class=\"failed\">\(escape(record.failure ?? "no image"))</p></figure>\n"
                }
            }
            page += "</div>\n"
        }
        page += "</body>\n</html>\n"
        return page
    }
}
