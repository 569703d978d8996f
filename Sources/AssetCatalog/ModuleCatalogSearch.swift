// The asset catalogs of a Swift module, found beside its sources with no option (the snapshot library's
// catalogs for a module under test, and the catalog widget code's bundle holds outside the previews runner):
//   1. the package root: the nearest folder above a file of the package (`#filePath`) holding a Package.swift;
//   2. the module's folder: `<root>/<Sources|Source|src|srcs>/<Module>` (SwiftPM's predefined source folders),
//      else the shallowest folder named `<Module>` under the root, breadth first in name order (a target with
//      a `path:`, such as `Examples/MyWidgetExtension`), hidden folders, `.build` and `__Snapshots__` not
//      entered, at most 4 levels down and 20 000 entries listed;
//   3. every `*.xcassets` folder under the module's folder (not inside one another), read as one catalog by
//      AssetCatalog(contentsOf:) over all of them, as Xcode compiles a target's catalogs into one.
// Folders are listed by FileAccess's FolderWalk.
import FileAccess

/// Finds the asset catalogs of a module beside its sources.
///
/// ```swift
/// let paths = ModuleCatalogSearch.catalogs(ofModule: "MyWidgetExtension", near: #filePath)
/// ```
public enum ModuleCatalogSearch {
    /// Steps 1–3: the catalog folders of `module`, absolute and sorted; empty when the package root, the
    /// module's folder or any catalog is not found.
    public static func catalogs(ofModule module: String, near filePath: String) -> [String] {
        guard let root = packageRoot(above: filePath), let folder = moduleFolder(module, root: root) else { return [] }
        return catalogs(under: folder)
    }

    /// Step 1: the nearest folder above `filePath` with a Package.swift.
    public static func packageRoot(above filePath: String) -> String? {
        var folder = parent(of: filePath)
        while let current = folder {
            if FileSystem.kind(of: current + "/Package.swift") == .regular { return current }
            folder = parent(of: current)
        }
        return nil
    }

    /// SwiftPM's predefined source folders, in its order.
    public static let sourceFolders = ["Sources", "Source", "src", "srcs"]

    /// Step 2: the module's folder under `root`.
    public static func moduleFolder(_ module: String, root: String) -> String? {
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
    public static let skippedFolders: Set<String> = [".build", "__Snapshots__"]

    /// Step 3: every `*.xcassets` folder under `folder` (not inside one another), absolute, sorted.
    public static func catalogs(under folder: String) -> [String] {
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
