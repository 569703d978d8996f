/// Bounds on what reading one catalog may cost, so a hostile or runaway folder is an error, not a hang
/// or a huge allocation (the same spirit as FileAccess's file-size limits and Render's `RenderBudget`).
///
/// ```swift
/// let catalog = try AssetCatalog(contentsOf: path, limits: AssetCatalogLimits(maximumEntries: 500))
/// ```
public struct AssetCatalogLimits: Hashable, Sendable {
    /// The largest `Contents.json` read, in bytes.
    public var maximumContentsBytes: Int
    /// The most folders and files visited in the whole catalog.
    public var maximumEntries: Int
    /// The deepest folder nesting below the catalog.
    public var maximumDepth: Int
    /// The largest data-set file read (`NSDataAsset(name:)`), in bytes.
    public var maximumDataBytes: Int

    /// Creates limits (defaults: 1 MiB per Contents.json, 20 000 entries, 32 levels, 64 MiB per data file).
    public init(maximumContentsBytes: Int = 1 << 20, maximumEntries: Int = 20_000, maximumDepth: Int = 32,
                maximumDataBytes: Int = 64 << 20) {
        self.maximumContentsBytes = maximumContentsBytes
        self.maximumEntries = maximumEntries
        self.maximumDepth = maximumDepth
        self.maximumDataBytes = maximumDataBytes
    }
}
