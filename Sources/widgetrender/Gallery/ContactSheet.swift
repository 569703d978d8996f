import Drawing
import Graphics
import Layout
import Raster
import Render
import Views
import Widgets

/// The gallery's contact sheet: every render as a thumbnail at ``pixelsPerPoint``, one group of rows per
/// family, each thumbnail under its mode label — a view tree (``ContactSheetView``) rendered by our own
/// pipeline (``RenderPipeline`` with a canvas budget of ``maximumPixels``), so the sheet is set the way
/// widgets are; pages of bounded size (``ContactSheetPages``) hold any number of renders.
///
/// 1. Group the tiles by family and flow each group's tiles left to right into rows, wrapping at
///    ``wrapWidth`` (a tile is as wide as its thumbnail or its label, whichever is wider).
/// 2. Resolve each band of a page (its title, headings, rows) and ask the layout engine for its ideal size.
/// 3. Render the bands at the page's width, 1 pixel per point, on the sheet's background, one at a time
///    (``ContactSheetBands``).
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
    /// The space between a family's heading and its first row.
    static let headingGap = 8
    /// The most pixels a sheet may have: 16 Mi (64 MiB), four times a widget's canvas budget. The sheet of
    /// every family and mode of the habit example is 2692 × 2772 px (7.46 M); the bound keeps a hostile
    /// widget name from asking for a huge canvas.
    static let maximumPixels = 16 << 20
    /// The sheet's background: iOS dark grouped background, so light and dark widgets both stand out.
    static let background = RGBAColor(r255: 28, 28, 30)
    /// Label colours.
    static let titleColor = RGBAColor(white: 1)
    static let labelColor = RGBAColor(white: 0.72)
    static let failureColor = RGBAColor(r255: 255, 69, 58)
    /// The box standing in for a failed render.
    static let failureFill = RGBAColor(r255: 255, 69, 58, alpha: 0.25)
    /// Label fonts: title, family heading, tile label.
    static let titleFont = Font.system(size: 22, weight: .bold)
    static let headingFont = Font.system(size: 15, weight: .semibold)
    static let labelFont = Font.system(size: 12, weight: .medium)

    /// The widget's name, drawn as the title.
    var title: String
    /// The renders, in plan order.
    var tiles: [GalleryTile]
    /// Fonts, text engine and glyph cache.
    var resources: RenderResources

    /// Draws the sheet's pages (``ContactSheetPages``) and writes them into `folder`; returns their file names.
    func write(into folder: String) throws -> [String] {
        let pages = try ContactSheetPages.paginate(title: "\(title) — \(CommandBudget.count(tiles.count, "render"))",
                                                   groups: try groups(), resources: resources)
        return try ContactSheetPages.write(pages, into: folder, resources: resources)
    }

    /// 2. A sheet band's own size in whole pixels: resolved once and laid out at its ideal size.
    static func size<V: View>(of sheet: V, pipeline: RenderPipeline) throws -> Size {
        do {
            let ideal = try pipeline.idealSize(of: sheet, scale: 1, colorScheme: .dark)
            return Size(width: ideal.width.rounded(.up), height: ideal.height.rounded(.up))
        } catch {
            throw CLIFailure.io("the contact sheet cannot be drawn: \(error)")
        }
    }

    /// Refuses a sheet of more than ``maximumPixels`` (input error, 65).
    static func checkPixels(_ size: Size, fewer: String?) throws {
        let pixels = size.width * size.height
        guard !(pixels <= Double(Self.maximumPixels)) else { return }
        let width = size.width.isFinite ? "\(Int(size.width))" : "∞", height = size.height.isFinite ? "\(Int(size.height))" : "∞"
        throw CLIFailure.input("the contact sheet would be \(width)×\(height) pixels "
            + "(\(pixels.isFinite ? RenderBudget.millions(Int(min(pixels, 1e15))) : "too many") million); the limit is "
            + "\(RenderBudget.millions(Self.maximumPixels)) million" + (fewer.map { "; render fewer with \($0)" } ?? ""))
    }

    /// 1. The tiles grouped by family (in `WidgetFamily.allCases` order) and flowed into rows, then a built-in
    /// example's Live Activity and control, each a group of its own.
    private func groups() throws -> [ContactSheetView.Group] {
        let widgets = tiles.filter { $0.entry.place == nil }
        var groups = try Self.groups(widgets.map { tile in
            var pixels: (width: Int, height: Int)?
            if case .success(let rendered) = tile.outcome { pixels = (rendered.pixelWidth, rendered.pixelHeight) }
            return (tile.entry.family, Self.tile(tile), pixels, tile.entry.appearance.resolvedOS)
        }, resources: resources)
        for heading in ["Live Activity", "control"] {
            let group = tiles.filter { $0.entry.place != nil && $0.entry.group == heading }
            guard !group.isEmpty else { continue }
            groups.append(ContactSheetView.Group(heading: heading,
                                                 rows: try Self.flow(group.map(Self.tile), resources: resources)))
        }
        return groups
    }

    /// Step 1 for tiles of known families; the heading names the first tile's size in points on its device as its
    /// OS profile lays it out, and its pixel size when it has one.
    static func groups(_ tiles: [(family: WidgetFamily, tile: ContactSheetView.Tile, pixels: (width: Int, height: Int)?,
                                  os: OSProfile)],
                       resources: RenderResources) throws -> [ContactSheetView.Group] {
        var groups: [ContactSheetView.Group] = []
        for family in WidgetFamily.allCases {
            let group = tiles.filter { $0.family == family }
            guard let first = group.first else { continue }
            let rows = try Self.flow(group.map(\.tile), resources: resources)
            groups.append(ContactSheetView.Group(heading: Self.heading(family: family, os: first.os, pixels: first.pixels), rows: rows))
        }
        return groups
    }

    /// Tiles flowed left to right into rows, wrapping at ``wrapWidth`` (a tile is as wide as its thumbnail
    /// or its label, whichever is wider).
    static func flow(_ items: [ContactSheetView.Tile], resources: RenderResources) throws -> [[ContactSheetView.Tile]] {
        var rows: [[ContactSheetView.Tile]] = []
        var row: [ContactSheetView.Tile] = []
        var x = Self.margin
        for item in items {
            let width = max(item.width, try labelWidth(ContactSheetPages.shortened(item.label), resources: resources))
            if x > Self.margin, x + width > Self.wrapWidth {
                rows.append(row)
                row = []
                x = Self.margin
            }
            row.append(item)
            x += width + Self.gap
        }
        rows.append(row)
        return rows
    }

    /// A tile's label and thumbnail, or for a failed render a box of the family's size.
    private static func tile(_ tile: GalleryTile) -> ContactSheetView.Tile {
        switch tile.outcome {
        case .success(let rendered):
            let stored = rendered.thumbnail
            return ContactSheetView.Tile(label: tile.label, thumbnail: nil, width: stored.width, height: stored.height,
                                         load: { try stored.pixels() })
        case .failure:
            let size = tile.entry.place.flatMap { GalleryBudget.renderSize($0) }
                .map { Size(width: Double($0.thumbnailWidth), height: Double($0.thumbnailHeight)) * (1 / Double(pixelsPerPoint)) }
                ?? (try? WidgetCanvas.check(family: tile.entry.family, os: tile.entry.appearance.resolvedOS))?.size
                ?? Size(width: 100, height: 100)
            return ContactSheetView.Tile(label: tile.label + " — failed", thumbnail: nil,
                                         width: Int((size.width * Double(pixelsPerPoint)).rounded()),
                                         height: Int((size.height * Double(pixelsPerPoint)).rounded()))
        }
    }

    /// `systemSmall · 170×170 pt · 510×510 px · iPhone 16 Pro`
    private static func heading(family: WidgetFamily, os: OSProfile, pixels: (width: Int, height: Int)?) -> String {
        var parts = [family.rawValue]
        let canvas = try? WidgetCanvas.check(family: family, os: os)
        if let size = canvas?.size {
            parts.append("\(formatNumber(size.width))×\(formatNumber(size.height)) pt")
        }
        if let pixels {
            parts.append("\(pixels.width)×\(pixels.height) px")
        }
        parts.append((canvas?.device ?? DeviceCatalog.defaultDevice(for: family)).name)
        return parts.joined(separator: " · ")
    }

    /// A tile label's width in pixels, measured by the text engine that sets it (for the flow only).
    private static func labelWidth(_ text: String, resources: RenderResources) throws -> Int {
        do {
            let layout = try resources.textEngine.layout(text, font: Self.labelFont, proposedWidth: nil,
                                                         displayScale: 1)
            return Int(layout.size.width.rounded(.up))
        } catch {
            throw CLIFailure.io("contact sheet label \"\(text)\": \(error)")
        }
    }
}
