import Graphics

/// One shape of a symbol to fill, with its colour, in paint order (`SymbolGlyph.fills(mode:foreground:)`).
public struct SymbolFill: Hashable, Sendable {
    /// The outline, in the glyph's coordinates (points, baseline origin, y down), filled non-zero.
    public var path: Path
    /// The colour to fill with.
    public var color: RGBAColor

    /// Creates a fill.
    public init(path: Path, color: RGBAColor) {
        self.path = path
        self.color = color
    }
}
