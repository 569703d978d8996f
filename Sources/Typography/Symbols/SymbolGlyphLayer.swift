import Graphics

/// The parts of one hierarchy level of a sized symbol.
public struct SymbolGlyphLayer: Hashable, Sendable {
    /// The level.
    public var level: SymbolLayerLevel
    /// The level's outline in the glyph's coordinates (points, baseline origin, y down), filled non-zero.
    public var path: Path

    /// Creates a layer.
    public init(level: SymbolLayerLevel, path: Path) {
        self.level = level
        self.path = path
    }
}
