// The renders of one run: every render of every preview the request selects, in a fixed order, each with
// its file name.
// 1. Discovery and selection (PreviewPlan+Expansion.swift): every preview linked into the process
//    (WidgetPreviews' PreviewDiscovery, in its stable order); `filter` keeps those PreviewFilter selects
//    (a `File.swift:line` label exactly, else name or source file containing it, any letter case), before
//    anything is expanded, so a filtered-out provider is never asked.
// 2. Expansion: each preview → its renders (entry × the render matrix along the request's axes × places),
//    through WidgetHosting's `renders(using:axes:)`; a preview that cannot expand (a family its widget does
//    not support, a provider that never answers) is one failed render naming why.
// 3. Names: the render's own file stem (PreviewRender.fileStem: `Small-0-systemSmall-fullColor`, the name
//    assertPreviewSnapshots gives its references), `-2`, `-3` … where two previews share a name, so each
//    file depends only on the run's previews and two runs write the same names.
import FileAccess
import PNGCodec
import PreviewRun
import Render
import Views
import Widgets

/// What a run renders.
struct PreviewPlan: Sendable {
    /// One render, ready to draw.
    struct Render: Sendable {
        /// Preview name, source file and line.
        var preview: String
        var file: String
        var line: Int
        /// Entry index, family (nil: a view preview), mode (nil: failed before its modes were known), scheme.
        var entry: Int
        var family: WidgetFamily?
        var mode: WidgetMode?
        var scheme: ColorScheme
        /// The PNG's name in the work folder (the stem until step 3 adds `.png`).
        var fileName: String
        /// A Live Activity's or a control's presentation; nil for a widget or view preview.
        var place: PreviewPlace? = nil
        /// Draws the render: straight-alpha RGBA8 pixels, their size and scale, its warnings and (with the
        /// request's `check`) the legibility check's findings; throws a clear error.
        var draw: @Sendable () throws -> Drawn

        /// Pixels of one render, and what was said of them.
        struct Drawn: Sendable {
            var width: Int
            var height: Int
            var scale: Double
            var rgba: [UInt8]
            var warnings: [PreviewWarning] = []
            var findings: [String] = []
            /// The factor the contact-sheet thumbnail shrinks by; nil: no thumbnail.
            var thumbnailFactor: Int?
        }

        /// This render's record with no file, failed with `failure` (nil: not yet known).
        func record(failure: String?) -> PreviewRenderRecord {
            PreviewRenderRecord(preview: preview, file: file, line: line, entry: entry, family: family, mode: mode,
                                scheme: scheme, fileName: nil, failure: failure, place: place)
        }

        /// Draws, encodes and writes the PNG; the record says what happened (a failure is a record too).
        func write(into folder: String) -> PreviewRenderRecord {
            var record = record(failure: nil)
            do {
                let drawn = try draw()
                record.pixelWidth = drawn.width
                record.pixelHeight = drawn.height
                record.scale = drawn.scale
                record.warnings = drawn.warnings
                record.findings = drawn.findings
                let png = try PNGEncoder.encode(width: drawn.width, height: drawn.height, rgba: drawn.rgba)
                try OutputFile.write(png, to: folder + "/" + fileName)
                record.fileName = fileName
                if let factor = drawn.thumbnailFactor,
                   let small = Thumbnail.shrink(rgba: drawn.rgba, width: drawn.width, height: drawn.height, by: factor) {
                    let name = fileName + ".thumbnail.rgba"
                    try OutputFile.write(small.rgba, to: folder + "/" + name)
                    record.thumbnail = PreviewThumbnail(fileName: name, width: small.width, height: small.height)
                }
            } catch {
                record.failure = "\(error)"
            }
            return record
        }
    }

    /// The renders, in order.
    var renders: [Render]
    /// Previews found, before selection.
    var previewsFound: Int
    /// Every preview found, by name and label, in discovery order.
    var found: [PreviewLabel] = []

    /// Step 3: unique file names, in order.
    static func name(_ renders: [Render]) -> [Render] {
        var used: Set<String> = []
        return renders.map { render in
            var named = render
            var stem = render.fileName
            var count = 1
            while used.contains(stem) {
                count += 1
                stem = "\(render.fileName)-\(count)"
            }
            used.insert(stem)
            named.fileName = stem + ".png"
            return named
        }
    }
}
