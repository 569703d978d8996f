/// A shape of a symbol with its hierarchy level; a cut-out part removes area from earlier parts of its level.
public struct SymbolPart: Hashable, Sendable {
    /// What is drawn.
    public var shape: SymbolShape
    /// The hierarchy level (hierarchical and multicolor rendering).
    public var level: SymbolLayerLevel
    /// True when the part subtracts from the parts before it on the same level instead of adding.
    ///
    /// Cut-outs are wound against the other parts and filled non-zero, so they must lie where the level is
    /// covered exactly once (a bolt knocked out of a battery's charge bar).
    public var isCutout: Bool

    /// Creates a part.
    public init(_ shape: SymbolShape, level: SymbolLayerLevel = .primary, isCutout: Bool = false) {
        self.shape = shape
        self.level = level
        self.isCutout = isCutout
    }

    /// A glyph part.
    public static func glyph(_ reference: SymbolGlyphReference, scale: Double = 1, x: Double = 0, y: Double = 0,
                             quarterTurns: Int = 0, mirrored: Bool = false,
                             level: SymbolLayerLevel = .primary) -> SymbolPart {
        SymbolPart(.glyph(reference, SymbolPlacement(scale: scale, offset: Point(x: x, y: y),
                                                     quarterTurns: quarterTurns, isMirrored: mirrored)),
                   level: level)
    }

    /// A glyph-outline part.
    public static func outline(_ reference: SymbolGlyphReference, lineWidth: Double, scale: Double = 1,
                               x: Double = 0, y: Double = 0, level: SymbolLayerLevel = .primary) -> SymbolPart {
        SymbolPart(.glyphOutline(reference, SymbolPlacement(scale: scale, offset: Point(x: x, y: y)),
                                 lineWidth: lineWidth), level: level)
    }

    /// A glyph cut out of the parts before it.
    public static func cutout(_ reference: SymbolGlyphReference, scale: Double = 1, x: Double = 0, y: Double = 0,
                              level: SymbolLayerLevel = .primary) -> SymbolPart {
        SymbolPart(.glyph(reference, SymbolPlacement(scale: scale, offset: Point(x: x, y: y))), level: level,
                   isCutout: true)
    }

    /// A round-capped line part.
    public static func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, width: Double,
                            level: SymbolLayerLevel = .primary) -> SymbolPart {
        SymbolPart(.line(from: Point(x: x0, y: y0), to: Point(x: x1, y: y1), lineWidth: width), level: level)
    }

    /// A disc (`lineWidth` nil) or ring part.
    public static func circle(x: Double = 0, y: Double = 0, radius: Double, lineWidth: Double? = nil,
                              level: SymbolLayerLevel = .primary) -> SymbolPart {
        SymbolPart(.circle(center: Point(x: x, y: y), radius: radius, lineWidth: lineWidth), level: level)
    }
}
