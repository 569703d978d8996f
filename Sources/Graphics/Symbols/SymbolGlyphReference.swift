/// One glyph of an icon font: the font, the character that maps to it, and the icon's own name there.
public struct SymbolGlyphReference: Hashable, Sendable, CustomStringConvertible {
    /// The icon font.
    public var font: SymbolFont
    /// The Unicode code point (a private-use character) the font's character map gives the glyph.
    public var codepoint: UInt32
    /// The icon's name in its font's own catalogue (`cloud_queue`, `battery-half`), for people and errors.
    public var iconName: String

    /// Creates a reference.
    public init(font: SymbolFont, codepoint: UInt32, iconName: String) {
        self.font = font
        self.codepoint = codepoint
        self.iconName = iconName
    }

    /// A Material Icons glyph.
    public static func material(_ codepoint: UInt32, _ iconName: String) -> SymbolGlyphReference {
        SymbolGlyphReference(font: .materialIcons, codepoint: codepoint, iconName: iconName)
    }

    /// A Fork Awesome glyph.
    public static func fork(_ codepoint: UInt32, _ iconName: String) -> SymbolGlyphReference {
        SymbolGlyphReference(font: .forkAwesome, codepoint: codepoint, iconName: iconName)
    }

    /// A Material Design Icons glyph.
    public static func mdi(_ codepoint: UInt32, _ iconName: String) -> SymbolGlyphReference {
        SymbolGlyphReference(font: .materialDesignIcons, codepoint: codepoint, iconName: iconName)
    }

    public var description: String {
        "\(font.rawValue):\(iconName) (U+\(String(codepoint, radix: 16, uppercase: true)))"
    }
}
