// The extension's asset catalogs for a snapshot test, found beside its sources with no option, so a test
// draws what `widgetrender previews` draws (which reads the same catalogs): AssetCatalog's
// ModuleCatalogSearch from the test file (`#filePath`) — the package root above it, the module's folder, every
// `*.xcassets` under it — read as one catalog (AssetCatalog(contentsOf:) over all of them).
// The module is the previews' module (assertPreviewSnapshots) or the module of the widget's or view's type.
// Each module's catalogs are read once per process; a configuration that already has a catalog, or has
// `findsAssetCatalogs` off, is used as given.
import AssetCatalog
import Render
import Synchronization

/// Finds and loads the asset catalogs of the module under test.
enum ExtensionCatalogs {
    /// `configuration` with the module's catalogs in its resources, or the failure naming a bad catalog.
    static func configuration(_ configuration: WidgetSnapshotConfiguration, module: String,
                              filePath: String) -> Result<WidgetSnapshotConfiguration, SnapshotOutcomeFailure> {
        guard configuration.findsAssetCatalogs, configuration.resources.images.assetCatalog == nil,
              let root = ModuleCatalogSearch.packageRoot(above: filePath),
              let folder = ModuleCatalogSearch.moduleFolder(module, root: root) else {
            return .success(configuration)
        }
        let key = "\(ObjectIdentifier(configuration.resources))|\(folder)"
        if let cached = cache.withLock({ $0[key] }) {
            return cached.map { resources in
                var updated = configuration
                updated.resources = resources
                return updated
            }
        }
        let result: Result<RenderResources, SnapshotOutcomeFailure>
        let paths = ModuleCatalogSearch.catalogs(under: folder)
        if paths.isEmpty {
            result = .success(configuration.resources)
        } else {
            do {
                let catalog = try AssetCatalog(contentsOf: paths)
                let base = configuration.resources
                let images = ImageStore(limits: base.images.limits, namedImagesDirectory: base.images.namedImagesDirectory,
                                        assetCatalog: catalog, byteLimit: base.images.byteLimit)
                result = .success(RenderResources(registry: base.registry, glyphCache: base.glyphCache, images: images))
            } catch {
                result = .failure(SnapshotOutcomeFailure(outcome: .failed(
                    "The asset catalog of \(module) could not be read: \(error)")))
            }
        }
        cache.withLock { $0[key] = result }
        return result.map { resources in
            var updated = configuration
            updated.resources = resources
            return updated
        }
    }

    /// The module a widget or view type is declared in (`String(reflecting:)`'s first part).
    static func module<T>(of type: T.Type) -> String {
        String(String(reflecting: type).split(separator: ".", maxSplits: 1).first ?? "")
    }

    /// Resources with catalogs, by base resources and module folder.
    private static let cache = Mutex<[String: Result<RenderResources, SnapshotOutcomeFailure>]>([:])
}
