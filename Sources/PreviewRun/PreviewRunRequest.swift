// What `widgetrender previews` asks of the preview runner it builds: written by the CLI as JSON into the
// runner's folder, read by the runner (WidgetPreviewRunner). The axes travel as the library's own values
// (WidgetMode, ColorScheme, DynamicTypeSize, WidgetDevice, WidgetPlacement), parsed once by the CLI's
// option groups; in the JSON each is its name (PreviewRunRequest+Coding.swift), and a name the runner does
// not know is a decoding error there, where it enters, never dropped later.
import Graphics
import PortableFoundation
import Render
import Views
import Widgets

/// The renders `widgetrender previews` asks for, and where they go.
public struct PreviewRunRequest: Equatable, Sendable {
    /// The folder the runner writes its PNG files and report into (the CLI moves them to `--output`).
    public var folder: String
    /// Only previews this selects (``PreviewFilter``); nil: all.
    public var filter: String?
    /// The axes the renders are drawn along (modes, schemes, Dynamic Type sizes, locales, layout direction,
    /// device, places, the render's date: ``PreviewAxes``, the one owner); in the JSON each is a member of the
    /// request, by name (PreviewRunRequest+Coding.swift).
    public var axes: PreviewAxes
    /// Run the legibility check (Render's LegibilityCheck) on every widget render; its findings go in the report.
    public var check: Bool
    /// Pixels per point of the CLI's contact sheet: each render's thumbnail is written beside it at that
    /// scale (``PreviewThumbnail``), so the CLI never decodes a render; 0: no thumbnails.
    public var thumbnailScale: Double
    /// Render threads.
    public var jobs: Int
    /// Print a progress line on stderr.
    public var progress: Bool
    /// Render every preview this many times (the bench's memory check); 1 normally.
    public var repetitions: Int
    /// The longest wait for one call of a preview's timeline provider, in seconds.
    public var providerTimeoutSeconds: Double
    /// The extension's asset catalog (an `Assets.xcassets` folder), read for named colours and images; nil: none.
    public var assetCatalog: String?
    /// Every asset catalog of the extension's modules, read as one (Xcode compiles a target's catalogs into one);
    /// nil: only ``assetCatalog``.
    public var assetCatalogs: [String]?
    /// The longest time one preview's expansion (its widget's body, its timeline) or one render (body, layout,
    /// drawing, encoding) may take, in seconds; past it the runner reports the overrun and stops.
    public var renderTimeoutSeconds: Double
    /// The runner's own memory limit in MiB (RLIMIT_DATA, set first thing), 0: none.
    public var memoryLimitMiB: Int
    /// Keys (``PreviewRunReport/overrun``) of what ran past its time in an earlier run: reported as failed,
    /// never started again.
    public var overrun: [String]
    /// Only this share of the previews (``Shard``: each preview with all its renders, balanced by their count);
    /// nil: all.
    public var shard: Shard?

    /// A request.
    public init(folder: String, filter: String? = nil, modes: [WidgetMode] = [], schemes: [ColorScheme] = [],
                dynamicTypeSizes: [DynamicTypeSize] = [], locales: [String] = [], layoutDirection: LayoutDirection? = nil,
                device: WidgetDevice? = nil,
                contexts: [WidgetPlacement] = [], renderDate: Date? = nil, check: Bool = false, thumbnailScale: Double = 0,
                jobs: Int = 1,
                progress: Bool = false, repetitions: Int = 1, providerTimeoutSeconds: Double = PreviewRunRequest.defaultProviderTimeoutSeconds,
                assetCatalog: String? = nil, renderTimeoutSeconds: Double = PreviewRunRequest.defaultRenderTimeoutSeconds,
                memoryLimitMiB: Int = PreviewRunRequest.defaultMemoryLimitMiB, overrun: [String] = [],
                assetCatalogs: [String]? = nil) {
        self.assetCatalogs = assetCatalogs
        self.folder = folder
        self.axes = PreviewAxes(modes: modes, schemes: schemes, dynamicTypeSizes: dynamicTypeSizes, locales: locales,
                                layoutDirection: layoutDirection, device: device, contexts: contexts, date: renderDate)
        self.filter = filter
        self.check = check
        self.thumbnailScale = thumbnailScale
        self.jobs = jobs
        self.progress = progress
        self.repetitions = repetitions
        self.providerTimeoutSeconds = providerTimeoutSeconds
        self.assetCatalog = assetCatalog
        self.renderTimeoutSeconds = renderTimeoutSeconds
        self.memoryLimitMiB = memoryLimitMiB
        self.overrun = overrun
    }

    /// The longest wait for a timeline provider unless `--provider-timeout` says otherwise: 10 s. The one
    /// value: `WidgetHost.defaultProviderTimeout` (WidgetHosting) is made from it.
    public static let defaultProviderTimeoutSeconds: Double = 10
    /// The longest expansion or render of one preview unless `--render-timeout` says otherwise: 30 s.
    public static let defaultRenderTimeoutSeconds: Double = 30
    /// The runner's memory limit unless `--runner-memory` says otherwise: 2048 MiB.
    public static let defaultMemoryLimitMiB = 2048

    /// The request's file name inside the runner's folder.
    public static let fileName = "request.json"
}
