/// Standard or increased contrast (SwiftUI's `ColorSchemeContrast`): the person's "Increase Contrast"
/// accessibility setting. Asset-catalog colours with a high-contrast variant use it when increased.
///
/// ```swift
/// @Environment(\.colorSchemeContrast) var contrast
/// ```
public enum ColorSchemeContrast: String, Hashable, Sendable, CaseIterable {
    /// The default contrast.
    case standard
    /// "Increase Contrast" is on.
    case increased
}

private struct ColorSchemeContrastKey: EnvironmentKey {
    static let defaultValue = ColorSchemeContrast.standard
}

extension EnvironmentValues {
    /// The contrast the render stands for (standard unless the render asks for increased contrast).
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
}
