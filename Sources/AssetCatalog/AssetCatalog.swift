import FileAccess

/// The named colours and images of an `Assets.xcassets` folder, read as Xcode lays it out.
///
/// Colour sets become sRGB colours per appearance; image sets keep the paths of their files per scale
/// and appearance (PNG is decoded, PDF and simple SVG icons drawn as vectors; HEIC and JPEG files are
/// listed but not drawn, see docs/limits.md); symbol sets are images whose file is an SF Symbols template
/// (``AssetSymbol``). Group folders add their name to their children's names when they provide a
/// namespace (`Icons/star`); data sets keep the paths of their files, read when widget code asks
/// (`NSDataAsset(name:)`, ``AssetData``). App icons are skipped.
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
    /// The image sets and symbol sets, by name.
    public let images: [String: AssetImage]
    /// The data sets, by name.
    public let data: [String: AssetData]
    /// The limits the catalog was read with (its data files are read within them too).
    public let limits: AssetCatalogLimits
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
        self.data = reader.data
        self.limits = limits
        self.notes = reader.notes
    }

    /// The colour set Xcode makes the app's accent colour: ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME,
    /// which Xcode's templates set to `AccentColor` and which becomes `NSAccentColorName` in Info.plist.
    public static let accentColorName = "AccentColor"

    /// The colour set WidgetKit shows behind a widget in its configuration interface while it is edited:
    /// ASSETCATALOG_COMPILER_WIDGET_BACKGROUND_COLOR_NAME (`NSWidgetBackgroundColorName`), `WidgetBackground`
    /// in Xcode's widget template. Apple documents no other use, so a render (the widget itself) never draws
    /// it unless the widget's code names it (`Color("WidgetBackground")`).
    public static let widgetBackgroundColorName = "WidgetBackground"

    /// The catalogs of one target read as the one catalog Xcode compiles from them (`Assets.car`): every
    /// catalog in path order, a name an earlier catalog already has left out with a note. `path` names them
    /// all, separated by ", ".
    ///
    /// ```swift
    /// let catalog = try AssetCatalog(contentsOf: ["Ext/Assets.xcassets", "Ext/Brand.xcassets"])
    /// ```
    public init(contentsOf paths: [String], limits: AssetCatalogLimits = AssetCatalogLimits()) throws(AssetCatalogError) {
        var colors: [String: AssetColor] = [:]
        var images: [String: AssetImage] = [:]
        var data: [String: AssetData] = [:]
        var notes: [String] = []
        let sorted = paths.sorted()
        for path in sorted {
            let catalog = try AssetCatalog(contentsOf: path, limits: limits)
            notes += catalog.notes
            for name in catalog.colorNames {
                if colors[name] == nil { colors[name] = catalog.colors[name] } else {
                    notes.append("colour set \"\(name)\" of \(path) is left out: an earlier catalog has one by that name")
                }
            }
            for name in catalog.imageNames {
                if images[name] == nil { images[name] = catalog.images[name] } else {
                    notes.append("image set \"\(name)\" of \(path) is left out: an earlier catalog has one by that name")
                }
            }
            for name in catalog.dataNames {
                if data[name] == nil { data[name] = catalog.data[name] } else {
                    notes.append("data set \"\(name)\" of \(path) is left out: an earlier catalog has one by that name")
                }
            }
        }
        self.path = sorted.joined(separator: ", ")
        self.colors = colors
        self.images = images
        self.data = data
        self.limits = limits
        self.notes = notes
    }

    /// The colour set called `name`, or nil.
    public func color(named name: String) -> AssetColor? { colors[name] }

    /// The image set called `name`, or nil.
    public func image(named name: String) -> AssetImage? { images[name] }

    /// The data set called `name`, or nil.
    public func data(named name: String) -> AssetData? { data[name] }

    /// Every data set name, sorted.
    public var dataNames: [String] { data.keys.sorted() }

    /// Every colour name, sorted.
    public var colorNames: [String] { colors.keys.sorted() }

    /// Every image name, sorted.
    public var imageNames: [String] { images.keys.sorted() }
}
