/// One SF Symbols name and how to draw its stand-in.
///
/// ```swift
/// if let entry = SymbolCatalog.entry(named: "cloud.sun.fill") {
///     print(entry.parts.count)          // 2: the sun (secondary) behind the cloud (primary)
///     print(entry.multicolor?.secondary == SymbolPalette.yellow)   // true
/// }
/// ```
public struct SymbolEntry: Hashable, Sendable, CustomStringConvertible {
    /// The SF Symbols name, spelt as Apple spells it (`cloud.sun.fill`).
    public var name: String
    /// The catalogue group.
    public var category: SymbolCategory
    /// What is drawn, in paint order.
    public var parts: [SymbolPart]
    /// A size correction for a glyph drawn smaller or larger than SF's (1 = as normalised).
    public var scale: Double
    /// A vertical correction in symbol units (positive moves down), for glyphs whose visual centre is off
    /// their grid's centre.
    public var verticalOffset: Double
    /// The other name of a filled/outline pair that draws exactly the same (the icon fonts have only one of
    /// the two drawings), or nil.
    public var identicalTo: String?
    /// Colours for `.multicolor`, or nil to draw monochrome.
    public var multicolor: SymbolMulticolor?

    /// Creates an entry from its parts.
    public init(_ name: String, _ category: SymbolCategory, parts: [SymbolPart], scale: Double = 1,
                verticalOffset: Double = 0, identicalTo: String? = nil, multicolor: SymbolMulticolor? = nil) {
        self.name = name
        self.category = category
        self.parts = parts
        self.scale = scale
        self.verticalOffset = verticalOffset
        self.identicalTo = identicalTo
        self.multicolor = multicolor
    }

    /// Creates an entry drawn by one glyph.
    public init(_ name: String, _ category: SymbolCategory, _ glyph: SymbolGlyphReference, scale: Double = 1,
                verticalOffset: Double = 0, identicalTo: String? = nil, multicolor: SymbolMulticolor? = nil) {
        self.init(name, category, parts: [SymbolPart(.glyph(glyph, .identity))], scale: scale,
                  verticalOffset: verticalOffset, identicalTo: identicalTo, multicolor: multicolor)
    }

    /// The hierarchy levels the entry uses, primary first.
    public var levels: [SymbolLayerLevel] {
        SymbolLayerLevel.allCases.filter { level in parts.contains { $0.level == level } }
    }

    /// Every font glyph the entry draws.
    public var glyphReferences: [SymbolGlyphReference] {
        parts.compactMap { $0.shape.glyphReference }
    }

    public var description: String {
        "\(name): " + parts.map { part in
            switch part.shape {
            case .glyph(let reference, _): return reference.description
            case .glyphOutline(let reference, _, _): return "outline of \(reference)"
            case .line: return "line"
            case .circle: return "circle"
            }
        }.joined(separator: " + ")
    }
}
