/// What the gallery's and the previews' `index.html` share (``GalleryIndexPage``, ``PreviewIndexPage``): the
/// head with the dark page style, an image's figure, a failed render's figure, and HTML escaping. Nothing in
/// them names a time or a machine, so two runs write the same bytes.
enum IndexPageHTML {
    /// The document's start up to the opening `<body>`: `title` and `kind` in the page title, the shared style
    /// with `headingStyle` appended to the headings' rule line and `gridStyle` as the `.grid` rule.
    static func head(title: String, kind: String, headingStyle: String = "", gridStyle: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(escape(title)) — widgetrender \(kind)</title>
        <style>
        body { background: #1c1c1e; color: #f2f2f7; font: 14px -apple-system, system-ui, sans-serif; margin: 24px; }
        h1 { font-size: 22px; } h2 { font-size: 16px; margin-top: 32px; }\(headingStyle)
        \(gridStyle)
        figure { margin: 0; } figcaption { color: #aeaeb2; font-size: 12px; margin-bottom: 4px; }
        .failed { color: #ff453a; } a { color: #0a84ff; }
        </style>
        </head>
        <body>

        """
    }

    /// A render shown at `width` × `height` CSS pixels (its size in points) under `label`, loaded by the
    /// browser only when it scrolls near (`loading="lazy"`), so a page of thousands of renders opens at once.
    static func figure(label: String, file: String, width: String, height: String) -> String {
        "<figure><figcaption>\(escape(label))</figcaption>"
            + "<img src=\"\(escape(file))\" width=\"\(width)\" height=\"\(height)\" alt=\"\(escape(file))\" "
            + "loading=\"lazy\" decoding=\"async\"></figure>\n"
    }

    /// The link to the contact sheet, or to each of its pages: `contact sheet` or `contact sheet: page 1 · 2 · 3`.
    static func sheetLinks(_ sheets: [String]) -> String {
        guard sheets.count > 1 else {
            return sheets.first.map { "<a href=\"\(escape($0))\">contact sheet</a>" } ?? "no contact sheet"
        }
        return "contact sheet: page " + sheets.enumerated().map { index, name in
            "<a href=\"\(escape(name))\">\(index + 1)</a>"
        }.joined(separator: " · ")
    }

    /// A render that failed: `label` and the error in red.
    static func failedFigure(label: String, message: String) -> String {
        "<figure><figcaption class=\"failed\">\(escape(label)) — failed</figcaption>"
            + "<p class=\"failed\">\(escape(message))</p></figure>\n"
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
