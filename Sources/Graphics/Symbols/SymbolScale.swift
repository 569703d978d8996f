/// SwiftUI's `Image.Scale` for symbols (`.imageScale(_:)`): the symbol's size relative to the surrounding text.
public enum SymbolScale: String, Hashable, Sendable, CaseIterable {
    /// Smaller than the default.
    case small
    /// The default.
    case medium
    /// Larger than the default.
    case large

    /// The size factor relative to `.medium` ([C]: 0.78 and 1.29, measured by eye from iOS screenshots of
    /// SF Symbols next to text; Apple publishes no numbers).
    public var factor: Double {
        switch self {
        case .small: return 0.78
        case .medium: return 1
        case .large: return 1.29
        }
    }
}
