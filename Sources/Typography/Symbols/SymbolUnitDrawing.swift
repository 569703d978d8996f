import Graphics

/// A catalogue entry composed in symbol units (1 = a full-height icon, origin at the symbol's centre,
/// y down), before sizing: what `SymbolOutlines` caches per name.
struct SymbolUnitDrawing: Sendable {
    /// Each level's outline, in paint order (the order levels first appear in the entry's parts).
    var layers: [SymbolGlyphLayer]
    /// Tight bounds of all layers.
    var bounds: Rect
}
