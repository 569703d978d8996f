import Render
import Snapshot
import WidgetApp
import WidgetHosting

/// What widget snapshots render with, and where their files go: one value for a whole test suite.
///
/// Every snapshot needs fonts and caches (``RenderResources``); loading them takes a while, so make one
/// configuration and reuse it. ``shared()`` is the default used when an assertion is given none: it is
/// created on first use, once per process (Swift's `static let`, which is thread-safe), over the bundled
/// fonts, and its caches are safe to share between concurrently running tests.
///
/// ```swift
/// var configuration = try WidgetSnapshotConfiguration.shared()
/// configuration.snapshotDirectory = "/tmp/my-snapshots"
/// assertWidgetSnapshot(of: HabitWidget(), family: .systemSmall, configuration: configuration)
/// ```
public struct WidgetSnapshotConfiguration: Sendable {
    /// The renderer (resolver and layout limits).
    public var renderer: WidgetRenderer
    /// Fonts, glyph cache and images.
    public var resources: RenderResources
    /// A folder that replaces `__Snapshots__/<TestFileName>` beside the test file; nil keeps the default.
    public var snapshotDirectory: String?
    /// A folder for the actual and diff images of failures; nil uses `$SNAPSHOT_ARTIFACTS/<TestFileName>`
    /// or else `<package root>/.build/snapshot-failures/<TestFileName>`.
    public var artifactsDirectory: String?
    /// The record mode; nil reads `WIDGETRENDER_RECORD` (``SnapshotRecordMode/current``) at each assertion.
    public var recordMode: SnapshotRecordMode?
    /// The longest wait for one provider call of a `Widget` snapshot (WidgetHost's timeout).
    public var providerTimeout: Duration = WidgetHost.defaultProviderTimeout
    /// When the resources have no asset catalog, read the module under test's `*.xcassets` found beside its
    /// sources (from the test file up to its Package.swift, then the module's folder), as
    /// `widgetrender previews` does; true by default. Turn off to render without a catalog.
    public var findsAssetCatalogs = true

    /// Creates a configuration over given resources.
    public init(renderer: WidgetRenderer = WidgetRenderer(), resources: RenderResources,
                snapshotDirectory: String? = nil, artifactsDirectory: String? = nil,
                recordMode: SnapshotRecordMode? = nil) {
        self.renderer = renderer
        self.resources = resources
        self.snapshotDirectory = snapshotDirectory
        self.artifactsDirectory = artifactsDirectory
        self.recordMode = recordMode
    }

    /// The process-wide default: the bundled fonts, default renderer, default folders and record mode.
    ///
    /// - Throws: the ``RenderError`` of loading the bundled fonts (the same error on every call).
    public static func shared() throws(RenderError) -> WidgetSnapshotConfiguration {
        try sharedResult.get()
    }

    /// Created once, on first use (a `static let` is initialised exactly once, under a lock).
    private static let sharedResult = Result { () throws(RenderError) -> WidgetSnapshotConfiguration in
        WidgetSnapshotConfiguration(resources: try RenderResources.bundled())
    }
}
