// An image set (`Name.imageset/Contents.json`, Asset Catalog Format Reference "Image Set Type"): its
// files by scale and appearance, its template rendering intent, and how one is chosen for a render.

/// A named image of the catalog: its files for iPhone by scale and appearance.
///
/// ```swift
/// let file = catalog.image(named: "avatar")?.file(displayScale: 3, dark: false)   // avatar@3x.png
/// ```
public struct AssetImage: Hashable, Sendable {
    /// How the image draws unless the view says otherwise (`properties.template-rendering-intent`).
    public enum RenderingIntent: Hashable, Sendable {
        /// Not set: Xcode's "Default" (the image's own colours in SwiftUI).
        case unspecified
        /// `template`: only the alpha, in the foreground style.
        case template
        /// `original`: the image's own colours.
        case original
    }

    /// One file of the set.
    public struct File: Hashable, Sendable {
        /// The file's path (inside the image set's folder).
        public var path: String
        /// 1, 2 or 3; nil for a single-scale image (drawn as 1x).
        public var scale: Int?
        /// The appearance it is for.
        public var appearance: AssetAppearance
        /// True for a `contrast: high` file, drawn when the render asks for increased contrast.
        public var isHighContrast = false
        /// The real path of the catalog folder the file must stay inside when it is opened (FileAccess's
        /// Confinement); nil for a file not read from a catalog.
        public var folder: String? = nil

        /// The pixels per point it was made for.
        public var pixelsPerPoint: Int { scale ?? 1 }
    }

    /// The catalog name (`Folder/Name` inside a namespace folder).
    public var name: String
    /// Its files for iPhone (idiom `universal` or `iphone`), high-contrast ones included.
    public var files: [File]
    /// The template rendering intent.
    public var renderingIntent: RenderingIntent
    /// `properties.preserves-vector-representation` (kept for callers: PDF and SVG files are always drawn
    /// from their vectors at the display scale).
    public var preservesVectorRepresentation: Bool
    /// True for a symbol set (`.symbolset`): its one file is an SF Symbols template (``AssetSymbol``), drawn
    /// like a symbol — sized by the font, template-rendered.
    public var isSymbol = false

    /// The file for a render: with `increasedContrast` among the high-contrast files when the set has
    /// any (as UIKit resolves `accessibilityContrast == .high`), else among the standard ones (the
    /// high-contrast ones only when there is nothing else); of the appearance wanted (else "Any", else
    /// any), the scale equal to the display's rounded scale, else the smallest larger one, else the largest
    /// (UIKit's choice for a missing scale is the nearest it has; we prefer downscaling, which keeps
    /// detail); nil when empty.
    public func file(displayScale: Double, dark: Bool, increasedContrast: Bool = false) -> File? {
        let high = files.filter(\.isHighContrast), standard = files.filter { !$0.isHighContrast }
        let pool = increasedContrast && !high.isEmpty ? high : standard.isEmpty ? high : standard
        let wanted = dark ? AssetAppearance.dark : .light
        let appearance: AssetAppearance? = pool.contains { $0.appearance == wanted } ? wanted
            : pool.contains { $0.appearance == .any } ? .any : pool.first?.appearance
        let candidates = pool.filter { $0.appearance == appearance }
        let target = displayScale.isFinite && displayScale >= 1 ? Int(min(displayScale, 16).rounded()) : 1
        if let exact = candidates.first(where: { $0.pixelsPerPoint == target }) { return exact }
        let larger = candidates.filter { $0.pixelsPerPoint > target }.min { $0.pixelsPerPoint < $1.pixelsPerPoint }
        return larger ?? candidates.max { $0.pixelsPerPoint < $1.pixelsPerPoint }
    }
}
