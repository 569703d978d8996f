// The asset catalog widget code's bundle holds (`Bundle.main` of the extension on a device), for the Apple
// names that read it while widget code runs rather than when a view is drawn (UIKit's `NSDataAsset(name:)`,
// called in a provider's `init` or a store's `load`). Views' named colours and images are resolved later, by
// the render's resources (RenderResources' ImageStore), from the same catalogs. The catalog is:
//   1. the one the previews runner installed for its process (`install`): the extension's catalogs, which it
//      renders with — one extension per runner process, and every thread of it (render threads included);
//   2. else the catalogs beside the calling module's sources (ModuleCatalogSearch from the caller's
//      `#filePath`, the module from its `#fileID`), as the snapshot library finds them for a module under
//      test, read once per module folder — so a test's answer never depends on which test ran first;
//   3. else none (nil, as a bundle without the set answers).
// A catalog that cannot be read, or a data file its limits refuse (larger than maximumDataBytes, a link out of
// the catalog, unreadable), is a warning on standard error naming the file, once per message; the caller gets
// nil, as UIKit's failable initialiser answers for a set it does not find.
import FileAccess
import Glibc
import Synchronization

/// The catalog widget code's bundle holds, and the data assets read from it.
///
/// ```swift
/// BundleCatalog.install(try AssetCatalog(contentsOf: extensionCatalogs))   // the previews runner, once
/// let asset = BundleCatalog.dataAsset(named: "team.v1", module: "MyWidgets", filePath: #filePath)
/// ```
public enum BundleCatalog {
    /// Step 1: makes `catalog` the bundle's catalog for the rest of the process (the previews runner, before
    /// it evaluates any widget code); nil removes it.
    public static func install(_ catalog: AssetCatalog?) {
        installed.withLock { $0 = catalog }
    }

    /// Steps 1–3: the catalog for code of `module` in the file at `filePath`; nil when there is none (a bad
    /// catalog is warned about and is none).
    public static func catalog(module: String, filePath: String) -> AssetCatalog? {
        if let catalog = installed.withLock({ $0 }) { return catalog }
        guard let root = ModuleCatalogSearch.packageRoot(above: filePath),
              let folder = ModuleCatalogSearch.moduleFolder(module, root: root) else { return nil }
        if let cached = found.withLock({ $0[folder] }) { return cached }
        let paths = ModuleCatalogSearch.catalogs(under: folder)
        var catalog: AssetCatalog?
        if !paths.isEmpty {
            do { catalog = try AssetCatalog(contentsOf: paths) } catch {
                warn("the asset catalog of \(module) cannot be read: \(error)")
            }
        }
        found.withLock { $0[folder] = .some(catalog) }
        return catalog
    }

    /// The bytes and type identifier of the data set `name` (UIKit's `NSDataAsset(name:)`), or nil when the
    /// catalog has no such set or refuses its file (with a warning naming the file).
    public static func dataAsset(named name: String, module: String,
                                 filePath: String) -> (bytes: [UInt8], typeIdentifier: String)? {
        guard let catalog = catalog(module: module, filePath: filePath),
              let file = catalog.data(named: name)?.file else { return nil }
        do { return (try file.read(limit: catalog.limits.maximumDataBytes), file.typeIdentifier) } catch {
            warn("NSDataAsset(name: \"\(name)\") is nil here: \(error)")
            return nil
        }
    }

    /// Writes `message` to standard error once per process.
    static func warn(_ message: String) {
        guard warned.withLock({ $0.insert(message).inserted }) else { return }
        // A warning that cannot be written (standard error closed) has nowhere else to go; the caller's nil stands.
        try? StandardStream.write(Array("warning: \(message)\n".utf8), to: STDERR_FILENO)
    }

    /// The catalog the runner installed.
    private static let installed = Mutex<AssetCatalog?>(nil)
    /// The catalog found for each module folder (nil inside: none there, or unreadable).
    private static let found = Mutex<[String: AssetCatalog?]>([:])
    /// The warnings already written.
    private static let warned = Mutex<Set<String>>([])
}
