import FileAccess

/// The named colours and images of an `Assets.xcassets` folder, read as Xcode lays it out.
///
/// Colour sets become sRGB colours per appearance; image sets keep the paths of their files per scale
/// and appearance (PNG is decoded and simple SVG icons drawn, ``SVGIcon``; PDF, HEIC and JPEG files are
/// listed but not drawn, see docs/limits.md). Group folders add their name to their children's names when they provide a
/// namespace (`Icons/star`). App icons, data sets and symbol sets are skipped.
///
/// ```swift
/// let catalog = try AssetCatalog(contentsOf: "MyWidget/Assets.xcassets")
/// catalog.color(named: "BrandBlue")?.color(dark: false)
/// catalog.image(named: "avatar")?.file(displayScale: 3, dark: true)?.path
/// ```
public struct AssetCatalog: Hashable, Sendable {
    /// The catalog folder.
    public let path: String
    /// The colour sets, by name.
    public let colors: [String: AssetColor]
    /// The image sets, by name.
    public let images: [String: AssetImage]
    /// What was read but cannot be drawn (a vector-only image set …), one sentence each, in folder order.
    public let notes: [String]

    /// Reads the catalog at `path` (a folder, usually named `*.xcassets`).
    ///
    /// Throws an ``AssetCatalogError`` naming the file and JSON path of the first problem: a missing or
    /// malformed `Contents.json`, an unknown colour space, a component that is not a number, a file an
    /// image set names that is missing, two sets with one name, or a catalog beyond `limits`.
    public init(contentsOf path: String, limits: AssetCatalogLimits = AssetCatalogLimits()) throws(AssetCatalogError) {
        var reader = AssetCatalogReader(root: path, limits: limits)
        try reader.read()
        self.path = path
        self.colors = reader.colors
        self.images = reader.images
        self.notes = reader.notes
    }

    /// The colour set called `name`, or nil.
    public func color(named name: String) -> AssetColor? { colors[name] }

    /// The image set called `name`, or nil.
    public func image(named name: String) -> AssetImage? { images[name] }

    /// Every colour name, sorted.
    public var colorNames: [String] { colors.keys.sorted() }

    /// Every image name, sorted.
    public var imageNames: [String] { images.keys.sorted() }
}
