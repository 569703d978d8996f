import Views
import Widgets

/// What the preview runner did: one record per render, in a fixed order (previews in discovery order, then
/// entries, modes, light before dark), written as JSON beside the PNG files.
public struct PreviewRunReport: Codable, Equatable, Sendable {
    /// The renders.
    public var renders: [PreviewRenderRecord]
    /// Previews found before `filter` applied.
    public var previewsFound: Int
    /// Every preview found, in discovery order: what a filter can name (the CLI lists them when it matches none).
    public var found: [PreviewLabel]
    /// Peak resident memory of the runner in KiB (VmHWM), 0 where unknown.
    public var peakMemoryKiB: Int
    /// Seconds spent rendering (monotonic clock; informational, never in an output file).
    public var seconds: Double
    /// Keys of the expansions or renders that ran past the request's render timeout in this run (a preview's
    /// `expand:<index>`, a render's file name). Not empty: the run stopped there, `renders` holds what was
    /// finished and the overrun ones as failures, and the CLI runs again with these in the request's `overrun`.
    public var overrun: [String]

    /// A report.
    public init(renders: [PreviewRenderRecord], previewsFound: Int, found: [PreviewLabel] = [], peakMemoryKiB: Int = 0,
                seconds: Double = 0, overrun: [String] = []) {
        self.renders = renders
        self.previewsFound = previewsFound
        self.found = found
        self.peakMemoryKiB = peakMemoryKiB
        self.seconds = seconds
        self.overrun = overrun
    }

    /// The report's file name inside the runner's folder.
    public static let fileName = "report.json"
}

/// One render of one preview: which, where it is declared, and its PNG file or why it failed.
public struct PreviewRenderRecord: Equatable, Sendable {
    /// The preview's name (`Small`, or the type and index Xcode would show for an unnamed one).
    public var preview: String
    /// The source file that declares it (as `#fileID` or `#filePath` gave it).
    public var file: String
    /// The line of the declaration.
    public var line: Int
    /// The timeline entry's index (0 for a view preview).
    public var entry: Int
    /// The widget family; nil for a view preview.
    public var family: WidgetFamily?
    /// The rendering mode; nil for a preview that failed before its modes were known.
    public var mode: WidgetMode?
    /// The colour scheme (`.light` where the scheme is no axis of the render).
    public var scheme: ColorScheme
    /// The PNG file's name in the runner's folder; nil when the render failed.
    public var fileName: String?
    /// Pixel size of the PNG.
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// Pixels per point of the render.
    public var scale: Double
    /// Why the render failed, nil when it succeeded.
    public var failure: String?
    /// What the render could not draw exactly (an unknown symbol, a missing named colour or image, an
    /// approximation), in the order the render met them.
    public var warnings: [PreviewWarning]
    /// With the request's `check`: the legibility check's findings for this render, one line each.
    public var findings: [String]
    /// With the request's `thumbnailScale`: the render shrunk for the contact sheet, beside the PNG.
    public var thumbnail: PreviewThumbnail?
    /// A Live Activity's or a control's presentation (and a control's state); nil for a widget or view preview.
    public var place: PreviewPlace?

    /// A record.
    public init(preview: String, file: String, line: Int, entry: Int, family: WidgetFamily?, mode: WidgetMode?,
                scheme: ColorScheme,
                fileName: String?, pixelWidth: Int = 0, pixelHeight: Int = 0, scale: Double = 1, failure: String? = nil,
                warnings: [PreviewWarning] = [], findings: [String] = [], thumbnail: PreviewThumbnail? = nil,
                place: PreviewPlace? = nil) {
        self.preview = preview
        self.file = file
        self.line = line
        self.entry = entry
        self.family = family
        self.mode = mode
        self.scheme = scheme
        self.fileName = fileName
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.failure = failure
        self.warnings = warnings
        self.findings = findings
        self.thumbnail = thumbnail
        self.place = place
    }

    /// The family's name, `view` for a view preview (the contact sheet's and index.html's word).
    public var familyName: String { family?.rawValue ?? "view" }
    /// The mode's name, `all modes` for a preview that failed before its modes were known.
    public var modeName: String { mode?.rawValue ?? "all modes" }

    /// `StepsWidget.swift:229`: the file's last component and the line, the label index.html shows and
    /// `--filter` takes.
    public var label: String { PreviewLabel.label(file: file, line: line) }
}

/// A preview as people name it: its name and its `File.swift:line` label.
public struct PreviewLabel: Codable, Equatable, Sendable {
    /// The preview's name (``PreviewRenderRecord/preview``).
    public var name: String
    /// `StepsWidget.swift:229`.
    public var label: String

    /// A preview's name and label.
    public init(name: String, label: String) {
        self.name = name
        self.label = label
    }

    /// `StepsWidget.swift:229` for `file` (a `#fileID`, a path or a module name) and `line`.
    public static func label(file: String, line: Int) -> String {
        "\(file.split(separator: "/").last.map(String.init) ?? file):\(line)"
    }
}

/// A render's contact-sheet thumbnail as the runner writes it: straight-alpha RGBA8 rows, top first, with no
/// header (its size is here), so the CLI reads it without decoding anything.
public struct PreviewThumbnail: Codable, Equatable, Sendable {
    /// The file's name in the runner's folder (`<render>.thumbnail.rgba`).
    public var fileName: String
    /// Size in pixels.
    public var width: Int
    public var height: Int

    /// A thumbnail.
    public init(fileName: String, width: Int, height: Int) {
        self.fileName = fileName
        self.width = width
        self.height = height
    }
}
