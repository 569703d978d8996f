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
    private let emptySets = Mutex<[String]>([])

    /// A lookup over `catalog`.
    public init(catalog: AssetCatalog?) {
        self.catalog = catalog
    }

    /// The catalog colour for `colorScheme` at standard contrast, or nil (remembered as missing).
    public func color(named name: String, colorScheme: ColorScheme) -> RGBAColor? {
        color(named: name, colorScheme: colorScheme, contrast: .standard)
    }

    /// The catalog colour for `colorScheme` and `contrast` (the set's high-contrast variant when increased and
    /// it has one), or nil (remembered as missing).
    public func color(named name: String, colorScheme: ColorScheme, contrast: ColorSchemeContrast) -> RGBAColor? {
        if let set = catalog?.color(named: name) {
            // An empty set (no colour in any variant) draws nothing, as a missing name does, but is not missing.
            if let color = set.color(dark: colorScheme == .dark, increasedContrast: contrast == .increased) { return color }
            emptySets.withLock { names in
                if names.count < 100, !names.contains(name) { names.append(name) }
            }
            return nil
        }
        missing.withLock { names in
            if names.count < 100, !names.contains(name) { names.append(name) }
        }
        return nil
    }

    /// The catalog's global accent colour (``AssetCatalog/accentColorName``) for `colorScheme`; nil when the
    /// catalog has none or the set is empty (the system accent then). Never recorded as missing.
    public func accentColor(colorScheme: ColorScheme) -> RGBAColor? {
        accentColor(colorScheme: colorScheme, contrast: .standard)
    }

    /// The global accent colour for `colorScheme` and `contrast`.
    public func accentColor(colorScheme: ColorScheme, contrast: ColorSchemeContrast) -> RGBAColor? {
        catalog?.color(named: AssetCatalog.accentColorName)?.color(dark: colorScheme == .dark,
                                                                   increasedContrast: contrast == .increased)
    }

    /// One warning per missing name, in the order first asked.
    public var warnings: [ResolveWarning] {
        missing.withLock { $0 }.map { name in
            let message = catalog?.missingColorMessage(for: name)
                ?? "no asset catalog is configured (render: --assets PATH, or an Assets.xcassets beside the document; "
                + "previews and snapshot tests: an *.xcassets in the extension's folder)"
            return ResolveWarning(.unknownColorName, "Color(\"\(name)\") is clear: \(message)")
        } + emptySets.withLock { $0 }.map { name in
            ResolveWarning(.unknownColorName, "Color(\"\(name)\") is clear: the colour set \"\(name)\" has no colour "
                           + "(an empty set; give it a colour in the catalog)")
        }
    }
}
