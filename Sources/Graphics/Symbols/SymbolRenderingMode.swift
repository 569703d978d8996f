/// How a symbol's levels are coloured: SwiftUI's `SymbolRenderingMode` values this renderer supports.
///
/// - `monochrome`: every part in the foreground style, drawn as one shape.
/// - `hierarchical`: each level in the foreground style at `SymbolLayerLevel.hierarchicalOpacity`. A symbol
///   with one level (most of the catalogue: the icon fonts rarely split a drawing) looks monochrome.
/// - `multicolor`: each level in its `SymbolEntry.multicolor` colour, the foreground style where none is
///   given; a symbol without multicolor data looks monochrome.
/// - `palette`: each level in the next of the primary, secondary and tertiary foreground styles
///   (`foregroundStyle(_:_:)`, `foregroundStyle(_:_:_:)`); a style not given is derived from the primary as
///   `hierarchical` derives it (Apple: "If you only specify a primary foreground style, SwiftUI automatically
///   derives the others from that style").
public enum SymbolRenderingMode: String, Hashable, Sendable, CaseIterable {
    /// One colour.
    case monochrome
    /// One colour at falling opacities per level.
    case hierarchical
    /// The symbol's own colours.
    case multicolor
    /// One given style per level: primary, secondary, tertiary.
    case palette
}
