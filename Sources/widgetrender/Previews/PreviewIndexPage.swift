import PreviewRun

/// `widgetrender previews`' `index.html`: one section per preview (its name, family or kind and source line), its
/// renders in a grid, each image at its size in points and captioned by ``PreviewSheet/label(_:)``; failed
/// renders show their error. Like the gallery's page it names no time or machine, so two runs write the
/// same bytes.
enum PreviewIndexPage {
    /// The page for `groups` of extension `title`, linking the contact sheet's pages `sheets` (files in the same
    /// folder).
    static func html(title: String, groups: [PreviewSheet.Group], sheets: [String]) -> String {
        let escape = IndexPageHTML.escape
        let count = groups.reduce(0) { $0 + $1.records.count }
        var page = IndexPageHTML.head(title: title, kind: "previews",
                                      headingStyle: " h2 small { color: #aeaeb2; font-weight: normal; }",
                                      gridStyle: ".grid { display: flex; flex-wrap: wrap; gap: 20px; }")
        page += "<h1>\(escape(title))</h1>\n"
        page += "<p>\(groups.count) previews · \(count) renders · \(IndexPageHTML.sheetLinks(sheets))</p>\n"
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
                    page += IndexPageHTML.figure(label: label, file: name, width: "\(width)", height: "\(height)")
                } else {
                    page += IndexPageHTML.failedFigure(label: label, message: record.failure ?? "no image")
                }
            }
            page += "</div>\n"
        }
        page += "</body>\n</html>\n"
        return page
    }
}
