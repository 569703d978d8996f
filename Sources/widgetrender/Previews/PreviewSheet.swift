// The output of `widgetrender previews`, laid out like `gallery`'s: the runner's renders copied from its
// work folder into the output folder (each PNG written atomically by FileAccess; their thumbnails, made by
// the runner from the pixels it drew, read as raw RGBA only when their contact-sheet page is drawn: no PNG is
// decoded again, and a run holds one page's thumbnails at a time), then the contact sheet's pages —
// one group per preview, headed by its name, family (or Live Activity, control) and source line, a tile per
// entry × mode × scheme, or per presentation × content state or toggle state × scheme (PreviewSheet.label) —
// and index.html naming the same. Nothing is written to the output folder until the runner has finished
// and its report is read, so a build failure or a crashed runner leaves the folder as it was.
import FileAccess
import PNGCodec
import PreviewRun
import Render
import Views
import Widgets

/// Copies a preview run's renders and lays out its contact sheet (``PreviewsOutput`` writes the folder's other files).
struct PreviewSheet {
    /// One preview: its renders, in report order.
    struct Group {
        /// The preview's name.
        var preview: String
        /// `HabitWidget.swift:120`
        var location: String
        /// The family's name, `Live Activity`, `control`, or `view` (``PreviewSheet/kind(_:)``).
        var family: String
        /// The renders.
        var records: [PreviewRenderRecord]

        /// `Small · systemSmall · HabitWidget.swift:120` (an unnamed `#Preview`'s name is already its location).
        var heading: String { preview == location ? "\(preview) · \(family)" : "\(preview) · \(family) · \(location)" }
    }

    /// The extension's name (the sheet's title).
    var title: String
    /// The runner's report.
    var report: PreviewRunReport
    /// Where the runner wrote the PNG files.
    var workFolder: String
    /// Fonts and caches for the sheet.
    var resources: RenderResources

    /// The one label of a render on the contact sheet, in index.html and in the JUnit report: a widget's
    /// `entry 1 · vibrant dark`; a Live Activity's and a control's the label of its place (PreviewRun's
    /// ``PreviewRun/PreviewPlace/appearance(entry:mode:colorScheme:os:)``: Widgets' ``Widgets/PlaceAppearance/label``,
    /// which the gallery's tiles and the legibility check's findings use too): `Lock Screen · content state 1 ·
    /// reducedLuminance · dark`, `Control Center medium · on · dark`.
    static func label(_ record: PreviewRenderRecord) -> String {
        guard let place = record.place else {
            return "entry \(record.entry) · \(record.modeName)\(record.scheme == .dark ? " dark" : "")"
        }
        return place.appearance(entry: record.entry, mode: record.mode ?? .fullColor, colorScheme: record.scheme).label
    }

    /// What a group's renders are, for its heading: the family, `Live Activity`, `control`, or `view`.
    static func kind(_ record: PreviewRenderRecord) -> String {
        switch record.place {
        case .liveActivity: return "Live Activity"
        case .control: return "control"
        case nil: return record.familyName
        }
    }

    /// `HabitWidget.swift:120`: the file's last component and the line.
    static func location(_ record: PreviewRenderRecord) -> String { record.label }

    /// Copies every render to `output`.
    func copy(to output: String) throws {
        for record in report.renders { try copy(record, to: output) }
    }

    /// The records grouped by preview (consecutive records of one preview and source line), in report order.
    static func groups(_ records: [PreviewRenderRecord]) -> [Group] {
        var groups: [Group] = []
        for record in records {
            let location = Self.location(record)
            if let last = groups.last, last.preview == record.preview, last.location == location {
                groups[groups.count - 1].records.append(record)
            } else {
                groups.append(Group(preview: record.preview, location: location, family: Self.kind(record),
                                    records: [record]))
            }
        }
        return groups
    }

    /// One render: its PNG's bytes copied from the work folder to `output`.
    private func copy(_ record: PreviewRenderRecord, to output: String) throws {
        guard let name = record.fileName, record.failure == nil else { return }
        let source = workFolder + "/" + name
        let bytes: [UInt8]
        do { bytes = try RegularFile.readAll(source, limit: 256 << 20) } catch {
            throw CLIFailure.io("\(TerminalText.safe(source)): the runner's render cannot be read: \(error)")
        }
        try CLIOutput.write(bytes, to: output + "/" + name)
        guard record.thumbnail != nil else {
            throw CLIFailure.io("\(TerminalText.safe(source)): the runner made no thumbnail of it")
        }
    }

    /// The thumbnail the runner made beside a render, read as it is (nothing decoded).
    static func readThumbnail(_ thumbnail: PreviewThumbnail, in workFolder: String) throws -> ImagePixels {
        let path = workFolder + "/" + thumbnail.fileName
        let (count, overflow) = thumbnail.width.multipliedReportingOverflow(by: thumbnail.height * 4)
        let rgba: [UInt8]
        do { rgba = try RegularFile.readAll(path, limit: 256 << 20) } catch {
            throw CLIFailure.io("\(TerminalText.safe(path)): the runner's thumbnail cannot be read: \(error)")
        }
        guard !overflow, thumbnail.width > 0, thumbnail.height > 0, rgba.count == count,
              let pixels = ImagePixels(width: thumbnail.width, height: thumbnail.height, rgba: rgba) else {
            throw CLIFailure.io("\(TerminalText.safe(path)): the runner's thumbnail is not \(thumbnail.width)×\(thumbnail.height) pixels")
        }
        return pixels
    }

    /// The contact sheet's pages of `groups` (`total` renders); `loader` says how each render's thumbnail is read
    /// when its page is drawn.
    static func pages(title: String, groups: [Group], total: Int, resources: RenderResources,
                           loader: (PreviewThumbnail) -> @Sendable () throws -> ImagePixels?) throws -> Pages {
        var sheetGroups: [ContactSheetView.Group] = []
        for group in groups {
            var tiles: [ContactSheetView.Tile] = []
            for record in group.records {
                if let thumbnail = record.thumbnail, record.fileName != nil, record.failure == nil {
                    tiles.append(ContactSheetView.Tile(label: Self.label(record), thumbnail: nil,
                                                       width: thumbnail.width, height: thumbnail.height,
                                                       load: loader(thumbnail)))
                } else {
                    let width = record.pixelWidth > 0 ? Int((Double(record.pixelWidth) / max(record.scale, 1)).rounded()) : 100
                    let height = record.pixelHeight > 0 ? Int((Double(record.pixelHeight) / max(record.scale, 1)).rounded()) : 100
                    tiles.append(ContactSheetView.Tile(label: Self.label(record) + " — failed", thumbnail: nil,
                                                       width: width, height: height))
                }
            }
            sheetGroups.append(ContactSheetView.Group(heading: group.heading,
                                                      rows: try ContactSheet.flow(tiles, resources: resources)))
        }
        let counts = CommandBudget.count(groups.count, "preview") + ", " + CommandBudget.count(total, "render")
        return Pages(pages: try ContactSheetPages.paginate(title: "\(title) — \(counts)", groups: sheetGroups,
                                                         resources: resources), resources: resources)
    }

    /// Pages ready to draw.
    struct Pages {
        /// The pages.
        var pages: [ContactSheetView]
        /// Fonts and caches.
        var resources: RenderResources

        /// Draws and writes every page into `folder` (``ContactSheetPages/write(_:into:resources:)``).
        func write(into folder: String) throws -> [String] {
            try ContactSheetPages.write(pages, into: folder, resources: resources)
        }
    }
}
