/// The colours a symbol's levels take under `.multicolor` rendering; nil means the foreground style.
///
/// A symbol without multicolor data draws as monochrome, as SF Symbols does. Clouds keep the foreground
/// style ([C]: iOS draws some multicolor clouds white, which vanishes on light widget backgrounds).
public struct SymbolMulticolor: Hashable, Sendable {
    /// The primary level's colour.
    public var primary: RGBAColor?
    /// The secondary level's colour.
    public var secondary: RGBAColor?
    /// The tertiary level's colour.
    public var tertiary: RGBAColor?

    /// Creates a multicolor scheme.
    public init(primary: RGBAColor? = nil, secondary: RGBAColor? = nil, tertiary: RGBAColor? = nil) {
        self.primary = primary
        self.secondary = secondary
        self.tertiary = tertiary
    }

    /// The same colour on every level.
    public static func single(_ color: RGBAColor) -> SymbolMulticolor {
        SymbolMulticolor(primary: color, secondary: color, tertiary: color)
    }

    /// The colour of `level`, nil for the foreground style.
    public func color(for level: SymbolLayerLevel) -> RGBAColor? {
        switch level {
        case .primary: return primary
        case .secondary: return secondary
        case .tertiary: return tertiary
        }
    }
}
