// `Color("name")` for one render: the asset catalog's colour for the colour scheme, and a record of the
// names it lacked (in the order first asked), which the pipeline turns into warnings with "did you mean".
import AssetCatalog
import Graphics
import Synchronization
import Views

/// The render's ``NamedColorResolving``: names from the resources' asset catalog, misses remembered.
///
/// ```swift
/// let lookup = AssetColorLookup(catalog: resources.images.assetCatalog)
/// environment.namedColors = lookup
/// ```
public final class AssetColorLookup: NamedColorResolving {
    /// The catalog asked (nil: every name is missing).
    public let catalog: AssetCatalog?
    private let missing = Mutex<[String]>([])

    /// A lookup over `catalog`.
    public init(catalog: AssetCatalog?) {
        self.catalog = catalog
    }

    /// The catalog colour for `colorScheme`, or nil (remembered as missing).
    public func color(named name: String, colorScheme: ColorScheme) -> RGBAColor? {
        if let color = catalog?.color(named: name)?.color(dark: colorScheme == .dark) { return color }
        missing.withLock { names in
            if names.count < 100, !names.contains(name) { names.append(name) }
        }
        return nil
    }

    /// One warning per missing name, in the order first asked.
    public var warnings: [ResolveWarning] {
        missing.withLock { $0 }.map { name in
            let message = catalog?.missingColorMessage(for: name)
                ?? "no asset catalog is configured (--assets PATH, or an Assets.xcassets beside the document)"
            return ResolveWarning(.unknownColorName, "Color(\"\(name)\") is clear: \(message)")
        }
    }
}
