// A contact sheet of any number of renders, as pages of bounded size (what `gallery`, `previews` and `merge`
// write): the method is first-fit line breaking applied to rows, as a word processor breaks paragraphs
// into pages.
// 1. The groups' rows (already flowed to ``ContactSheet/wrapWidth``) are taken in order; each row's height is
//    its tallest tile (label line + gap + thumbnail), each group adds its heading, each page the title.
// 2. A row that would take the page past ``ContactSheetPages/pageHeight`` starts a new page (a page always
//    takes at least one row); a group cut by a page break carries on with its heading marked "(continued)".
// 3. Each page is drawn band by band into its PNG (``ContactSheetBands``: a row's thumbnails loaded only when
//    the row is drawn) and written before the next, so a run holds one band's pixels at a time. Page 1 is
//    `contact-sheet.png`, page k `contact-sheet-k.png`.
// Titles, headings and labels are cut to ``ContactSheetPages/maximumCharacters`` characters, so no name
// widens a page past the wrap width.
import Graphics
import PNGCodec
import Render
import Views

/// Splits a contact sheet into pages of at most ``pageHeight`` pixels (plus one row) and writes them.
enum ContactSheetPages {
    /// A page's height bound in pixels: with the wrap width (2 720 px) a page stays under 11.2 M pixels,
    /// well inside ``ContactSheet/maximumPixels`` even with one tall row over it.
    static let pageHeight = 4_096
    /// The most characters of a title, heading or label drawn on a sheet; longer ones end in "…".
    static let maximumCharacters = 120

    /// `text` cut to ``maximumCharacters`` characters, ending in "…" when cut.
    static func shortened(_ text: String) -> String {
        text.count <= maximumCharacters ? text : String(text.prefix(maximumCharacters - 1)) + "…"
    }

    /// The file name of page `index` (0-based): `contact-sheet.png`, then `contact-sheet-2.png`, ….
    static func fileName(_ index: Int) -> String {
        index == 0 ? GalleryCommand.sheetName : "contact-sheet-\(index + 1).png"
    }

    /// `contact-sheet.png`, or `contact-sheet.png … contact-sheet-3.png` for pages (the command's summary line).
    static func summary(_ names: [String]) -> String {
        names.count > 1 ? "\(names[0]) … \(names[names.count - 1])" : names.first ?? "no contact sheet"
    }

    /// Steps 1–2: `groups` split into pages, each titled `title` (with its page number when there are more).
    static func paginate(title: String, groups: [ContactSheetView.Group],
                         resources: RenderResources) throws -> [ContactSheetView] {
        let titleHeight = try lineHeight(ContactSheet.titleFont, resources: resources)
        let headingHeight = try lineHeight(ContactSheet.headingFont, resources: resources)
        let labelHeight = try lineHeight(ContactSheet.labelFont, resources: resources)
        let margin = Double(ContactSheet.margin), gap = Double(ContactSheet.gap)
        let pageStart = 2 * margin + titleHeight
        var pages: [[ContactSheetView.Group]] = []
        var page: [ContactSheetView.Group] = []
        var height = pageStart
        for group in groups {
            var open = false  // whether `page`'s last group is this one
            for row in group.rows {
                let tallest: Int = row.map(\.height).max() ?? 0
                let rowHeight: Double = labelHeight + Double(ContactSheet.labelGap) + Double(tallest)
                let headed: Double = margin + headingHeight + Double(ContactSheet.headingGap) + rowHeight
                let added: Double = open ? gap + rowHeight : headed
                if !page.isEmpty, height + added > Double(pageHeight) {
                    pages.append(page)
                    page = []
                    height = pageStart
                    open = false
                }
                if open {
                    page[page.count - 1].rows.append(row)
                    height += gap + rowHeight
                } else {
                    let continued = page.isEmpty && !pages.isEmpty && pages[pages.count - 1].last?.heading == group.heading
                    let heading = continued ? group.heading + " (continued)" : group.heading
                    page.append(ContactSheetView.Group(heading: heading, rows: [row]))
                    height += headed
                    open = true
                }
            }
        }
        if !page.isEmpty || pages.isEmpty { pages.append(page) }
        return pages.enumerated().map { index, groups in
            ContactSheetView(title: pages.count == 1 ? title : "\(title) · page \(index + 1) of \(pages.count)",
                             groups: groups)
        }
    }

    /// Step 3: each page drawn band by band (a tile's ``ContactSheetView/Tile/load`` read just before its row is
    /// drawn and let go after), encoded and written into `folder`; returns the file names written.
    static func write(_ pages: [ContactSheetView], into folder: String, resources: RenderResources) throws -> [String] {
        // Thumbnails are drawn once each: they are decoded into an image store of the sheet's own that keeps
        // none, so the shared store's cache never fills with thumbnails (peak memory stays one band's, whatever
        // the number of renders); fonts and glyph masks stay shared.
        let sheetResources = RenderResources(registry: resources.registry, glyphCache: resources.glyphCache,
                                             images: ImageStore(limits: resources.images.limits, byteLimit: 0))
        var names: [String] = []
        for (index, page) in pages.enumerated() {
            let png = try ContactSheetBands(page, resources: sheetResources).png()
            let name = fileName(index)
            try CLIOutput.write(png, to: folder + "/" + name)
            names.append(name)
        }
        return names
    }

    /// The height of one line of `font` as the text engine sets it, in whole pixels (as a band takes it).
    private static func lineHeight(_ font: Font, resources: RenderResources) throws -> Double {
        do {
            return try resources.textEngine.layout("Ag", font: font, proposedWidth: nil, displayScale: 1).size.height
                .rounded(.up)
        } catch {
            throw CLIFailure.io("contact sheet: \(error)")
        }
    }
}
