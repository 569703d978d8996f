// The output of `widgetrender previews`, laid out like `gallery`'s: the runner's renders copied from its
// work folder into the output folder (each PNG written atomically by FileAccess; their thumbnails, made by
// the runner from the pixels it drew, read as raw RGBA: no PNG is decoded again), then contact-sheet.png —
// one group per preview, headed by its name, family and source line, a tile per entry × mode × scheme —
// and index.html naming the same. Nothing is written to the output folder until the runner has finished
// and its report is read, so a build failure or a crashed runner leaves the folder as it was.
import FileAccess
import PNGCodec
import PreviewRun
import Render
import Views

/// Copies a preview run's renders and draws its contact sheet and index page.
struct PreviewSheet {
    /// One preview: its renders, in report order.
    struct Group {
        /// The preview's name.
        var preview: String
        /// `HabitWidget.swift:120`
        var location: String
        /// The family's name, or `view`.
        var family: String
        /// The renders.
        var records: [PreviewRenderRecord]
        /// Thumbnails, nil where the render failed, parallel to `records`.
        var thumbnails: [ImagePixels?]

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

    /// `entry 1 · vibrant dark`
    static func label(_ record: PreviewRenderRecord) -> String {
        "entry \(record.entry) · \(record.modeName)\(record.scheme == .dark ? " dark" : "")"
    }

    /// `HabitWidget.swift:120`: the file's last component and the line.
    static func location(_ record: PreviewRenderRecord) -> String { record.label }

    /// Copies every render to `output` and returns the groups with their thumbnails.
    func copy(to output: String) throws -> [Group] {
        var groups: [Group] = []
        for record in report.renders {
            let thumbnail = try copy(record, to: output)
            let location = Self.location(record)
            if let last = groups.last, last.preview == record.preview, last.location == location {
                groups[groups.count - 1].records.append(record)
                groups[groups.count - 1].thumbnails.append(thumbnail)
            } else {
                groups.append(Group(preview: record.preview, location: location, family: record.familyName,
                                    records: [record], thumbnails: [thumbnail]))
            }
        }
        return groups
    }

    /// One render: its PNG's bytes copied from the work folder to `output`, and the thumbnail the runner
    /// made beside it read as it is (nothing decoded).
    private func copy(_ record: PreviewRenderRecord, to output: String) throws -> ImagePixels? {
        guard let name = record.fileName, record.failure == nil else { return nil }
        let source = workFolder + "/" + name
        let bytes: [UInt8]
        do { bytes = try RegularFile.readAll(source, limit: 256 << 20) } catch {
            throw CLIFailure.io("\(TerminalText.safe(source)): the runner's render cannot be read: \(error)")
        }
        try CLIOutput.write(bytes, to: output + "/" + name)
        guard let thumbnail = record.thumbnail else {
            throw CLIFailure.io("\(TerminalText.safe(source)): the runner made no thumbnail of it")
        }
        let path = workFolder + "/" + thumbnail.fileName
        let (count, overflow) = thumbnail.width.multipliedReportingOverflow(by: thumbnail.height * 4)
        let rgba: [UInt8]
        do { rgba = try RegularFile.readAll(path, limit: 256 << 20) } catch {
            throw CLIFailure.io("\(TerminalText.safe(path)): the runner's thumbnail cannot be read: \(error)")
        }
        guard !overflow, thumbnail.width > 0, thumbnail.height > 0, rgba.count == count else {
            throw CLIFailure.io("\(TerminalText.safe(path)): the runner's thumbnail is not \(thumbnail.width)×\(thumbnail.height) pixels")
        }
        return ImagePixels(width: thumbnail.width, height: thumbnail.height, rgba: rgba)
    }

    /// The contact sheet of `groups`, as PNG bytes.
    func sheet(_ groups: [Group]) throws -> [UInt8] {
        var sheetGroups: [ContactSheetView.Group] = []
        for group in groups {
            var tiles: [ContactSheetView.Tile] = []
            for (record, thumbnail) in zip(group.records, group.thumbnails) {
                if let thumbnail {
                    tiles.append(ContactSheetView.Tile(label: Self.label(record), thumbnail: thumbnail,
                                                       width: thumbnail.width, height: thumbnail.height))
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
        let count = report.renders.count
        let counts = CommandBudget.count(groups.count, "preview") + ", " + CommandBudget.count(count, "render")
        let view = ContactSheetView(title: "\(title) — \(counts)", groups: sheetGroups)
        let pixmap = try ContactSheet.draw(view, resources: resources)
        do {
            return try PNGEncoder.encode(width: pixmap.width, height: pixmap.height, rgba: pixmap.straightRGBA())
        } catch {
            throw CLIFailure.io("contact sheet: \(error)")
        }
    }
}
