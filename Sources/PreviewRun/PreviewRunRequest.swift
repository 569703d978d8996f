// What `widgetrender previews` asks of the preview runner it builds: written by the CLI as JSON into the
// runner's folder, read by the runner (WidgetPreviewRunner). Plain Codable values (the standard library's and
// FoundationEssentials' `Date`, through PortableFoundation), so the CLI can share them without linking the
// runner's Foundation (and ICU) or the app layer.
import PortableFoundation

/// The renders `widgetrender previews` asks for, and where they go.
public struct PreviewRunRequest: Codable, Equatable, Sendable {
    /// The folder the runner writes its PNG files and report into (the CLI copies them to `--output`).
    public var folder: String
    /// Only previews whose name or source file contains this text (case-insensitive); nil: all.
    public var filter: String?
    /// Mode names (`fullColor`, `accented` …); empty: every mode the preview's family shows.
    public var modes: [String]
    /// Scheme names (`light`, `dark`); empty: both, where they differ.
    public var schemes: [String]
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
    /// Every asset catalog of the extension, read as one (Xcode compiles a target's catalogs into one);
    /// nil: ``assetCatalog`` alone.
    public var assetCatalogs: [String]?
    /// The longest time one preview's expansion (its widget's body, its timeline) or one render (body, layout,
    /// drawing, encoding) may take, in seconds; past it the runner reports the overrun and stops.
    public var renderTimeoutSeconds: Double
    /// The runner's own memory limit in MiB (RLIMIT_DATA, set first thing), 0: none.
    public var memoryLimitMiB: Int
    /// Keys (``PreviewRunReport/overrun``) of what ran past its time in an earlier run: reported as failed,
    /// never started again.
    public var overrun: [String]
    /// The moment the renders stand for, and the runner's frozen wall clock (`Date()` in the extension's code
    /// reads it); nil: `WidgetRenderOptions.defaultDate`.
    public var renderDate: Date?

    /// A request.
    public init(folder: String, filter: String? = nil, modes: [String] = [], schemes: [String] = [], jobs: Int = 1,
                progress: Bool = false, repetitions: Int = 1, providerTimeoutSeconds: Double = PreviewRunRequest.defaultProviderTimeoutSeconds,
                assetCatalog: String? = nil, renderTimeoutSeconds: Double = PreviewRunRequest.defaultRenderTimeoutSeconds,
                memoryLimitMiB: Int = PreviewRunRequest.defaultMemoryLimitMiB, overrun: [String] = [],
                assetCatalogs: [String]? = nil, renderDate: Date? = nil) {
        self.assetCatalogs = assetCatalogs
        self.folder = folder
        self.filter = filter
        self.modes = modes
        self.schemes = schemes
        self.jobs = jobs
        self.progress = progress
        self.repetitions = repetitions
        self.providerTimeoutSeconds = providerTimeoutSeconds
        self.assetCatalog = assetCatalog
        self.renderTimeoutSeconds = renderTimeoutSeconds
        self.memoryLimitMiB = memoryLimitMiB
        self.overrun = overrun
        self.renderDate = renderDate
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
