/// The hierarchy level of a symbol part, as SF Symbols' hierarchical rendering uses it.
///
/// `.hierarchical` draws secondary and tertiary parts at reduced opacity of the foreground style;
/// `.multicolor` gives each level of a symbol its own colour (`SymbolMulticolor`).
public enum SymbolLayerLevel: Int, Hashable, Sendable, CaseIterable, Comparable {
    /// The main shape (a cloud).
    case primary
    /// A supporting shape (the sun behind the cloud, the rain below it).
    case secondary
    /// A third, faintest shape.
    case tertiary

    /// The opacity `.hierarchical` draws the level at, times the foreground's own ([C]: 1, 0.5, 0.25 —
    /// close to how iOS shows SF Symbols' secondary and tertiary layers; Apple does not publish the values).
    public var hierarchicalOpacity: Double {
        switch self {
        case .primary: return 1
        case .secondary: return 0.5
        case .tertiary: return 0.25
        }
    }

    /// Orders levels primary first.
    public static func < (a: SymbolLayerLevel, b: SymbolLayerLevel) -> Bool { a.rawValue < b.rawValue }
}
