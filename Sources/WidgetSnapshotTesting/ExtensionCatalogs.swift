// The extension's asset catalogs for a snapshot test, found beside its sources with no option, so a test
// draws what `widgetrender previews` draws (which reads the same catalogs):
//   1. the package root: the nearest folder above the test file (`#filePath`) holding a Package.swift;
//   2. the module's folder: `<root>/<Sources|Source|src|srcs>/<Module>` (SwiftPM's predefined source folders),
//      else the shallowest folder named `<Module>` under the root, breadth first in name order (a target with
//      a `path:`, such as `Examples/MyWidgetExtension`), hidden folders, `.build` and `__Snapshots__` not
//      entered, at most 4 levels down and 20 000 entries listed;
//   3. every `*.xcassets` folder under the module's folder, read as one catalog (AssetCatalog(contentsOf:)
//      over all of them, as Xcode compiles a target's catalogs into one).
// The module is the previews' module (assertPreviewSnapshots) or the module of the widget's or view's type.
// Each module's catalogs are read once per process; a configuration that already has a catalog, or has
// `findsAssetCatalogs` off, is used as given. Folders are listed by FileAccess's FolderWalk.
import AssetCatalog
import FileAccess
import Render
import Synchronization

/// Finds and loads the asset catalogs of the module under test.
enum ExtensionCatalogs {
    /// `configuration` with the module's catalogs in its resources, or the failure naming a bad catalog.
    static func configuration(_ configuration: WidgetSnapshotConfiguration, module: String,
                              filePath: String) -> Result<WidgetSnapshotConfiguration, SnapshotOutcomeFailure> {
        guard configuration.findsAssetCatalogs, configuration.resources.images.assetCatalog == nil,
              let root = packageRoot(above: filePath), let folder = moduleFolder(module, root: root) else {
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
        let paths = catalogs(under: folder)
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

    /// Step 1: the nearest folder above `filePath` with a Package.swift.
    static func packageRoot(above filePath: String) -> String? {
        var folder = parent(of: filePath)
        while let current = folder {
            if FileSystem.kind(of: current + "/Package.swift") == .regular { return current }
            folder = parent(of: current)
        }
        return nil
    }

    /// SwiftPM's predefined source folders, in its order.
    static let sourceFolders = ["Sources", "Source", "src", "srcs"]

    /// Step 2: the module's folder under `root`.
    static func moduleFolder(_ module: String, root: String) -> String? {
        guard !module.isEmpty, !module.contains("/") else { return nil }
        for sources in sourceFolders where FileSystem.isFolder("\(root)/\(sources)/\(module)") {
            return "\(root)/\(sources)/\(module)"
        }
        // Breadth first, level by level in name order, so the shallowest folder of that name wins.
        var level = [root]
        var listed = 0
        for _ in 0..<4 {
            var next: [String] = []
            for folder in level {
                // A folder that cannot be listed within the bound ends the search: no catalog.
                guard let children = try? FolderWalk(maximumEntries: 20_000 - listed, skipsHidden: true)
                    .entries(of: folder, descends: { _ in false }) else { return nil }
                listed += children.count
                guard listed <= 20_000 else { return nil }
                for child in children where child.isFolder {
                    if child.name == module { return "\(folder)/\(child.name)" }
                    if !skippedFolders.contains(child.name), !child.name.hasSuffix(".xcassets") {
                        next.append("\(folder)/\(child.name)")
                    }
                }
            }
            level = next
        }
        return nil
    }

    /// Folders the module search does not enter: build products and snapshot references.
    static let skippedFolders: Set<String> = [".build", "__Snapshots__"]

    /// Step 3: every `*.xcassets` folder under `folder` (not inside one another), absolute, sorted.
    static func catalogs(under folder: String) -> [String] {
        let walk = FolderWalk(maximumEntries: 20_000, maximumDepth: 8, skipsHidden: true)
        let entries = (try? walk.entries(of: folder) { !$0.name.hasSuffix(".xcassets") }) ?? []
        return entries.filter { $0.isFolder && $0.name.hasSuffix(".xcassets") }.map { "\(folder)/\($0.path)" }.sorted()
    }

    /// The folder holding `path`, or nil at the root.
    private static func parent(of path: String) -> String? {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return nil }
        return String(path[..<slash])
    }
}
